/**
 * Offline and back (spec 001 §9: no retries while offline). Playwright's offline switch reaches the
 * page but not the SharedWorker's socket, so the page forwards it to the hub, and the test breaks the
 * socket's path at the proxy as the operating system would when the network goes.
 */
import { DEFAULT_POLICY } from '../../../src/shared/hub/types';
import { expect, test } from './faultTest';
import { connection, expectBookMatchesServer, nextStatus, openPair, recordConnection } from './tradingPage';

const { reconnectMinMs } = DEFAULT_POLICY;
/** Twice the first retry's delay: an online page would have tried again by then. */
const HELD_OFFLINE_MS = 2 * reconnectMinMs + 500;

test('offline: the page says so and waits; back online it reconnects at once with a fresh book', async ({
  page,
  context,
  sim,
  network,
}) => {
  await openPair(page, network.url);
  await recordConnection(page);
  await context.setOffline(true);
  await expect(connection(page)).toHaveText('Offline');
  // The hub knows (the status comes from it); now the socket's path goes too.
  expect(network.resetSockets()).toBe(1);
  const sockets = network.socketsAccepted().length;
  // The fault's duration, not a wait for the page.
  await new Promise((held) => setTimeout(held, HELD_OFFLINE_MS));
  await expect(connection(page)).toHaveText('Offline');
  expect(network.socketsAccepted()).toHaveLength(sockets);

  const onlineAt = Date.now();
  await context.setOffline(false);
  const back = await nextStatus(page, /^Connected$/, onlineAt, 10_000);
  const reconnectedMs = back.at - onlineAt;
  // At once: no backoff delay after the network returns.
  expect(reconnectedMs).toBeLessThan(reconnectMinMs);
  expect(network.socketsAccepted()).toHaveLength(sockets + 1);
  const matchedMs = await expectBookMatchesServer(page, sim);
  test.info().annotations.push({
    type: 'figure',
    description: `no attempt in ${HELD_OFFLINE_MS} ms offline; connected ${reconnectedMs} ms after online; book equal to the server's ${matchedMs} ms after the market paused`,
  });
});
