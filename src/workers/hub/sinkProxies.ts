/**
 * The snapshot sink a tab passes through Comlink arrives here as a proxy, holding a MessageChannel open
 * in both threads until it is released. A SharedWorker lives as long as any tab does, so a goodbye, a
 * vanished tab and a second hello of the same tab release the tab's proxy. A release is never awaited:
 * a dead tab's port does not answer.
 */
import { releaseProxy, type Remote } from 'comlink';

type Sink = Remote<(deliveries: unknown) => unknown>;

export interface SinkProxies {
  /** The tab's sink from now on; one it gave before is released. */
  track(tabId: string, sink: unknown): void;
  release(tabId: string): void;
}

export function createSinkProxies(): SinkProxies {
  const byTab = new Map<string, Sink>();

  const free = (sink: Sink): void => {
    // Only Comlink proxies carry releaseProxy; a plain function (a dedicated worker in a test) does not.
    const release = (sink as Partial<Sink>)[releaseProxy];
    // Typed as returning void, but Comlink returns the release message's promise: never let it reject loudly.
    if (typeof release === 'function') Promise.resolve(release.call(sink)).catch(() => undefined);
  };

  return {
    track(tabId, sink) {
      const before = byTab.get(tabId);
      if (before === sink) return;
      if (before !== undefined) free(before);
      byTab.set(tabId, sink as Sink);
    },
    release(tabId) {
      const sink = byTab.get(tabId);
      if (sink === undefined) return;
      byTab.delete(tabId);
      free(sink);
    },
  };
}
