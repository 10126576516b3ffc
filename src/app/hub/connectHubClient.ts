import {
  connectingView,
  isPacedView,
  tabLockName,
  type HubApi,
  type SnapshotSink,
  type ViewKey,
  type ViewSnapshot,
} from '../../shared/protocol';
import { createWholeViews } from '../../shared/hub/accountPatch';
import {
  browserFrames,
  createFrameBatch,
  type ApplyTiming,
  type FrameCommit,
  type FrameScheduler,
} from './frameBatch';
import type { HubClient, SnapshotOf } from './HubClient';
import type { HubLink } from './HubLink';
import { RELINK_RESET_MS, relinkDelay } from './relinkDelay';

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

/** A call whose failure the tab cannot act on (the hub logs its own). */
const quietly = (call: Promise<unknown>): void => void call.catch(() => undefined);

const AT_ONCE: FrameScheduler = {
  beforeNextPaint: () => () => {},
  painting: () => false,
  onHidden: () => () => {},
  now: () => 0,
  afterPaint: () => {},
};

interface Watch {
  view: ViewKey;
  apply: (snapshot: ViewSnapshot) => void;
  /** False from the moment the view is stopped. */
  live: boolean;
}

/** A link and the tab's hello on it; calls on the link wait for the hello. */
interface Linked {
  link: HubLink;
  ready: Promise<unknown>;
  at: number;
}

/**
 * The tab side of the hub protocol, the same over Comlink and in-process:
 * 1. hold the Web Lock `tabLockName(tabId)` for the tab's whole life (the hub waits on it to learn
 *    the tab is gone; a MessagePort has no close event);
 * 2. a snapshot sink that hands each snapshot to its watch (by the tab's own watch id), applying one
 *    frame's snapshots together (frameBatch.ts), the connection state at once, and telling the hub
 *    how often the tab can paint (framePacing.ts);
 * 3. only then `hello()` with that sink, and queue every call behind it;
 * 4. forward `pagehide` → goodbye, visibility and online/offline, which workers do not receive;
 * 5. when the link is lost (its worker died), open a new one (relinkDelay.ts) and tell the new hub
 *    what the old one knew: hello, every live watch under its id, the session and the pace. The status
 *    line says "Connecting" until the new hub speaks.
 */
