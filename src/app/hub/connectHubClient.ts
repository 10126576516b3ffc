import { tabLockName, type HubApi, type ViewKey, type ViewSnapshot } from '../../shared/protocol';
import { browserFrames, createFrameBatch, type FrameCommit, type FrameScheduler } from './frameBatch';
import type { HubClient, SnapshotOf } from './HubClient';

export interface ConnectHubOptions {
  /** Makes a callback callable from the hub's thread: Comlink's `proxy`, or identity in-process. */
  passCallback: <F extends (snapshot: ViewSnapshot) => void>(callback: F) => F;
  /** Defaults to a fresh `crypto.randomUUID()`. */
  tabId?: string;
  /** Where the tab's events come from; defaults to the global window. */
  target?: Window;
  /**
   * When snapshots are applied: by default the target's frames (frameBatch.ts); where it has no
   * `requestAnimationFrame`, each snapshot at once.
   */
  frames?: FrameScheduler;
  /** How one frame's snapshots are applied together (frameBatch.ts); the app renders them at once. */
  commit?: FrameCommit;
}

const AT_ONCE: FrameScheduler = { beforeNextPaint: () => () => {}, painting: () => false };

/**
 * The tab side of the hub protocol, the same over Comlink and in-process:
 * 1. hold the Web Lock `tabLockName(tabId)` for the tab's whole life (the hub waits on it to learn
 *    the tab is gone; a MessagePort has no close event);
 * 2. only then `hello()`, and queue every call behind it;
 * 3. forward `pagehide` → goodbye, visibility and online/offline, which workers do not receive;
 * 4. apply the snapshots of one frame together (frameBatch.ts), the connection state at once.
 */
export function connectHubClient(api: HubApi, options: ConnectHubOptions): HubClient {
  const tabId = options.tabId ?? crypto.randomUUID();
  const target = options.target ?? window;
  const doc = target.document;
  let releaseLock: () => void = () => {};

  // 1. The lock. Where Web Locks are missing (jsdom, very old browsers) the hub falls back to goodbye.
  const lockHeld = new Promise<void>((held) => {
    const locks = target.navigator.locks as LockManager | undefined;
    if (!locks) return held();
    void locks
      .request(tabLockName(tabId), () => {
        held();
        return new Promise<void>((release) => (releaseLock = release));
      })
      .catch(() => held());
  });

  // 2. Hello once the lock is held; a failed hello leaves the queue usable (calls then fail alone).
  const ready = lockHeld.then(() =>
    api.hello({
      tabId,
      visible: doc.visibilityState === 'visible',
      online: target.navigator.onLine,
    }),
  );
  const afterHello = (call: () => Promise<unknown>): void => {
    void ready.then(call).catch(() => undefined);
  };

  // 3. The events workers do not get.
  const onVisibility = () => afterHello(() => api.setVisible(tabId, doc.visibilityState === 'visible'));
  const onOnline = () => afterHello(() => api.setOnline(tabId, true));
  const onOffline = () => afterHello(() => api.setOnline(tabId, false));
  const onPageHide = () => afterHello(() => api.goodbye(tabId));
  doc.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  target.addEventListener('pagehide', onPageHide);

  // 4. One frame's snapshots in one batch.
  const batch = createFrameBatch(
    options.frames ?? (typeof target.requestAnimationFrame === 'function' ? browserFrames(target) : AT_ONCE),
    options.commit,
  );

  return {
    watch<V extends ViewKey>(view: V, onSnapshot: (snapshot: SnapshotOf<V>) => void): () => void {
      let stopped = false;
      const watch = {};
      const deliver = options.passCallback((snapshot: ViewSnapshot) => {
        batch.add(
          watch,
          () => {
            // The hub may still be posting when the stop is in flight; a stopped view paints nothing.
            if (!stopped) onSnapshot(snapshot as SnapshotOf<V>);
          },
          snapshot.kind === 'connection',
        );
      });
      const watchId = ready.then(() => api.watch(tabId, view, deliver));
      watchId.catch(() => undefined);
      // The unwatch goes out after the task that stopped the view: a view swapped for another on the
      // same topic in one commit (the book's row count after a resize or a layout change) is then
      // watched first, and the hub keeps the topic and its book instead of starting it over.
      return () => {
        if (stopped) return;
        stopped = true;
        target.setTimeout(() => {
          void watchId.then((id) => api.unwatch(tabId, id)).catch(() => undefined);
        }, 0);
      };
    },
    sessionIs(accountId) {
      afterHello(() => api.sessionIs(accountId));
    },
    dispose() {
      batch.dispose();
      doc.removeEventListener('visibilitychange', onVisibility);
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
      target.removeEventListener('pagehide', onPageHide);
      void ready
        .then(() => api.goodbye(tabId))
        .catch(() => undefined)
        .finally(() => releaseLock());
    },
  };
}
