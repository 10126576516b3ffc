/**
 * Every close code's policy (spec 001 §8, src/shared/hub/closeCodes.ts) as the page lives it: each
 * close of a working socket from the far side, whatever its code, is a first reconnect attempt (one
 * close after another, each on the socket the last one left), and the book is whole again at the end.
 * The attempt waits the policy's shortest delay, or its longest for the codes that ask a client to
 * slow down (1008, 1013 and the simulator's 4008, SLOW_DOWN_CODES). A 1000 the page did not ask for
 * (a proxy, a shutdown), the codes the hub records for its own closes (4995–4999) and the server's
 * 4005/4006 (remapped to 4999) reconnect alike when the server sends them. Not here: 1000 from the page
 * itself (the hub's unit tests).
 */
import { SLOW_DOWN_CODES } from '../../../src/shared/hub/closeCodes';
import { DEFAULT_POLICY } from '../../../src/shared/hub/types';
import { expect, test } from './faultTest';
import { book, expectFullBook, nextStatus, openPair, recordConnection } from './tradingPage';

/** Every code a server may send on a working socket (ws refuses 1004–1006 and 1015 on the wire). */
const SERVER_CODES = [
  1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 3000, 4000, 4005, 4006, 4008, 4009,
  4995, 4996, 4997, 4998, 4999,
];
const { reconnectMinMs, reconnectMaxMs, jitter } = DEFAULT_POLICY;
/** The wait before the first attempt after a close with this code: [least, most] before slack. */
const firstDelay = (code: number | undefined): [number, number] =>
  code !== undefined && SLOW_DOWN_CODES.has(code)
    ? [reconnectMaxMs * (1 - jitter), reconnectMaxMs]
    : [reconnectMinMs, reconnectMinMs];
const SLACK_MS = 1_500;

test('every close of a working socket reconnects after the first retry delay', async ({
  page,
  sim,
  network,
}) => {
  await openPair(page, network.url);
  await recordConnection(page);
  const figures: string[] = [];

  const closes: [string, number | undefined, () => Promise<void>][] = [
    ...SERVER_CODES.map((code): [string, number, () => Promise<void>] => [
      String(code),
      code,
      () => sim.control('close', { code, reason: `code ${code}` }),
    ]),
    // 1006: the connection ends with no close frame at all (a reset on the way).
    [
      '1006 (reset, no close frame)',
      undefined,
      async () => {
        expect(network.resetSockets()).toBe(1);
      },
    ],
  ];

  for (const [name, code, close] of closes) {
    await test.step(`close ${name}`, async () => {
      const sockets = network.socketsAccepted().length;
      const since = Date.now();
      await close();
      const lost = await nextStatus(page, /^Reconnecting \(attempt 1\)/, since, 10_000);
      const back = await nextStatus(page, /^Connected$/, lost.at, 10_000);
      const reconnectedMs = back.at - lost.at;
      figures.push(`${name}: ${reconnectedMs} ms`);
      const [least, most] = firstDelay(code);
      expect(reconnectedMs).toBeGreaterThanOrEqual(least - 100);
      expect(reconnectedMs).toBeLessThanOrEqual(most + SLACK_MS);
      expect(network.socketsAccepted()).toHaveLength(sockets + 1);
    });
  }
  await expect(book(page).getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  await expectFullBook(page);
  expect((await sim.stats()).connections).toBe(1);
  test.info().annotations.push({ type: 'figure', description: `reconnected after ${figures.join(', ')}` });
});
