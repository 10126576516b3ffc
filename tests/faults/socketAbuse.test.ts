/**
 * The long form of tests/unit/server/http/socketAbuse.test.ts (issue 21, finding 3): 5 000
 * subscribe/unsubscribe cycles over three 200-level books with pings, five seconds of latency slots in
 * each phase, and the non-reader followed until the server has cut its connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_CLOSE_CODES } from '../../src/shared/hub/closeCodes';
import { SEND_BUFFER_LIMIT } from '../../src/server/http/sendBufferGuard';
import { abuseFigures, runSocketAbuse } from '../unit/server/http/socketAbuse';
import { startTestServer, type TestServer } from '../unit/server/http/startTestServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('one client cannot stall the others (long)', () => {
  it('holds the watcher’s latency, closes the flooder with 4008 and cuts the non-reader', async () => {
    const result = await runSocketAbuse(server, {
      samples: 1_000,
      floodCycles: 5_000,
      floodTopics: 3,
      loadTimeoutMs: 20_000,
      followCutMs: SEND_BUFFER_LIMIT.graceMs + 5_000,
    });
    const figures = abuseFigures(result);
    console.log('socket abuse (long)', JSON.stringify(figures));
    // The same stated factors as the short test; the longer phases make them steadier.
    expect(figures.abusedP50).toBeLessThanOrEqual(10 * figures.quietP50);
    expect(figures.abusedP90).toBeLessThanOrEqual(20 * figures.quietP90);
    expect(result.flooderClose.code).toBe(SERVER_CLOSE_CODES.rateLimited);
    expect(result.connectionsAfter).toBe(1);
    expect(result.maxBuffered).toBeLessThanOrEqual(SEND_BUFFER_LIMIT.maxBytes + result.pushBytes);
    // The non-reader never completes the close, and the flooder is no longer read: the server cuts
    // both connections itself (after 5 s and 1 s), freeing what waited for them.
    expect(result.abuserSocketsLeft).toBe(0);
  }, 60_000);
});
