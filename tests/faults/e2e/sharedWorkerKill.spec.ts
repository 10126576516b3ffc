/**
 * The hub's SharedWorker killed (CDP Target.closeTarget, as a crash or the browser's memory pressure
 * would) while a tab closes, mid-tick: the remaining tabs must get a new worker, one socket, and live
 * data again.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './faultTest';
import { connection, expectFullBook, openPair, shownBook } from './tradingPage';

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

// FIXME, a finding of the fault suite (not in ISSUE21's list; no helper owns it yet): a tab never
// learns that its SharedWorker died (no event reaches a MessagePort whose far end is gone, and the hub
// client has no liveness check), so the remaining tabs keep a dead hub: no new worker within 20 s,
// "Connected" over a frozen book, and no socket at the server.
test.fixme('killing the SharedWorker while a tab closes: the other tabs get a new worker and live data', async ({
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

  await Promise.all([closing.close(), closeTarget(browser, worker)]);
  const killedAt = Date.now();

  await expect
    .poll(async () => (await sharedWorkers(browser)).filter((id) => id !== worker), { timeout: 20_000 })
    .toHaveLength(1);
  for (const page of [first, last]) {
    await expect(connection(page)).toHaveText('Connected', { timeout: 20_000 });
    await expectFullBook(page);
    const shown = await shownBook(page);
    await expect.poll(() => shownBook(page), { timeout: 15_000 }).not.toEqual(shown);
  }
  await expect.poll(async () => (await sim.stats()).connections, { timeout: 10_000 }).toBe(1);
  test.info().annotations.push({
    type: 'figure',
    description: `live again in both tabs ${Date.now() - killedAt} ms after the kill`,
  });
});
