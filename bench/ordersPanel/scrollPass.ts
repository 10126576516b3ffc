/**
 * One pass of the orders-panel bench in one build, in a fresh context logged in (openOrderHistory),
 * under one Chromium trace from just before the click on the Order history tab: the opening (the click
 * to the first rows), SETTLE_MS for the JIT and the feed to settle, an idle window (the tab open,
 * nothing scrolled: the page's floor under the same feed and order pushes), and the scroll from the top
 * to the last row (scrollToEnd). From the trace, every main-thread task of each window
 * (mainThreadTasks); beside it the CDP `Performance.getMetrics` TaskDuration over the scroll, the busy
 * time as the bookPanel bench reads it, as a cross-check.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { inPageScript } from './inPageScript';
import { mainThreadTasks, TRACE_CATEGORIES, type MainThreadTasks } from './mainThreadTasks';
import { openOrderHistory } from './openOrderHistory';
import type { ScrollReading } from './scrollToEnd';
import { readPageMetrics } from '../pageMetrics';

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
  /** From the click on the tab to its first rows. */
  open: MainThreadTasks;
  scroll: MainThreadTasks;
  idle: MainThreadTasks;
  /** CDP TaskDuration over the scroll ÷ its wall time. */
  cdpBusyShare: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function scrollPass(browser: Browser, options: PassOptions): Promise<PassResult> {
  const context = await browser.newContext({ viewport: options.viewport, locale: 'en-US' });
  let tracing = false;
  try {
    const mark = async (page: Page, name: string): Promise<void> => {
      await page.evaluate((markName) => performance.mark(markName), name);
    };
    const { page, firstRows } = await openOrderHistory(
      context,
      { ...options, timeoutMs: OPEN_TIMEOUT_MS },
      async (beforeClick) => {
        await browser.startTracing(beforeClick, { categories: TRACE_CATEGORIES });
        tracing = true;
        await mark(beforeClick, 'ordersBench:open:start');
      },
    );
    await mark(page, 'ordersBench:open:end');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const taskSeconds = async (): Promise<{ task: number; at: number }> => {
      const read = await readPageMetrics(cdp, ['TaskDuration', 'Timestamp']);
      return { task: read.TaskDuration, at: read.Timestamp };
    };
    await sleep(SETTLE_MS);
    await mark(page, 'ordersBench:idle:start');
    await sleep(options.idleMs);
    await mark(page, 'ordersBench:idle:end');
    const before = await taskSeconds();
    const reading = (await page.evaluate(
      inPageScript(join(here, 'scrollToEnd.ts'), `scrollToEnd(${JSON.stringify(options.scroll)})`),
    )) as ScrollReading;
    const after = await taskSeconds();
    const trace = (await browser.stopTracing()).toString('utf8');
    tracing = false;
    const windowOf = (name: string): MainThreadTasks =>
      mainThreadTasks(trace, `ordersBench:${name}:start`, `ordersBench:${name}:end`);
    return {
      firstRows,
      reading,
      open: windowOf('open'),
      scroll: windowOf('scroll'),
      idle: windowOf('idle'),
      cdpBusyShare: (after.task - before.task) / (after.at - before.at),
    };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close().catch(() => undefined);
  }
}
