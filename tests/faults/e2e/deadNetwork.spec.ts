/**
 * A network that fails without saying so (spec 001 §9: ping every 15 s, pong wait 3 s, open timeout
 * 10 s). The page loads through the network, so its socket crosses a network the test can freeze.
 */
import { DEFAULT_POLICY } from '../../../src/shared/hub/types';
import { expect, test } from './faultTest';
import { book, connection, expectFullBook, nextStatus, openPair, recordConnection } from './tradingPage';

const { pingIntervalMs, pongTimeoutMs, openTimeoutMs, reconnectMinMs } = DEFAULT_POLICY;
/** Room for the browser's and the simulator's own latency around a timer of the page. */
const SLACK_MS = 1_500;

test('a half-open socket is found within ping + pong wait, and the page reconnects', async ({
  page,
  network,
}) => {
  await openPair(page, network.url);
  await recordConnection(page);
  const frozenAt = Date.now();
  expect(network.freezeSockets()).toBe(1);

  // The last pong came before the freeze, so the heartbeat gives up within ping + pong wait of it.
  const lost = await nextStatus(page, /^Reconnecting/, frozenAt, pingIntervalMs + pongTimeoutMs + 5_000);
  const detectedMs = lost.at - frozenAt;
  const back = await nextStatus(page, /^Connected$/, lost.at, 10_000);
  const reconnectedMs = back.at - lost.at;
  test.info().annotations.push({
    type: 'figure',
    description: `half-open found ${detectedMs} ms after the freeze, connected again ${reconnectedMs} ms later`,
  });
  expect(detectedMs).toBeLessThanOrEqual(pingIntervalMs + pongTimeoutMs + SLACK_MS);
  // The first retry waits the minimum delay (the jitter never goes below it), then opens.
  expect(reconnectedMs).toBeGreaterThanOrEqual(reconnectMinMs - 100);
  expect(reconnectedMs).toBeLessThanOrEqual(reconnectMinMs + SLACK_MS);
  expect(network.socketsAccepted()).toHaveLength(2);
  await expect(book(page).getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  await expectFullBook(page);
});

test('a handshake that stalls hits the open timeout, and the retry connects', async ({ page, network }) => {
  network.stallNewSockets(true);
  await page.goto(`${network.url}/en/trade/spot/BTC/USDT`);
  await expect.poll(() => network.socketsAccepted().length, { timeout: 20_000 }).toBe(1);
  // The next attempt may connect: only the first handshake is left hanging.
  network.stallNewSockets(false);
  await expect(connection(page)).toHaveText('Connecting…');
  await expect(connection(page)).toHaveText('Connected', { timeout: openTimeoutMs + 10_000 });

  const [first, second] = network.socketsAccepted();
  const retryMs = (second ?? NaN) - (first ?? NaN);
  test.info().annotations.push({
    type: 'figure',
    description: `the stalled handshake was given up and retried ${retryMs} ms after it began`,
  });
  // Open timeout, then the first retry's minimum delay.
  expect(retryMs).toBeGreaterThanOrEqual(openTimeoutMs + reconnectMinMs - 100);
  expect(retryMs).toBeLessThanOrEqual(openTimeoutMs + reconnectMinMs + SLACK_MS);
  expect(network.socketsAccepted()).toHaveLength(2);
  await expect(book(page).getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  await expectFullBook(page);
});
