/**
 * A frozen feed says so (ISSUE21 finding 5): with the socket open but silent (the simulator's stall
 * fault, pongs included), the status line says when data last arrived and the book that stopped says
 * so, once the feeds' expected interval has passed (5 s, src/shared/hub/feedIntervals.ts), instead of
 * "Connected" over a still book; when data flows again both go back to plain "Connected" and a live
 * book. The heartbeat cannot end the stall first: the socket's first ping is 15 s after it opened.
 * The page is settled first (every view it watches has its data): a subscribe left unanswered by the
 * stall would rightly close the socket within the pong wait, and that is not this test.
 */
import { expect, test } from './faultTest';
import {
  book,
  connection,
  expectSettled,
  nextStatus,
  openPair,
  recordConnection,
  shownBook,
} from './tradingPage';

test('a stalled feed shows in the status line and the book, and clears when data flows', async ({
  page,
  sim,
  network,
}) => {
  await openPair(page, network.url);
  await expectSettled(page);
  await recordConnection(page);
  const stalledAt = Date.now();
  await sim.control('faults', { stall: true });
  const stale = await nextStatus(page, /^Connected · last update \d+ seconds ago$/, stalledAt, 10_000);
  await expect(book(page).getByRole('status')).toHaveText('No recent updates');

  await sim.control('faults', { stall: false });
  await expect(connection(page)).toHaveText('Connected', { timeout: 10_000 });
  await expect(book(page).getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  const before = await shownBook(page);
  await expect.poll(() => shownBook(page), { timeout: 15_000 }).not.toEqual(before);
  test.info().annotations.push({
    type: 'figure',
    description: `the status line said the feed was silent ${stale.at - stalledAt} ms after the stall`,
  });
});
