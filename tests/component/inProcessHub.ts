/**
 * The market hub's core running in the test's own thread (jsdom): the same `createHub` the worker
 * shell runs, with the global WebSocket (msw's ws.link intercepts it), the page's fetch (msw's REST),
 * real timers with a short connection policy, and tabs that never vanish. The tab side is the app's own
 * `connectHubClient` with react-dom's `flushSync` as its commit, as in the browser, so hello, watch,
 * unwatch, the snapshot sink and the frame batch go through the code the browser runs, minus Comlink.
 */
import { flushSync } from 'react-dom';
import { connectHubClient } from '../../src/app/hub/connectHubClient';
import { browserFrames, type FrameScheduler } from '../../src/app/hub/frameBatch';
import type { HubClient } from '../../src/app/hub/HubClient';
import { createHub, type Hub } from '../../src/shared/hub/createHub';
import type { ConnectionPolicy, HubDeps, SocketLike, TimerHandle } from '../../src/shared/hub/types';
import { SLOWEST_TAB_PACE_MS, SOCKET_PATH } from '../../src/shared/protocol';
import { createWorkTracker } from './createWorkTracker';

export interface InProcessHub extends HubClient {
  /** The hub core itself, for tests that act as a second tab or read its stats. */
  api: Hub;
  /**
   * Resolves once what the exchange has sent so far is on the page: the socket frames already sent
   * have reached the hub, every hub timer due within SLOWEST_TAB_PACE_MS (the delivery tick, a
   * reconnect) has run, and every frame the tab asked for has been painted, each of these waited for
   * until it happens, however slow the machine. Call it after moving the exchange's clock. The
   * kline's own longer periods (1-2 s) and the heartbeat are not waited for.
   */
  flush(): Promise<void>;
  /** The accounts the page has told the hub its session is, in order ("" for a visitor). */
  sessionsTold(): readonly string[];
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

/** One turn of the event loop: msw hands socket frames to the page in microtasks, all run by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createInProcessHub(
  options: { policy?: Partial<ConnectionPolicy>; throttleMs?: number } = {},
): InProcessHub {
  const origin = globalThis.location.origin;
  const work = createWorkTracker();
  const ends = new Map<TimerHandle, () => void>();
  const deps: HubDeps = {
    socketUrl: `${origin.replace(/^http/, 'ws')}${SOCKET_PATH}`,
    openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    rest: { origin, fetch: (url, init) => globalThis.fetch(url, init as RequestInit) },
    timers: {
      now: () => Date.now(),
      setTimeout: (task, ms) => {
        // Only the hub's near work counts for flush(): a tick, a reconnect; not the heartbeat.
        const end = ms <= SLOWEST_TAB_PACE_MS ? work.begin() : undefined;
        const handle = setTimeout(() => {
          ends.delete(handle);
          try {
            task();
          } finally {
            end?.();
          }
        }, ms);
        if (end) ends.set(handle, end);
        return handle;
      },
      clearTimeout: (handle: TimerHandle) => {
        clearTimeout(handle as ReturnType<typeof setTimeout>);
        ends.get(handle)?.();
        ends.delete(handle);
      },
    },
    random: Math.random,
    tabGone: () => new Promise<never>(() => {}),
    policy: { ...TEST_POLICY, ...options.policy },
    // The msw exchange's market moves only when a test advances its clock, so a feed's silence in
    // real time says nothing here: no feed is expected to move on its own.
    feedIntervalOf: () => undefined,
    throttleMs: options.throttleMs ?? 20,
  };
  const api = createHub(deps);
  const told: string[] = [];
  // The hub lives in this thread: its link is never lost.
  const client = connectHubClient(
    () => ({ api, lost: new Promise<void>(() => {}), close: () => undefined }),
    {
      frames: trackFrames(browserFrames(window), work),
      commit: flushSync,
    },
  );
  return {
    watch: client.watch,
    sessionIs(accountId) {
      told.push(accountId);
      client.sessionIs(accountId);
    },
    sessionsTold: () => told,
    // The tab leaves, then the hub stops its socket and timers so nothing outlives the test.
    dispose() {
      client.dispose();
      api.dispose();
      for (const end of ends.values()) end();
      ends.clear();
    },
    api,
    async flush() {
      // Each piece of work may start the next (a frame lands on the socket, a tick posts it, the tab
      // asks for a frame): wait until a turn of the event loop finds nothing under way.
      for (;;) {
        await nextTask();
        if (work.idle()) return;
        await work.untilIdle();
      }
    },
  };
}

/** The browser's frames, with every frame asked for and every after-paint counted as work under way. */
function trackFrames(frames: FrameScheduler, work: ReturnType<typeof createWorkTracker>): FrameScheduler {
  return {
    ...frames,
    beforeNextPaint(paint, delayMs) {
      const end = work.begin();
      const cancel = frames.beforeNextPaint(() => {
        try {
          paint();
        } finally {
          end();
        }
      }, delayMs);
      return () => {
        cancel();
        end();
      };
    },
    afterPaint(then) {
      const end = work.begin();
      frames.afterPaint(() => {
        try {
          then();
        } finally {
          end();
        }
      });
    },
  };
}
