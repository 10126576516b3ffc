/**
 * `npx tsx bench/ordersPanel/dryRun.ts`: the orders-panel bench's parts one by one, each a check that
 * can fail, without the rounds: the seeding (counted back from the engine), the driver's rate as a
 * logged-in socket receives it (within 10 % of 100 orders a second), whether the baseline flag changes
 * the build, and one scroll pass of the page as built (its figures, or why it could not run). Exits 1
 * when a check failed. `SPOTDESK_BENCH_PORT` as for the bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, createBenchExchange, DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { assertBuildsDiffer } from './assertBuildsDiffer';
import { BENCH_USER, openBenchUser } from './benchUser';
import { countOrderPushes, loginCookie } from './countOrderPushes';
import { startOrderUpdates } from './orderUpdateDriver';
import { scrollPass } from './scrollPass';
import { seedOrders } from './seedOrders';

const results: { check: string; ok: boolean; said: string }[] = [];
async function check(name: string, run: () => Promise<string> | string): Promise<void> {
  try {
    results.push({ check: name, ok: true, said: await run() });
  } catch (error) {
    results.push({ check: name, ok: false, said: error instanceof Error ? error.message : String(error) });
  }
}

const port = Number(process.env.SPOTDESK_BENCH_PORT ?? 0);
const baselineDir = mkdtempSync(join(tmpdir(), 'spotdesk-unvirtualized-'));
const exchange = createBenchExchange(1, 50);
const users = openBenchUser(exchange);
exchange.start();
buildApp();
const server = await serveBuild(exchange, DIST, 1, { users, port });
let stopDriver = (): void => undefined;
try {
  await check('seeding', async () => {
    const seeded = await seedOrders(exchange.engine, {
      accountId: BENCH_USER.accountId,
      symbolId: 'BTCUSDT',
      open: 500,
      history: 10_000,
    });
    return JSON.stringify(seeded);
  });
  await check('driver at 100 orders/s, as a socket receives it', async () => {
    const driver = startOrderUpdates(exchange.engine, {
      accountId: BENCH_USER.accountId,
      symbolId: 'BTCUSDT',
      perSecond: 100,
    });
    stopDriver = driver.stop;
    const cookie = await loginCookie(server.url, BENCH_USER.email, BENCH_USER.password);
    const rate = await countOrderPushes(server.url, cookie, 5_000);
    const said = `${rate.ordersPerSecond.toFixed(1)} orders/s in ${rate.framesPerSecond.toFixed(1)} deltas/s; driver ${JSON.stringify(driver.counts())}`;
    if (Math.abs(rate.ordersPerSecond - 100) > 10) throw new Error(`off the rate: ${said}`);
    return said;
  });
  await check('SPOTDESK_UNVIRTUALIZED_LISTS=1 changes the build', () => {
    buildApp(baselineDir, { SPOTDESK_UNVIRTUALIZED_LISTS: '1' });
    assertBuildsDiffer(DIST, baselineDir, 'SPOTDESK_UNVIRTUALIZED_LISTS');
    return 'it does';
  });
  await check('one scroll pass of the page as built', async () => {
    const browser = await launchBenchChromium();
    try {
      const pass = await scrollPass(browser, {
        url: server.url,
        path: '/en/trade/spot/BTC/USDT',
        email: BENCH_USER.email,
        password: BENCH_USER.password,
        tabName: 'Order history',
        viewport: { width: 1600, height: 1000 },
        idleMs: 2_000,
        scroll: { stepPx: 200, expectedRows: 10_000, stallMs: 15_000, maxMs: 300_000 },
      });
      const { tasksMs, busyMs, windowMs } = pass.scroll;
      return `${JSON.stringify(pass.reading)}; max task ${Math.max(0, ...tasksMs).toFixed(1)} ms, busy ${((100 * busyMs) / windowMs).toFixed(1)} %`;
    } finally {
      await browser.close();
    }
  });
} finally {
  stopDriver();
  exchange.stop();
  await server.close();
  rmSync(baselineDir, { recursive: true, force: true });
}
for (const { check: name, ok, said } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${said}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
