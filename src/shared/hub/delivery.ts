/**
 * Throttled delivery of view snapshots to the tabs that watch them (design.md "Data flow", step 4).
 *
 * - A view (one `viewId`) has watchers: (tabId, watchId), the watch id being the tab's own. Two tabs on
 *   the same view share one build.
 * - A watcher's first snapshot goes out at once; after that a dirty view is built once per delivery and
 *   posted to every visible watcher, at most once per `throttleMs`, or per its own longer period
 *   (`periodOf`; any post of the view, first ones included, starts a new period).
 * - One delivery tick serves every dirty view, and each tab gets what the tick has for it in one call
 *   of its sink: one message a tick however many views the tab watches, so the tab paints them in one
 *   frame (a message per view cost a tab's main thread a task, a deserialization and a reply each, and
 *   the messages of one tick sometimes straddled a frame). Ticks are at least `throttleMs` apart; a
 *   view not yet due at a tick (its first snapshot went out less than a period ago) waits for the next
 *   one, which is never later than one period after it became due.
 * - A tab may ask for fewer ticks (`setPace`): one whose frames are dear paints at most every so
 *   many ms (the tab's framePacing.ts) and would drop what came in between. The paced views (`paced`:
 *   the market's) are then posted as far apart as the slowest visible tab asks, between `throttleMs`
 *   and SLOWEST_TAB_PACE_MS, so every visible tab paints every tick it gets and tabs side by side
 *   show the same book, not each its own moment of it. The other views (the connection, the
 *   account) keep to `throttleMs`: their changes are rare, and a short state must not be merged away.
 * - Hidden tabs get nothing. When a tab becomes visible, or gives its sink, it gets a fresh snapshot
 *   of each of its views at once.
 * - An account view goes whole to a sink the first time, then as a patch over the last one posted to
 *   that watch (accountPatch.ts): a busy account is hundreds of orders of which a few change. A new
 *   sink (the tab linked again) starts from a whole one.
 * - Sinks are never awaited (a closed tab's Comlink proxy never settles) and a throwing or rejecting
 *   sink is logged without affecting the others.
 */
import {
  SLOWEST_TAB_PACE_MS,
  viewId,
  type AccountView,
  type SnapshotDelivery,
  type SnapshotSink,
  type ViewKey,
  type ViewSnapshot,
} from '../protocol';
import { encodeAccountPatch } from './accountPatch';
import { createOneShot } from './oneShot';
import type { Timers } from './types';

export interface DeliveryOptions {
  timers: Timers;
  throttleMs: number;
  /** A view's own period where it is longer than `throttleMs`; `throttleMs` when not given. */
  periodOf?(view: ViewKey): number;
  /** Whether the tabs' pace applies to a view (all when not given); the others keep `throttleMs`. */
  paced?(view: ViewKey): boolean;
  build(view: ViewKey): ViewSnapshot;
  log?: (message: string, detail?: unknown) => void;
}

export interface Delivery {
  /** Where a tab's snapshots go from now on; a visible tab gets each of its views at once. */
  connect(tabId: string, sink: SnapshotSink): void;
  /** Returns whether the view had no watcher before (the caller then acquires its topics). */
  watch(tabId: string, watchId: number, view: ViewKey): { isNew: boolean };
  /** Returns the view when this was its last watcher (the caller releases its topics). */
  unwatch(tabId: string, watchId: number): ViewKey | undefined;
  /** How far apart the tab asks its ticks to be, in ms (clamped to `throttleMs`…SLOWEST_TAB_PACE_MS). */
  setPace(tabId: string, paceMs: number): void;
  /** Forgets a tab and its watches; returns the views left with no watcher. */
  dropTab(tabId: string): ViewKey[];
  setVisible(tabId: string, visible: boolean): void;
  markDirty(ids: Iterable<string>): void;
  markAllDirty(): void;
  views(): ViewKey[];
  dispose(): void;
}

interface Watcher {
  tabId: string;
  watchId: number;
  /** The account view last posted to this watch, which the next one is a patch over. */
  sentAccount?: AccountView | undefined;
}

interface WatchedView {
  key: ViewKey;
  /** By the watcher's tab, then its watch id. */
  watchers: Watcher[];
  /** When the view was last posted to anyone. */
  lastAt: number;
}

