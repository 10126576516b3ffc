/**
 * One pass of the orders-panel bench in one build: a fresh context logged in with Order history open
 * (openOrderHistory), SETTLE_MS for the first page, the JIT and the feed to settle, then under one
 * Chromium trace an idle window (the tab open, nothing scrolled: the page's floor under the same feed
 * and order pushes) and the scroll from the top to the last row (scrollToEnd). From the trace, every
 * main-thread task of each window (mainThreadTasks); beside it the CDP `Performance.getMetrics`
 * TaskDuration over the scroll, the same busy time as the bookPanel bench reads it, as a cross-check.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { inPageScript } from './inPageScript';
import { mainThreadTasks, TRACE_CATEGORIES, type MainThreadTasks } from './mainThreadTasks';
import { openOrderHistory } from './openOrderHistory';
import type { ScrollReading } from './scrollToEnd';

const here = dirname(fileURLToPath(import.meta.url));
const SETTLE_MS = 3_000;
const OPEN_TIMEOUT_MS = 30_000;

export interface PassOptions {
  url: string;
  path: string;
  email: string;
  password: string;
  tabName: string;
  viewport: { width: number; height: number };
  idleMs: number;
  scroll: { stepPx: number; expectedRows: number; stallMs: number; maxMs: number };
}

export interface PassResult {
  firstRows: number;
  reading: ScrollReading;
  scroll: MainThreadTasks;
  idle: MainThreadTasks;
  /** CDP TaskDuration over the scroll ÷ its wall time. */
  cdpBusyShare: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function scrollPass(browser: Browser, options: PassOptions): Promise<PassResult> {
  const context = await browser.newContext({ viewport: options.viewport, locale: 'en-US' });
  try {
    const { page, firstRows } = await openOrderHistory(context, { ...options, timeoutMs: OPEN_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const taskSeconds = async (): Promise<{ task: number; at: number }> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const read = (name: string): number => metrics.find((m) => m.name === name)?.value ?? NaN;
      return { task: read('TaskDuration'), at: read('Timestamp') };
    };
    await sleep(SETTLE_MS);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let traced = false;
    try {
      await page.evaluate(() => performance.mark('ordersBench:idle:start'));
      await sleep(options.idleMs);
      await page.evaluate(() => performance.mark('ordersBench:idle:end'));
      const before = await taskSeconds();
      const reading = (await page.evaluate(
        inPageScript(join(here, 'scrollToEnd.ts'), `scrollToEnd(${JSON.stringify(options.scroll)})`),
      )) as ScrollReading;
      const after = await taskSeconds();
      const trace = (await browser.stopTracing()).toString('utf8');
      traced = true;
      return {
        firstRows,
        reading,
        scroll: mainThreadTasks(trace, 'ordersBench:scroll:start', 'ordersBench:scroll:end'),
        idle: mainThreadTasks(trace, 'ordersBench:idle:start', 'ordersBench:idle:end'),
        cdpBusyShare: (after.task - before.task) / (after.at - before.at),
      };
    } finally {
      if (!traced) await browser.stopTracing().catch(() => undefined);
    }
  } finally {
    await context.close().catch(() => undefined);
  }
}
