/**
 * The hub's SharedWorker killed (CDP Target.closeTarget, as a crash or the browser's memory pressure
 * would) while a tab closes, mid-tick: the remaining tabs must get a new worker, one socket, and live
 * data again.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './faultTest';
import { connection, expectFullBook, nextStatus, openPair, recordConnection, shownBook } from './tradingPage';

/** Far below the 10 s a worker has to name its lock (LIFE_LOCK_ANSWER_MS): the lock, not the timeout. */
const DETECTED_WITHIN_MS = 2_000;

async function sharedWorkers(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  return targetInfos.filter((t) => t.type === 'shared_worker').map((t) => t.targetId);
}

async function closeTarget(browser: Browser, targetId: string): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Target.closeTarget', { targetId });
  await cdp.detach();
}

// Each tab asks for the worker's life lock (src/app/hub/watchHubLife.ts), is granted it when the
// worker dies, and opens the worker again: all of them reach the one new SharedWorker.
test('killing the SharedWorker while a tab closes: the other tabs get a new worker and live data', async ({
  browser,
  context,
  sim,
}) => {
  const pages = [];
  for (let i = 0; i < 3; i++) {
    const page = await context.newPage();
    await openPair(page, sim.url);
    pages.push(page);
  }
  const [worker] = await sharedWorkers(browser);
  expect(worker).toBeDefined();
  const [first, closing, last] = pages;
  if (!first || !closing || !last || !worker) throw new Error('three tabs and a worker');

  const survivors = [first, last];
  for (const page of survivors) await recordConnection(page);
  const killedAt = Date.now();
  await Promise.all([closing.close(), closeTarget(browser, worker)]);

  // Each survivor learns of the death from the worker's life lock, at once, not from a timeout, and
  // says so before the new worker speaks.
  const detectedMs: number[] = [];
  for (const page of survivors)
    detectedMs.push((await nextStatus(page, /^Connecting/, killedAt, 5_000)).at - killedAt);
  expect(Math.max(...detectedMs)).toBeLessThan(DETECTED_WITHIN_MS);

  await expect
    .poll(async () => (await sharedWorkers(browser)).filter((id) => id !== worker), { timeout: 20_000 })
    .toHaveLength(1);
  for (const page of survivors) {
    await expect(connection(page)).toHaveText('Connected', { timeout: 20_000 });
    await expectFullBook(page);
    const shown = await shownBook(page);
    await expect.poll(() => shownBook(page), { timeout: 15_000 }).not.toEqual(shown);
  }
  await expect.poll(async () => (await sim.stats()).connections, { timeout: 10_000 }).toBe(1);
  test.info().annotations.push({
    type: 'figure',
    description: `the death seen by the tabs in ${detectedMs.join(' and ')} ms; live again in both ${Date.now() - killedAt} ms after the kill`,
  });
});
