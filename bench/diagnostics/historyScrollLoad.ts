/**
 * `npx tsx bench/diagnostics/historyScrollLoad.ts [updates/s] [distDir]` (defaults 0, dist/; build
 * first): where the ordersPanel bench's scroll spends the main thread. The bench account (500 open
 * orders, 10 000 history rows on BTCUSDT), the simulator at rate 50, the page logged in with Order
 * history open; then, with the order updates at that rate, 5 s at rest and 5 s of the bench's scroll
 * (200 px every animation frame, from the top), each under a Chromium trace: the busy share, the frames
 * and the trace's self time per event name (script, style, layout, paint…), then the JS with the most
 * self time over 5 s more of each (CDP Profiler), by source and by function, named through the build's
 * source maps.
 */
import type { Browser, Page } from 'playwright-core';
import { summarizeMainThread } from '../bookPanel/traceSummary';
import type { CpuProfile } from '../bookPanel/profileSummary';
import { createBenchExchange, DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { BENCH_USER, openBenchUser } from '../ordersPanel/benchUser';
import { TRACE_CATEGORIES } from '../ordersPanel/mainThreadTasks';
import { openOrderHistory } from '../ordersPanel/openOrderHistory';
import { startOrderUpdates } from '../ordersPanel/orderUpdateDriver';
import { seedOrders } from '../ordersPanel/seedOrders';
import { sourceMappedSelfTime } from './sourceMappedProfile';

const perSecond = Number(process.argv[2] ?? 0);
const distDir = process.argv[3] ?? DIST;
const WINDOW_MS = 5_000;
const STEP_PX = 200;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Scrolls the bench's list by STEP_PX at every animation frame for `ms`, from where it is. A string,
 * not a function: tsx wraps named functions in a `__name` helper the page lacks.
 */
function scrollFor(page: Page, ms: number): Promise<void> {
  return page.evaluate(`new Promise((resolve) => {
    const list = window.__ordersBenchList;
    const end = performance.now() + ${ms};
    const frame = () => {
      list.scrollTop += ${STEP_PX};
      if (performance.now() < end) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  })`);
}

async function traced(browser: Browser, page: Page, label: string, work: () => Promise<void>): Promise<void> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await work();
  const summary = summarizeMainThread((await browser.stopTracing()).toString('utf8'), 14);
  console.log(
    `${label}: ${((100 * summary.taskMs) / summary.wallMs).toFixed(1)} % busy, ` +
      `${summary.frames} frames in ${(summary.wallMs / 1000).toFixed(1)} s`,
  );
  for (const entry of summary.selfMs) console.log(`  ${entry.name} ${entry.ms.toFixed(0)} ms`);
}

const exchange = createBenchExchange(1, 50);
const users = openBenchUser(exchange);
exchange.start();
await seedOrders(exchange.engine, {
  accountId: BENCH_USER.accountId,
  symbolId: 'BTCUSDT',
  open: 500,
  history: 10_000,
});
const server = await serveBuild(exchange, distDir, 1, { users });
const browser = await launchBenchChromium();
let stopDriver = (): void => undefined;
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US' });
  const { page } = await openOrderHistory(context, {
    url: server.url,
    path: '/en/trade/spot/BTC/USDT',
    email: BENCH_USER.email,
    password: BENCH_USER.password,
    tabName: 'Order history',
    timeoutMs: 30_000,
  });
  if (perSecond > 0) {
    stopDriver = startOrderUpdates(exchange.engine, {
      accountId: BENCH_USER.accountId,
      symbolId: 'BTCUSDT',
      perSecond,
    }).stop;
  }
  await sleep(3_000);
  console.log(`${perSecond} order updates/s`);
  await traced(browser, page, 'at rest', () => sleep(WINDOW_MS));
  await traced(browser, page, 'scrolling', () => scrollFor(page, WINDOW_MS));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const profiled = async (label: string, work: () => Promise<void>): Promise<void> => {
    await cdp.send('Profiler.start');
    await work();
    const { profile } = await cdp.send('Profiler.stop');
    const { bySource, byFunction } = sourceMappedSelfTime(profile as CpuProfile, distDir, 12);
    console.log(`JS self time in ${WINDOW_MS / 1000} s more ${label}, by source, then by function:`);
    for (const entry of [...bySource, ...byFunction])
      console.log(`  ${entry.name} ${entry.ms.toFixed(0)} ms`);
  };
  await profiled('at rest', () => sleep(WINDOW_MS));
  await profiled('of scrolling', () => scrollFor(page, WINDOW_MS));
} finally {
  stopDriver();
  await browser.close();
  exchange.stop();
  await server.close();
}
