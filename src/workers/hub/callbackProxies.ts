/**
 * The snapshot callbacks a tab passes through Comlink arrive here as proxies, each holding a
 * MessageChannel open in both threads until it is released. A SharedWorker lives as long as any tab
 * does, so every unwatch, goodbye and vanished tab releases its proxies. A release is never awaited: a
 * dead tab's port does not answer.
 */
import { releaseProxy, type Remote } from 'comlink';

type Callback = Remote<(snapshot: unknown) => void>;

export interface CallbackProxies {
  track(tabId: string, watchId: number, callback: unknown): void;
  release(tabId: string, watchId: number): void;
  releaseTab(tabId: string): void;
}

export function createCallbackProxies(): CallbackProxies {
  const byTab = new Map<string, Map<number, Callback>>();

  const free = (callback: Callback): void => {
    // Only Comlink proxies carry releaseProxy; a plain function (a dedicated worker in a test) does not.
    const release = (callback as Partial<Callback>)[releaseProxy];
    // Typed as returning void, but Comlink returns the release message's promise: never let it reject loudly.
    if (typeof release === 'function') Promise.resolve(release.call(callback)).catch(() => undefined);
  };

  return {
    track(tabId, watchId, callback) {
      const watches = byTab.get(tabId) ?? new Map<number, Callback>();
      watches.set(watchId, callback as Callback);
      byTab.set(tabId, watches);
    },
    release(tabId, watchId) {
      const watches = byTab.get(tabId);
      const callback = watches?.get(watchId);
      if (callback === undefined) return;
      watches?.delete(watchId);
      free(callback);
    },
    releaseTab(tabId) {
      for (const callback of byTab.get(tabId)?.values() ?? []) free(callback);
      byTab.delete(tabId);
    },
  };
}
