/**
 * `npx tsx bench/diagnostics/orderPushLoad.ts [open orders] [updates/s] [distDir] [--tab <name>]`
 * (defaults 500, 100, dist/, the panel's first tab, Open orders; build first): what the ordersPanel
 * bench's order pushes cost the trading page before any list is scrolled, with the orders panel's tab
 * of that name shown (`--tab "Order history"` is the bench's page at rest). The bench account with
 * that many open orders on BTCUSDT, the simulator at rate 50, the page logged in and left alone: its
 * main thread's busy share (CDP TaskDuration ÷ wall) over 5 s with no order updates, then over 5 s
 * with the driver on; then with the updates, the main thread's self time by trace event (script,
 * style, layout, paint…) over 5 s, and the JS with the most self time in 5 s more (CDP Profiler), by
 * source and by function, named through the build's source maps. A figure of the bench's idle window
 * ("at rest with the tab open") that is far above the page's floor is explained here, not by the list.
 */
import type { CDPSession } from 'playwright-core';
import { DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { logInAs } from '../logInAs';
import { BENCH_USER } from '../ordersPanel/benchUser';
import { startOrderUpdates } from '../ordersPanel/orderUpdateDriver';
import { openSeededExchange } from '../ordersPanel/seededExchange';
import { busyShareWhile, reportProfile, reportTrace } from './mainThreadReport';

const tabFlag = process.argv.indexOf('--tab');
const tab = tabFlag < 0 ? undefined : process.argv[tabFlag + 1];
const positional = tabFlag < 0 ? process.argv.slice(2) : process.argv.slice(2, tabFlag);
const open = Number(positional[0] ?? 500);
const perSecond = Number(positional[1] ?? 100);
const distDir = positional[2] ?? DIST;
const WINDOW_MS = 5_000;
const SETTLE_MS = 6_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const busyShare = async (cdp: CDPSession): Promise<string> =>
  `${(await busyShareWhile(cdp, () => sleep(WINDOW_MS))).toFixed(1)} %`;

const { exchange, users } = await openSeededExchange({ open, history: 0 });
const server = await serveBuild(exchange, distDir, 1, { users });
const browser = await launchBenchChromium();
let stopDriver = (): void => undefined;
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US' });
  await logInAs(context, server.url, BENCH_USER);
  const page = await context.newPage();
  await page.goto(`${server.url}/en/trade/spot/BTC/USDT`);
  if (tab !== undefined)
    await page
      .getByRole('region', { name: 'Orders and positions' })
      .getByRole('tab', { name: tab, exact: true })
      .click();
  await sleep(SETTLE_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const shown = tab ?? "the panel's first tab";
  console.log(`${open} open orders (${shown} shown), no updates: ${await busyShare(cdp)} busy`);
  stopDriver = startOrderUpdates(exchange.engine, {
    accountId: BENCH_USER.accountId,
    symbolId: 'BTCUSDT',
    perSecond,
  }).stop;
  await sleep(2_000);
  console.log(`${open} open orders, ${perSecond} updates/s: ${await busyShare(cdp)} busy`);
  await reportTrace(browser, page, `${WINDOW_MS / 1000} s more with the updates`, () => sleep(WINDOW_MS));
  await reportProfile(cdp, distDir, `${WINDOW_MS / 1000} s more with the updates`, () => sleep(WINDOW_MS));
} finally {
  stopDriver();
  await browser.close();
  exchange.stop();
  await server.close();
}
