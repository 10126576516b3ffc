/**
 * Close codes (spec 001 §8) as the connection records them in `lastCloseCode`:
 * - 4998 open error: the socket errored or closed before it ever opened.
 * - 4997 open timeout: not open within `openTimeoutMs`; we close it.
 * - 4996 heartbeat timeout: no pong within `pongTimeoutMs` of a ping; we close it at once and schedule
 *   the retry, so a half-open socket is found within ping interval + pong wait of the last pong.
 * - 4995 heartbeat recovered: after a 4996, the old socket delivered its pong late (before its close
 *   completed and before the next attempt began). The network is alive but slow; the code replaces
 *   4996 so the status says so. The retry already scheduled still runs (the old socket is closing).
 * - 4999 socket error: an error event on an open socket; we close it.
 * - 4005 / 4006 from the server are remapped to 4999 with the server's code in the reason: both end a
 *   working socket from the far side, which for us is the same as a socket error: reconnect.
 * - 1000 user close: `stop()`: no reconnect until `start()` is called again. The spec's "user close"
 *   is the page closing its own socket; a 1000 from the far side (a proxy, a server shutting down)
 *   was not asked for: it is recorded as 1000 with "server close" in the reason, and we reconnect.
 * - Any other code (1006 abnormal, 1001, 1012, …) is recorded as is, and we reconnect.
 */
export const CLOSE_CODES = {
  user: 1000,
  heartbeatRecovered: 4995,
  heartbeatTimeout: 4996,
  openTimeout: 4997,
  openError: 4998,
  socketError: 4999,
} as const;

/**
 * Codes the simulator's server closes a socket with when a client breaks its limits (see the README's
 * reliability section). How the page reacts to them is the connection's policy above; a page that
 * behaves never receives them.
 * - 4008 rate limited: the client sent more than its message budget (src/server/gateway/messageLimit.ts:
 *   50 topic operations or pings a second, 300 at once); nothing more it sent was read.
 * - 4009 send buffer full: the client read too slowly, more than 1 MiB of pushes waited unsent
 *   (src/server/http/sendBufferGuard.ts); the pushes after that were dropped, so its state is stale and
 *   a new socket starts from fresh snapshots. A client that still reads nothing is cut after 5 s.
 */
export const SERVER_CLOSE_CODES = {
  rateLimited: 4008,
  sendBufferFull: 4009,
} as const;

/** Server codes that end a working socket and are recorded as a socket error. */
const REMAPPED = new Set([4005, 4006]);

/**
 * Server codes that ask the client to come back later, not at once: 1008 policy violation, 1013 try
 * again later, and 4008, the simulator's close of a client over its message budget (a flooder; the
 * gateway's message limit). The next attempt then waits the policy's longest delay (jittered, 2.5–5 s
 * by default) instead of its first, shortest one, so a closed flooder does not hammer the server.
 */
export const SLOW_DOWN_CODES: ReadonlySet<number> = new Set([1008, 1013, SERVER_CLOSE_CODES.rateLimited]);

/** What a close event of the current socket is recorded as. */
export function remapServerClose(
  code: number,
  reason: string,
  wasOpen: boolean,
): { code: number; reason: string } {
  if (!wasOpen) return { code: CLOSE_CODES.openError, reason: `open error (${code})` };
  if (REMAPPED.has(code)) {
    return { code: CLOSE_CODES.socketError, reason: `server closed ${code}${reason ? `: ${reason}` : ''}` };
  }
  if (code === CLOSE_CODES.user) return { code, reason: `server close${reason ? `: ${reason}` : ''}` };
  return { code, reason };
}

/** Cheap check for a pong on a socket whose frames no longer reach the hub. */
export function isPong(data: unknown): boolean {
  if (typeof data !== 'string' || !data.includes('pong')) return false;
  try {
    const frame: unknown = JSON.parse(data);
    return typeof frame === 'object' && frame !== null && (frame as { op?: unknown }).op === 'pong';
  } catch {
    return false;
  }
}
