import type { FetchLike } from '../rest/fetchApi';
import { SOCKET_PATH } from '../protocol';
import type { HubDeps, SocketLike, TimerHandle } from './types';

/**
 * What the hub takes from a browser's global scope (a worker's `self`, a page's `window`), by shape:
 * shared code has no DOM library. Methods, so the DOM's wider parameter types fit.
 */
export interface BrowserScope {
  location: { protocol: string; host: string; origin: string };
  WebSocket: new (url: string) => unknown;
  /** The DOM's fetch: its init and answer are wider than FetchLike's and narrowed here. */
  fetch(url: string, init: never): Promise<unknown>;
  setTimeout(task: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The hub's platform parts in a browser, wherever its core runs: the SharedWorker (src/workers/hub),
 * a dedicated worker where SharedWorker is missing, or the page's own main thread (the `tabs` bench's
 * inline baseline, src/app/hub/createInlineHubClient.ts). A socket to this origin's /realtime_w, REST
 * to this origin, the real clock and timers; how the host learns a tab is gone, and its log, are its own.
 */
export function browserHubDeps(scope: BrowserScope, own: Pick<HubDeps, 'tabGone' | 'log'>): HubDeps {
  const { protocol, host, origin } = scope.location;
  return {
    socketUrl: `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${SOCKET_PATH}`,
    // The browser's WebSocket has the SocketLike shape; its handlers take richer events.
    openSocket: (url) => new scope.WebSocket(url) as SocketLike,
    rest: { origin, fetch: (url, init) => scope.fetch(url, init as never) as ReturnType<FetchLike> },
    timers: {
      now: () => Date.now(),
      setTimeout: (task, ms) => scope.setTimeout(task, ms),
      clearTimeout: (handle) => scope.clearTimeout(handle),
    },
    random: Math.random,
    ...own,
  };
}
