/**
 * The orders panel's Order history at the fastest feed (issue 22): a logged-in user with 500 open
 * orders and 10 000 history rows on the page's pair, the simulator at `--rate 50` on every pair, order
 * updates pushed at 100 a second; opening Order history and scrolling it end to end must keep every
 * main-thread task under one frame (16.7 ms) and the main thread's busy share under 10 %, against the
 * same lists rendered without virtualisation (SPOTDESK_UNVIRTUALIZED_LISTS=1: vite.config.ts's define
 * makes ui/VirtualTable render every row), both builds in the same run, passes interleaved.
 *
 * Setup (bench/ordersPanel): both builds every run, checked to differ; one in-process exchange at rate
 * 50 behind two servers (one per build), so both pages see the same market and the same account; the
 * bench account (benchUser.ts) seeded through the engine (seedOrders.ts: 8 000 limit orders placed and
 * cancelled, 2 000 market orders filled, 500 limit orders resting at half and 1.5 times the mid, all
 * counted back from the engine); then the driver (orderUpdateDriver.ts) modifies the account's open
 * orders 100 times a second for the rest of the run, its rate measured as the pushes a socket logged in
 * as the account receives (countOrderPushes.ts).
 *
 * Each pass (scrollPass.ts): Debian's Chromium at 1600×1000, a fresh context, logged in, the pair's
 * page, the "Order history" tab clicked, the first rows waited for; then under a Chromium trace an idle
 * window and the scroll (scrollToEnd.ts: STEP_PX down at every animation frame, waiting at the bottom
 * for the next 100-row page, until the 10 000th row). Every main-thread task inside the scroll comes from
 * the trace (mainThreadTasks.ts); busy share = Σ task ÷ the scroll's wall time. Rows: passRows.ts.
 *
 * `SPOTDESK_BENCH_ROUNDS` (default 2) sets the passes per build; `SPOTDESK_BENCH_PORT` the first of the
 * two servers' ports (default: free ones).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildApp, createBenchExchange, DIST, ROOT, serveBuild, type ServedBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import type { BenchRow, BenchScenario } from '../harness';
import { assertBuildsDiffer } from '../ordersPanel/assertBuildsDiffer';
import { BENCH_USER, openBenchUser } from '../ordersPanel/benchUser';
import { countOrderPushes, loginCookie } from '../ordersPanel/countOrderPushes';
import { startOrderUpdates, type OrderUpdateDriver } from '../ordersPanel/orderUpdateDriver';
import { passRows } from '../ordersPanel/passRows';
import { scrollPass, type PassOptions, type PassResult } from '../ordersPanel/scrollPass';
import { seedOrders } from '../ordersPanel/seedOrders';

const ROUNDS = Number(process.env.SPOTDESK_BENCH_ROUNDS ?? 2);
const FIRST_PORT = Number(process.env.SPOTDESK_BENCH_PORT ?? 0);
const RATE = 50;
const SEED = 1;
const SYMBOL = 'BTCUSDT';
const PATH = '/en/trade/spot/BTC/USDT';
const VIEWPORT = { width: 1600, height: 1000 };
const OPEN_ORDERS = 500;
const HISTORY_ROWS = 10_000;
const UPDATES_PER_SECOND = 100;
const PUSH_WINDOW_MS = 5_000;
const IDLE_MS = 5_000;
/** Down per animation frame: a fast wheel (a notch is about 100 px), 12 000 px a second at 60 fps. */
const STEP_PX = 200;
/** At the bottom this long with no new rows: the list stopped loading. */
const STALL_MS = 15_000;
const MAX_PASS_MS = 300_000;
const FLAG = 'SPOTDESK_UNVIRTUALIZED_LISTS';

