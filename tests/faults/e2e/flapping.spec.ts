/**
 * A server that closes every socket every 2 s for a minute: the page must end with one socket and one
 * set of subscriptions, having resubscribed each watched topic exactly once per reconnect (counted at
 * the server, GET /__control/subscribes).
 */
import type { SimulatorProcess } from '../../e2e/simulatorProcess';
import { expect, test } from './faultTest';
import { book, connection, expectSettled, openPair } from './tradingPage';

const FLAP_EVERY_MS = 2_000;
const FLAPS = 30;

async function subscribes(sim: SimulatorProcess): Promise<Record<string, number>> {
  const response = await fetch(`${sim.url}/__control/subscribes`);
  return ((await response.json()) as { result: Record<string, number> }).result;
}

test('closes every 2 s for a minute leave one socket and one subscription set', async ({
  page,
  sim,
  network,
}) => {
  await openPair(page, network.url);
  await expectSettled(page);
  const topicsBefore = (await sim.stats()).topics.sort();
  const before = await subscribes(sim);
  const watched = Object.keys(before);
  expect(watched.length).toBeGreaterThanOrEqual(3);
  const socketsBefore = network.socketsAccepted().length;

  // The fault's own schedule, not a wait for the page: a close every 2 s whatever the page is doing
  // (some land while it is between sockets, as a flapping server's would).
  for (let flap = 0; flap < FLAPS; flap++) {
    await sim.control('close', { code: 1012, reason: 'flapping' });
    await new Promise((next) => setTimeout(next, FLAP_EVERY_MS));
  }

  await expect(connection(page)).toHaveText('Connected', { timeout: 15_000 });
  await expect.poll(async () => (await sim.stats()).connections, { timeout: 10_000 }).toBe(1);
  const reconnects = network.socketsAccepted().length - socketsBefore;
  expect(reconnects).toBeGreaterThanOrEqual(FLAPS / 2);
  // Every watched topic once per new socket: no more (a doubled subscription), no fewer (a lost one).
  const expected = Object.fromEntries(watched.map((topic) => [topic, (before[topic] ?? 0) + reconnects]));
  await expect.poll(() => subscribes(sim), { timeout: 10_000 }).toEqual(expected);
  expect((await sim.stats()).topics.sort()).toEqual(topicsBefore);
  await expect(book(page).getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  test.info().annotations.push({
    type: 'figure',
    description: `${FLAPS} closes, ${reconnects} reconnects, each of ${watched.length} topics subscribed once per reconnect`,
  });
});
