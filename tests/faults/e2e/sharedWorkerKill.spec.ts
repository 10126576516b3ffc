/**
 * The hub's SharedWorker killed (CDP Target.closeTarget, as a crash or the browser's memory pressure
 * would) while a tab closes, mid-tick: the remaining tabs must get a new worker, one socket, and live
 * data again.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './faultTest';
import {
  connection,
  connectionLog,
  expectFullBook,
  nextStatus,
  openPair,
  openTabs,
  recordConnection,
  shownBook,
} from './tradingPage';

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
  const pages = await openTabs(context, sim.url, 3);
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

/** Hides or shows a tab as the page sees it (a headless tab is never hidden by itself). */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

// A hidden tab gets no snapshots, so its silence says nothing about the worker: it is never taken for
// a dead one, and a real death reaches it all the same.
test('a hidden tab outlives a quiet worker and comes back from a dead one when shown', async ({
  browser,
  context,
  sim,
}) => {
  const visible = await context.newPage();
  await openPair(visible, sim.url);
  const hidden = await context.newPage();
  await openPair(hidden, sim.url);
  await recordConnection(hidden);
  await setHidden(hidden, true);
  const hiddenAt = Date.now();
  // Ten book changes in the visible tab: ticks the hidden one did not get.
  for (let tick = 0; tick < 10; tick++) {
    const shown = await shownBook(visible);
    await expect.poll(() => shownBook(visible), { timeout: 15_000 }).not.toEqual(shown);
  }
  const quietMs = Date.now() - hiddenAt;
  expect((await connectionLog(hidden)).map((entry) => entry.text)).toEqual(['Connected']);
  const [worker] = await sharedWorkers(browser);
  if (!worker) throw new Error('a worker');
  expect(await sharedWorkers(browser)).toEqual([worker]);

  const killedAt = Date.now();
  await closeTarget(browser, worker);
  const seen = await nextStatus(hidden, /^Connecting/, killedAt, 5_000);
  expect(seen.at - killedAt).toBeLessThan(DETECTED_WITHIN_MS);
  await expect(connection(visible)).toHaveText('Connected', { timeout: 20_000 });
  await setHidden(hidden, false);
  await expect(connection(hidden)).toHaveText('Connected', { timeout: 20_000 });
  await expectFullBook(hidden);
  const shown = await shownBook(hidden);
  await expect.poll(() => shownBook(hidden), { timeout: 15_000 }).not.toEqual(shown);
  expect(await sharedWorkers(browser)).toHaveLength(1);
  await expect.poll(async () => (await sim.stats()).connections, { timeout: 10_000 }).toBe(1);
  test.info().annotations.push({
    type: 'figure',
    description: `hidden ${quietMs} ms without a false alarm; the death seen hidden in ${seen.at - killedAt} ms`,
  });
});