async function ordersPanel(): Promise<BenchRow[]> {
  const tabName = (
    JSON.parse(readFileSync(join(ROOT, 'locales/en/integratedTrade.json'), 'utf8')) as {
      tabs: { orderHistory: string };
    }
  ).tabs.orderHistory;
  const baselineDir = mkdtempSync(join(tmpdir(), 'spotdesk-unvirtualized-'));
  const exchange = createBenchExchange(SEED, RATE);
  const users = openBenchUser(exchange);
  const servers: ServedBuild[] = [];
  let driver: OrderUpdateDriver | undefined;
  let browser: Browser | undefined;
  try {
    buildApp();
    buildApp(baselineDir, { [FLAG]: '1' });
    assertBuildsDiffer(DIST, baselineDir, FLAG);
    for (const [i, distDir] of [DIST, baselineDir].entries()) {
      const port = FIRST_PORT === 0 ? 0 : FIRST_PORT + i;
      servers.push(await serveBuild(exchange, distDir, SEED, { users, port }));
    }
    const [virtualServer, fullServer] = servers;
    if (!virtualServer || !fullServer) throw new Error('servers did not start');
    exchange.start();
    const seeded = await seedOrders(exchange.engine, {
      accountId: BENCH_USER.accountId,
      symbolId: SYMBOL,
      open: OPEN_ORDERS,
      history: HISTORY_ROWS,
    });
    driver = startOrderUpdates(exchange.engine, {
      accountId: BENCH_USER.accountId,
      symbolId: SYMBOL,
      perSecond: UPDATES_PER_SECOND,
    });
    const driverStart = performance.now();
    const cookie = await loginCookie(virtualServer.url, BENCH_USER.email, BENCH_USER.password);
    const pushes = await countOrderPushes(virtualServer.url, cookie, PUSH_WINDOW_MS);

    browser = await launchBenchChromium();
    const pass = (url: string): PassOptions => ({
      url,
      path: PATH,
      email: BENCH_USER.email,
      password: BENCH_USER.password,
      tabName,
      viewport: VIEWPORT,
      idleMs: IDLE_MS,
      scroll: { stepPx: STEP_PX, expectedRows: HISTORY_ROWS, stallMs: STALL_MS, maxMs: MAX_PASS_MS },
    });
    const virtualised: PassResult[] = [];
    const unvirtualised: PassResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which build goes first, so a drift of the machine weighs on both alike.
      const order = round % 2 === 0 ? (['virtual', 'full'] as const) : (['full', 'virtual'] as const);
      for (const which of order) {
        if (which === 'virtual') virtualised.push(await scrollPass(browser, pass(virtualServer.url)));
        else unvirtualised.push(await scrollPass(browser, pass(fullServer.url)));
      }
    }
    const updates = driver.counts();
    const driverSeconds = (performance.now() - driverStart) / 1000;
    return passRows(virtualised, unvirtualised, {
      expectedRows: HISTORY_ROWS,
      setup: {
        page: `${PATH} at ${VIEWPORT.width}×${VIEWPORT.height}, logged in, the "${tabName}" tab`,
        feed: `in-process simulator at rate ${RATE} (the fastest), every pair`,
        seeded:
          `${seeded.open} open (bids from ${seeded.bidPrice}, asks from ${seeded.askPrice}, ${seeded.quantity} each), ` +
          `${seeded.history} history ${JSON.stringify(seeded.historyByStatus)} on ${SYMBOL} in ${seeded.seededInMs} ms`,
        orderUpdates:
          `${UPDATES_PER_SECOND}/s asked; ${(updates.made / driverSeconds).toFixed(1)}/s made over the run ` +
          `(${updates.refused} refused${updates.lastRefusal ? `: ${updates.lastRefusal}` : ''}); ` +
          `a socket logged in as the account counted ${pushes.ordersPerSecond.toFixed(1)} orders/s in ` +
          `${pushes.framesPerSecond.toFixed(1)} private.order deltas/s over ${PUSH_WINDOW_MS / 1000} s`,
        scroll: `${STEP_PX} px per animation frame; a stall is ${STALL_MS / 1000} s at the bottom without new rows`,
        method:
          'Chromium trace (toplevel, devtools.timeline): every top-level task on the renderer main thread ' +
          "between the pass's performance marks; busy = Σ task ÷ wall",
        rounds: ROUNDS,
      },
    });
  } finally {
    driver?.stop();
    await browser?.close().catch(() => undefined);
    exchange.stop();
    for (const server of servers) await server.close();
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

const scenario: BenchScenario = { name: 'ordersPanel', run: ordersPanel };
export default scenario;
