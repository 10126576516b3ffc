import {
  isPacedView,
  tabLockName,
  type HubApi,
  type SnapshotSink,
  type ViewKey,
  type ViewSnapshot,
} from '../../shared/protocol';
import {
  browserFrames,
  createFrameBatch,
  type ApplyTiming,
  type FrameCommit,
  type FrameScheduler,
} from './frameBatch';
import type { HubClient, SnapshotOf } from './HubClient';

export interface ConnectHubOptions {
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

/** The connection state at once; the market at the tab's pace; the rest in the next frame. */
const timingOf = (snapshot: ViewSnapshot): ApplyTiming => {
  if (snapshot.kind === 'connection') return 'now';
  return isPacedView(snapshot.kind) ? 'paced' : 'nextFrame';
};

const AT_ONCE: FrameScheduler = {
  beforeNextPaint: () => () => {},
  painting: () => false,
  now: () => 0,
  afterPaint: () => {},
};

/**
 * The tab side of the hub protocol, the same over Comlink and in-process:
 * 1. hold the Web Lock `tabLockName(tabId)` for the tab's whole life (the hub waits on it to learn
 *    the tab is gone; a MessagePort has no close event);
 * 2. a snapshot sink that hands each snapshot to its watch (by the tab's own watch id), applying one
 *    frame's snapshots together (frameBatch.ts), the connection state at once, and telling the hub
 *    how often the tab can paint (framePacing.ts);
 * 3. only then `hello()` with that sink, and queue every call behind it;
 * 4. forward `pagehide` → goodbye, visibility and online/offline, which workers do not receive.
 */
export function connectHubClient(api: HubApi, options: ConnectHubOptions = {}): HubClient {
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

  // 2. The sink: one call per hub tick, its snapshots applied in one frame.
  const batch = createFrameBatch(
    options.frames ?? (typeof target.requestAnimationFrame === 'function' ? browserFrames(target) : AT_ONCE),
    options.commit,
    (paceMs) => afterHello(() => api.setPace(tabId, paceMs)),
  );
  /** Live watches by the tab's own id; a stopped watch is gone at once, so it paints nothing more. */
  const watches = new Map<number, (snapshot: ViewSnapshot) => void>();
  let nextWatchId = 1;
  const sink: SnapshotSink = (deliveries) => {
    for (const { watchId, snapshot } of deliveries) {
      const onSnapshot = watches.get(watchId);
      if (!onSnapshot) continue;
      batch.add(
        onSnapshot,
        () => {
          // The hub may still be posting when the stop is in flight; a stopped view paints nothing.
          if (watches.get(watchId) === onSnapshot) onSnapshot(snapshot);
        },
        timingOf(snapshot),
      );
    }
  };

  // 3. Hello once the lock is held; a failed hello leaves the queue usable (calls then fail alone).
  const ready = lockHeld.then(() =>
    api.hello(
      {
        tabId,
        visible: doc.visibilityState === 'visible',
        online: target.navigator.onLine,
      },
      sink,
    ),
  );
  const afterHello = (call: () => Promise<unknown>): void => {
    void ready.then(call).catch(() => undefined);
  };

  // 4. The events workers do not get.
  const onVisibility = () => afterHello(() => api.setVisible(tabId, doc.visibilityState === 'visible'));
  const onOnline = () => afterHello(() => api.setOnline(tabId, true));
  const onOffline = () => afterHello(() => api.setOnline(tabId, false));
  const onPageHide = () => afterHello(() => api.goodbye(tabId));
  doc.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  target.addEventListener('pagehide', onPageHide);

  return {
    watch<V extends ViewKey>(view: V, onSnapshot: (snapshot: SnapshotOf<V>) => void): () => void {
      const watchId = nextWatchId++;
      // A function of its own per watch: the frame batch keeps one snapshot per watch.
      const apply = (snapshot: ViewSnapshot) => onSnapshot(snapshot as SnapshotOf<V>);
      watches.set(watchId, apply);
      afterHello(() => api.watch(tabId, watchId, view));
      // The unwatch goes out after the task that stopped the view: a view swapped for another on the
      // same topic in one commit (the book's row count after a resize or a layout change) is then
      // watched first, and the hub keeps the topic and its book instead of starting it over.
      return () => {
        if (watches.get(watchId) !== apply) return;
        watches.delete(watchId);
        target.setTimeout(() => afterHello(() => api.unwatch(tabId, watchId)), 0);
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