interface Tab {
  sink: SnapshotSink | undefined;
  visible: boolean;
  /** The tab's watches: watch id → viewId. */
  watches: Map<number, string>;
  /** How far apart it asks its ticks to be. */
  paceMs: number;
}

export function createDelivery(options: DeliveryOptions): Delivery {
  const { timers, throttleMs } = options;
  const views = new Map<string, WatchedView>();
  const tabs = new Map<string, Tab>();
  /** Views changed since their last post, in the order they changed. */
  const dirty = new Set<WatchedView>();
  /** What the send in progress has for each tab, posted in one call by `flush`. */
  const outbox = new Map<Tab, SnapshotDelivery[]>();
  const tickTimer = createOneShot(timers);
  let lastTickAt = -Infinity;
  /** When the pending tick is meant to run. */
  let tickAt = -Infinity;

  const tabOf = (tabId: string): Tab => {
    let tab = tabs.get(tabId);
    if (!tab) {
      tab = { sink: undefined, visible: true, watches: new Map(), paceMs: throttleMs };
      tabs.set(tabId, tab);
    }
    return tab;
  };

  const receives = (tab: Tab | undefined): tab is Tab & { sink: SnapshotSink } =>
    tab !== undefined && tab.visible && tab.sink !== undefined;

  const post = (sink: SnapshotSink, deliveries: SnapshotDelivery[]): void => {
    try {
      const result = sink(deliveries);
      if (result instanceof Promise)
        result.catch((error: unknown) => options.log?.('hub: sink failed', error));
    } catch (error) {
      options.log?.('hub: sink threw', error);
    }
  };

  /** Each tab's share of what was sent since the last flush, one call per tab. */
  const flush = (): void => {
    const batches = [...outbox];
    outbox.clear();
    for (const [tab, deliveries] of batches) if (tab.sink) post(tab.sink, deliveries);
  };

  // Builds once and queues the snapshot for the given watchers whose tabs receive; a build that throws
  // skips this round only. `at` is when the post counts as made: a tick's own time for all its views,
  // so building the first views of a tick does not make the later ones miss the next tick.
  const send = (view: WatchedView, to: readonly Watcher[], at = timers.now()): void => {
    const receiving = to.filter((watcher) => receives(tabs.get(watcher.tabId)));
    if (receiving.length === 0) return;
    let snapshot: ViewSnapshot;
    try {
      snapshot = options.build(view.key);
    } catch (error) {
      options.log?.('hub: view build failed', error);
      return;
    }
    view.lastAt = at;
    for (const watcher of receiving) {
      const tab = tabOf(watcher.tabId);
      const deliveries = outbox.get(tab) ?? [];
      deliveries.push({ watchId: watcher.watchId, snapshot: forWatcher(watcher, snapshot) });
      outbox.set(tab, deliveries);
    }
  };

  /** The snapshot, or for an account view after the first, the patch over the last one this watch got. */
  const forWatcher = (watcher: Watcher, snapshot: ViewSnapshot): SnapshotDelivery['snapshot'] => {
    if (snapshot.kind !== 'account') return snapshot;
    const previous = watcher.sentAccount;
    watcher.sentAccount = snapshot;
    return previous ? encodeAccountPatch(previous, snapshot) : snapshot;
  };

  /** Every view of one tab, fresh, in one call (a tab just shown or just connected). */
  const sendAllOf = (tabId: string): void => {
    for (const view of views.values())
      send(
        view,
        view.watchers.filter((watcher) => watcher.tabId === tabId),
      );
    flush();
  };

  /** The pace of the slowest tab that receives and watches something; `throttleMs` when none does. */
  const tickSpacing = (): number => {
    let slowest = throttleMs;
    for (const tab of tabs.values())
      if (receives(tab) && tab.watches.size > 0) slowest = Math.max(slowest, tab.paceMs);
    return slowest;
  };

  /**
   * When a view may be posted again: its own period after its last post, and for a paced view no
   * sooner than the tabs' pace (`pace`, from tickSpacing) either.
   */
  const dueAt = (view: WatchedView, pace: number): number =>
    view.lastAt +
    Math.max(
      options.paced?.(view.key) === false ? throttleMs : pace,
      options.periodOf?.(view.key) ?? throttleMs,
    );

  /**
   * Never synchronous: the frames of one event-loop turn coalesce into one build. A pending tick is
   * brought forward when a view becomes dirty that is due before it (a tick waiting for a view with a
   * long period must not hold back the others).
   */
  const scheduleTick = (): void => {
    if (dirty.size === 0) return;
    const pace = tickSpacing();
    let earliest = Infinity;
    for (const view of dirty) earliest = Math.min(earliest, dueAt(view, pace));
    const at = Math.max(lastTickAt + throttleMs, earliest);
    if (tickTimer.pending && at >= tickAt) return;
    tickAt = at;
    tickTimer.start(Math.max(0, at - timers.now()), tick);
  };

  // 1. Every dirty view that is due is built once for its receiving watchers; 2. each tab gets its
  // share in one call; 3. the views not yet due wait for the next tick.
  const tick = (): void => {
    // A timer may fire a millisecond before its time by the clock (Node's timers and Date.now round
    // apart); the tick then counts as on time, or the views it was for would wait a whole period.
    const now = Math.max(timers.now(), tickAt);
    lastTickAt = now;
    const pace = tickSpacing();
    for (const view of [...dirty]) {
      if (dueAt(view, pace) > now) continue;
      dirty.delete(view);
      send(view, view.watchers, now);
    }
    flush();
    scheduleTick();
  };

  const markDirty = (view: WatchedView): void => {
    dirty.add(view);
    scheduleTick();
  };

  const remove = (tab: Tab, tabId: string, watchId: number): ViewKey | undefined => {
    const id = tab.watches.get(watchId);
    if (id === undefined) return undefined;
    tab.watches.delete(watchId);
    const view = views.get(id);
    if (!view) return undefined;
    view.watchers = view.watchers.filter((w) => w.tabId !== tabId || w.watchId !== watchId);
    if (view.watchers.length > 0) return undefined;
    dirty.delete(view);
    views.delete(id);
    return view.key;
  };

  return {
    connect(tabId, sink) {
      tabOf(tabId).sink = sink;
      // A new sink has nothing to patch: what went to the one before may not have arrived.
      for (const view of views.values())
        for (const watcher of view.watchers) if (watcher.tabId === tabId) watcher.sentAccount = undefined;
      sendAllOf(tabId);
    },
    watch(tabId, watchId, key) {
      const tab = tabOf(tabId);
      // A watch id used twice by one tab replaces the first watch.
      if (tab.watches.has(watchId)) {
        options.log?.('hub: watch id reused', { tabId, watchId });
        remove(tab, tabId, watchId);
      }
      const id = viewId(key);
      let view = views.get(id);
      const isNew = view === undefined;
      if (!view) {
        view = { key, watchers: [], lastAt: -Infinity };
        views.set(id, view);
      }
      const watcher: Watcher = { tabId, watchId };
      view.watchers.push(watcher);
      tab.watches.set(watchId, id);
      send(view, [watcher]);
      flush();
      return { isNew };
    },
    unwatch(tabId, watchId) {
      const tab = tabs.get(tabId);
      return tab ? remove(tab, tabId, watchId) : undefined;
    },
    setPace(tabId, paceMs) {
      if (!Number.isFinite(paceMs)) return;
      tabOf(tabId).paceMs = Math.min(SLOWEST_TAB_PACE_MS, Math.max(throttleMs, paceMs));
      // A faster pace may bring the pending tick forward.
      scheduleTick();
    },
    dropTab(tabId) {
      const tab = tabs.get(tabId);
      if (!tab) return [];
      const emptied: ViewKey[] = [];
      for (const watchId of [...tab.watches.keys()]) {
        const key = remove(tab, tabId, watchId);
        if (key) emptied.push(key);
      }
      tabs.delete(tabId);
      return emptied;
    },
    setVisible(tabId, visible) {
      const tab = tabOf(tabId);
      const wasVisible = tab.visible;
      tab.visible = visible;
      if (visible && !wasVisible) sendAllOf(tabId);
    },
    markDirty(ids) {
      for (const id of ids) {
        const view = views.get(id);
        if (view) markDirty(view);
      }
    },
    markAllDirty() {
      for (const view of views.values()) markDirty(view);
    },
    views: () => [...views.values()].map((view) => view.key),
    dispose() {
      tickTimer.cancel();
      dirty.clear();
      outbox.clear();
      views.clear();
      tabs.clear();
    },
  };
}
