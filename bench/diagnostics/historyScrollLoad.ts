/**
 * `npx tsx bench/diagnostics/historyScrollLoad.ts [updates/s] [distDir]` (defaults 0, dist/; build
 * first): where the ordersPanel bench's scroll spends the main thread. The bench account (500 open
 * orders, 10 000 history rows on BTCUSDT), the simulator at rate 50, the page logged in with Order
 * history open; then, with the order updates at that rate, 5 s at rest and 5 s of the bench's scroll
 * (200 px every animation frame, from the top), each under a Chromium trace, then 5 s more of each under
 * the JS profiler: what mainThreadReport.ts prints.
 */
import type { Page } from 'playwright-core';
import { DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { BENCH_USER } from '../ordersPanel/benchUser';
import { openOrderHistory } from '../ordersPanel/openOrderHistory';
import { startOrderUpdates } from '../ordersPanel/orderUpdateDriver';
import { openSeededExchange } from '../ordersPanel/seededExchange';
import { reportProfile, reportTrace, scrollEveryFrame } from './mainThreadReport';

const perSecond = Number(process.argv[2] ?? 0);
const distDir = process.argv[3] ?? DIST;
const WINDOW_MS = 5_000;
const STEP_PX = 200;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Scrolls the bench's list as the bench does, from where it is. */
const scrollFor = (page: Page, ms: number) => scrollEveryFrame(page, 'window.__ordersBenchList', STEP_PX, ms);

const { exchange, users } = await openSeededExchange({ open: 500, history: 10_000 });
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
  await reportTrace(browser, page, 'at rest', () => sleep(WINDOW_MS));
  await reportTrace(browser, page, 'scrolling', () => scrollFor(page, WINDOW_MS));
  const cdp = await context.newCDPSession(page);
  await reportProfile(cdp, distDir, '5 s more at rest', () => sleep(WINDOW_MS));
  await reportProfile(cdp, distDir, '5 s more of scrolling', () => scrollFor(page, WINDOW_MS));
} finally {
  stopDriver();
  await browser.close();
  exchange.stop();
  await server.close();
}