export function connectHubClient(open: () => HubLink, options: ConnectHubOptions = {}): HubClient {
  const tabId = options.tabId ?? crypto.randomUUID();
  const target = options.target ?? window;
  const doc = target.document;
  let releaseLock: () => void = () => {};
  let disposed = false;

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
  /** What the tab has told the hub, to tell a new one. */
  let paceMs: number | undefined;
  let account: string | undefined;
  const batch = createFrameBatch(
    options.frames ?? (typeof target.requestAnimationFrame === 'function' ? browserFrames(target) : AT_ONCE),
    options.commit,
    (pace) => {
      paceMs = pace;
      afterHello((api) => api.setPace(tabId, pace));
    },
  );
  /** Live watches by the tab's own id; a stopped watch is gone at once, so it paints nothing more. */
  const watches = new Map<number, Watch>();
  const wholeViews = createWholeViews();
  let nextWatchId = 1;
  const deliver = (watch: Watch, snapshot: ViewSnapshot): void => {
    batch.add(
      watch.apply,
      () => {
        // The hub may still be posting when the stop is in flight; a stopped view paints nothing.
        if (watch.live) watch.apply(snapshot);
      },
      timingOf(snapshot),
    );
  };
  const sink: SnapshotSink = (deliveries) => {
    for (const delivery of deliveries) {
      const watch = watches.get(delivery.watchId);
      if (!watch) continue;
      // The account comes as patches over the last one (shared/hub/accountPatch.ts): rebuilt here, in
      // arrival order, before a frame may merge two.
      const whole = wholeViews.of(delivery);
      if (whole) deliver(watch, whole);
      else console.error('hub client: an account patch with no account view under it', delivery.watchId);
    }
  };

  // 3. Hello once the lock is held; a failed hello leaves the queue usable (calls then fail alone).
  // A new link hears, before any call queued on it, what the lost one had been told: the watches
  // live when it opened (later ones are queued on it), the session and the pace.
  const hello = async (api: HubApi, told: [number, Watch][] | undefined) => {
    await lockHeld;
    const visible = doc.visibilityState === 'visible';
    await api.hello({ tabId, visible, online: target.navigator.onLine }, sink);
    for (const [watchId, watch] of told ?? []) if (watch.live) quietly(api.watch(tabId, watchId, watch.view));
    if (told && account !== undefined) quietly(api.sessionIs(account));
    if (told && paceMs !== undefined) quietly(api.setPace(tabId, paceMs));
  };
  let losses = 0;
  const link = (relinked: boolean): Linked => {
    const opened = open();
    const told = relinked ? [...watches] : undefined;
    const linked = { link: opened, ready: hello(opened.api, told), at: Date.now() };
    void opened.lost.then(() => relink(linked));
    return linked;
  };
  let current = link(false);
  // 5. A lost link is let go, the status says so at once, and a new one opens after the delay.
  function relink(lost: Linked): void {
    if (disposed || current !== lost) return;
    lost.link.close();
    for (const watch of watches.values())
      if (watch.view.kind === 'connection') deliver(watch, connectingView(!target.navigator.onLine));
    openAfter(lost, Date.now() - lost.at > RELINK_RESET_MS ? 1 : losses + 1);
  }
  function openAfter(lost: Linked, loss: number): void {
    losses = loss;
    target.setTimeout(() => {
      if (disposed || current !== lost) return;
      try {
        current = link(true);
      } catch {
        // The worker could not even be constructed (a page being torn down): later, then.
        openAfter(lost, losses + 1);
      }
    }, relinkDelay(loss));
  }
  const afterHello = (call: (api: HubApi) => Promise<unknown>): void => {
    const { link: to, ready } = current;
    void ready.then(() => call(to.api)).catch(() => undefined);
  };

  // 4. The events workers do not get.
  const onVisibility = () => afterHello((api) => api.setVisible(tabId, doc.visibilityState === 'visible'));
  const onOnline = () => afterHello((api) => api.setOnline(tabId, true));
  const onOffline = () => afterHello((api) => api.setOnline(tabId, false));
  const onPageHide = () => afterHello((api) => api.goodbye(tabId));
  doc.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  target.addEventListener('pagehide', onPageHide);

  return {
    watch<V extends ViewKey>(view: V, onSnapshot: (snapshot: SnapshotOf<V>) => void): () => void {
      const watchId = nextWatchId++;
      // A record of its own per watch: the frame batch keeps one snapshot per watch.
      const watch: Watch = { view, apply: (snapshot) => onSnapshot(snapshot as SnapshotOf<V>), live: true };
      watches.set(watchId, watch);
      afterHello((api) => api.watch(tabId, watchId, view));
      // The unwatch goes out after the task that stopped the view: a view swapped for another on the
      // same topic in one commit (the book's row count after a resize or a layout change) is then
      // watched first, and the hub keeps the topic and its book instead of starting it over.
      return () => {
        if (!watch.live) return;
        watch.live = false;
        watches.delete(watchId);
        wholeViews.forget(watchId);
        target.setTimeout(() => afterHello((api) => api.unwatch(tabId, watchId)), 0);
      };
    },
    sessionIs(accountId) {
      account = accountId;
      afterHello((api) => api.sessionIs(accountId));
    },
    dispose() {
      disposed = true;
      batch.dispose();
      doc.removeEventListener('visibilitychange', onVisibility);
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
      target.removeEventListener('pagehide', onPageHide);
      const { link: last, ready } = current;
      void ready
        .then(() => last.api.goodbye(tabId))
        .catch(() => undefined)
        .finally(() => {
          last.close();
          releaseLock();
        });
    },
  };
}
