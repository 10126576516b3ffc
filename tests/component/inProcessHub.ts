/**
 * The market hub's core running in the test's own thread (jsdom): the same `createHub` the worker
 * shell runs, with the global WebSocket (msw's ws.link intercepts it), the page's fetch (msw's REST),
 * real timers with a short connection policy, and tabs that never vanish. The tab side is the app's own
 * `connectHubClient`, so hello, watch, unwatch and the snapshot sink go through the code the browser
 * runs, minus Comlink.
 */
import { connectHubClient } from '../../src/app/hub/connectHubClient';
import type { HubClient } from '../../src/app/hub/HubClient';
import { createHub, type Hub } from '../../src/shared/hub/createHub';
import type { ConnectionPolicy, HubDeps, SocketLike, TimerHandle } from '../../src/shared/hub/types';
import { SOCKET_PATH } from '../../src/shared/protocol';

export interface InProcessHub extends HubClient {
  /** The hub core itself, for tests that act as a second tab or read its stats. */
  api: Hub;
}

/** Milliseconds, not seconds: a reconnect in a test takes a few ticks. */
export const TEST_POLICY: ConnectionPolicy = {
  pingIntervalMs: 15_000,
  pongTimeoutMs: 3_000,
  openTimeoutMs: 2_000,
  reconnectMinMs: 50,
  reconnectMaxMs: 100,
  jitter: 0.5,
};

export function createInProcessHub(
  options: { policy?: Partial<ConnectionPolicy>; throttleMs?: number } = {},
) {
  const origin = globalThis.location.origin;
  const deps: HubDeps = {
    socketUrl: `${origin.replace(/^http/, 'ws')}${SOCKET_PATH}`,
    openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    rest: { origin, fetch: (url, init) => globalThis.fetch(url, init as RequestInit) },
    timers: {
      now: () => Date.now(),
      setTimeout: (task, ms) => setTimeout(task, ms),
      clearTimeout: (handle: TimerHandle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    random: Math.random,
    tabGone: () => new Promise<never>(() => {}),
    policy: { ...TEST_POLICY, ...options.policy },
    throttleMs: options.throttleMs ?? 20,
  };
  const api = createHub(deps);
  const client = connectHubClient(api);
  return {
    watch: client.watch,
    sessionIs: client.sessionIs,
    // The tab leaves, then the hub stops its socket and timers so nothing outlives the test.
    dispose() {
      client.dispose();
      api.dispose();
    },
    api,
  };
}
