/**
 * Three tabs on one SharedWorker socket when that socket goes: closed by the server with 4999, and the
 * whole simulator stopped and started again. Every tab shows the drop, then connected with a fresh,
 * whole book, the same in all three, on one socket again. (One tab and every close code:
 * closeCodes.spec.ts; the worker itself killed: sharedWorkerKill.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from './faultTest';
import {
  book,
  connection,
  expectFullBook,
  nextStatus,
  openTabs,
  recordConnection,
  shownBook,
} from './tradingPage';

/**
 * Every tab said "Reconnecting" after `since`, then is connected with a whole book; all show the same
 * best prices.
 */
async function expectReconnectedWithFreshBooks(pages: Page[], since: number): Promise<void> {
  for (const page of pages) {
    await nextStatus(page, /^Reconnecting/, since, 20_000);
    await expect(connection(page)).toHaveText('Connected', { timeout: 20_000 });
    await expect(book(page).getByRole('status')).toHaveCount(0);
    await expectFullBook(page);
  }
  await expect(async () => {
    const shown = await Promise.all(pages.map(shownBook));
    const best = shown.map(({ bids, asks }) => [bids[0], asks[0]]);
    expect(best[0]?.[0]).toBeDefined();
    for (const other of best.slice(1)) expect(other).toEqual(best[0]);
  }).toPass({ timeout: 15_000, intervals: [50, 100, 200] });
}

test('a socket closed with 4999 reconnects every tab with fresh books', async ({ context, sim }) => {
  const pages = await openTabs(context, sim.url, 3);
  for (const page of pages) await recordConnection(page);
  const since = Date.now();
  await sim.control('close', { code: 4999 });
  await expectReconnectedWithFreshBooks(pages, since);
  expect((await sim.stats()).connections).toBe(1);
});

test('a simulator restart: every tab reconnects with fresh books', async ({ context, sim }) => {
  const pages = await openTabs(context, sim.url, 3);
  for (const page of pages) await recordConnection(page);
  const since = Date.now();
  await sim.stop();
  for (const page of pages) await expect(connection(page)).toHaveText(/^Reconnecting/);
  await sim.start();
  await expectReconnectedWithFreshBooks(pages, since);
  expect((await sim.stats()).connections).toBe(1);
});
