/**
 * Throttled delivery of view snapshots to the tabs that watch them (design.md "Data flow", step 4).
 *
 * - A view (one `viewId`) has watchers: (tabId, watchId, callback). Two tabs on the same view share
 *   one build.
 * - A watcher's first snapshot goes out at once; after that a dirty view is built once per delivery and
 *   posted to every visible watcher, at most once per `throttleMs`, or per its own longer period
 *   (`periodOf`; any post of the view, first ones included, starts a new period).
 * - One delivery tick serves every dirty view, so a tab gets all its views' snapshots back to back,
 *   usually before its next frame (a timer per view spread them over the period: a tab watching five
 *   views painted up to five times per period). Ticks are at least `throttleMs` apart; a view not yet due at a
 *   tick (its first snapshot went out less than a period ago) waits for the next one, which is never
 *   later than one period after it became due.
 * - Hidden tabs get nothing. When a tab becomes visible it gets a fresh snapshot of each of its views
 *   at once.
 * - Callbacks are never awaited (a closed tab's Comlink proxy never settles) and a throwing or
 *   rejecting callback is logged without affecting the others.
 */
import { viewId, type ViewKey, type ViewSnapshot } from '../protocol';
import { createOneShot } from './oneShot';
import type { Timers } from './types';

export type SnapshotCallback = (snapshot: ViewSnapshot) => unknown;

export interface DeliveryOptions {
  timers: Timers;
  throttleMs: number;
  /** A view's own period where it is longer than `throttleMs`; `throttleMs` when not given. */
  periodOf?(view: ViewKey): number;
  build(view: ViewKey): ViewSnapshot;
  log?: (message: string, detail?: unknown) => void;
}

export interface WatchResult {
  watchId: number;
  /** The view had no watcher before: the caller acquires its topics. */
  isNew: boolean;
}

export interface Delivery {
  watch(tabId: string, view: ViewKey, callback: SnapshotCallback): WatchResult;
  /** Returns the view when this was its last watcher (the caller releases its topics). */
  unwatch(tabId: string, watchId: number): ViewKey | undefined;
  /** Drops every watch of a tab; returns the views left with no watcher. */
  dropTab(tabId: string): ViewKey[];
  setVisible(tabId: string, visible: boolean): void;
  markDirty(ids: Iterable<string>): void;
  markAllDirty(): void;
  views(): ViewKey[];
  dispose(): void;
}

interface Watcher {
  tabId: string;
  callback: SnapshotCallback;
}

interface WatchedView {
  key: ViewKey;
  watchers: Map<number, Watcher>;
  /** When the view was last posted to anyone. */
  lastAt: number;
}

export function createDelivery(options: DeliveryOptions): Delivery {
  const { timers, throttleMs } = options;
  const views = new Map<string, WatchedView>();
  const viewOfWatch = new Map<number, string>();
  const hidden = new Set<string>();
  /** Views changed since their last post, in the order they changed. */
  const dirty = new Set<WatchedView>();
  const tickTimer = createOneShot(timers);
  let lastTickAt = -Infinity;
  /** When the pending tick is meant to run. */
  let tickAt = -Infinity;
  let nextWatchId = 1;

  const post = (callback: SnapshotCallback, snapshot: ViewSnapshot): void => {
    try {
      const result = callback(snapshot);
      if (result instanceof Promise)
        result.catch((error: unknown) => options.log?.('hub: callback failed', error));
    } catch (error) {
      options.log?.('hub: callback threw', error);
    }
  };

  // Builds once and posts to the given watchers; a build that throws skips this round only. `at` is when
  // the post counts as made: a tick's own time for all its views, so building the first views of a
  // tick does not make the later ones miss the next tick.
  const send = (view: WatchedView, to: readonly Watcher[], at = timers.now()): void => {
    if (to.length === 0) return;
    let snapshot: ViewSnapshot;
    try {
      snapshot = options.build(view.key);
    } catch (error) {
      options.log?.('hub: view build failed', error);
      return;
    }
    view.lastAt = at;
    for (const watcher of to) post(watcher.callback, snapshot);
  };

  const visibleWatchers = (view: WatchedView): Watcher[] =>
    [...view.watchers.values()].filter((watcher) => !hidden.has(watcher.tabId));

  const dueAt = (view: WatchedView): number =>
    view.lastAt + Math.max(throttleMs, options.periodOf?.(view.key) ?? throttleMs);

  /**
   * Never synchronous: the frames of one event-loop turn coalesce into one build. A pending tick is
   * brought forward when a view becomes dirty that is due before it (a tick waiting for a view with a
   * long period must not hold back the others).
   */
  const scheduleTick = (): void => {
    if (dirty.size === 0) return;
    let earliest = Infinity;
    for (const view of dirty) earliest = Math.min(earliest, dueAt(view));
    const at = Math.max(lastTickAt + throttleMs, earliest);
    if (tickTimer.pending && at >= tickAt) return;
    tickAt = at;
    tickTimer.start(Math.max(0, at - timers.now()), tick);
  };

  // 1. Every dirty view that is due is built once and posted to its visible watchers; 2. the rest wait.
  const tick = (): void => {
    // A timer may fire a millisecond before its time by the clock (Node's timers and Date.now round
    // apart); the tick then counts as on time, or the views it was for would wait a whole period.
    const now = Math.max(timers.now(), tickAt);
    lastTickAt = now;
    for (const view of [...dirty]) {
      if (dueAt(view) > now) continue;
      dirty.delete(view);
      send(view, visibleWatchers(view), now);
    }
    scheduleTick();
  };

  const markDirty = (view: WatchedView): void => {
    dirty.add(view);
    scheduleTick();
  };

  const remove = (watchId: number): ViewKey | undefined => {
    const id = viewOfWatch.get(watchId);
    if (id === undefined) return undefined;
    viewOfWatch.delete(watchId);
    const view = views.get(id);
    if (!view) return undefined;
    view.watchers.delete(watchId);
    if (view.watchers.size > 0) return undefined;
    dirty.delete(view);
    views.delete(id);
    return view.key;
  };

  return {
    watch(tabId, key, callback) {
      const id = viewId(key);
      let view = views.get(id);
      const isNew = view === undefined;
      if (!view) {
        view = { key, watchers: new Map(), lastAt: -Infinity };
        views.set(id, view);
      }
      const watchId = nextWatchId++;
      const watcher: Watcher = { tabId, callback };
      view.watchers.set(watchId, watcher);
      viewOfWatch.set(watchId, id);
      if (!hidden.has(tabId)) send(view, [watcher]);
      return { watchId, isNew };
    },
    unwatch(tabId, watchId) {
      const id = viewOfWatch.get(watchId);
      if (id === undefined || views.get(id)?.watchers.get(watchId)?.tabId !== tabId) return undefined;
      return remove(watchId);
    },
    dropTab(tabId) {
      hidden.delete(tabId);
      const emptied: ViewKey[] = [];
      for (const view of [...views.values()]) {
        for (const [watchId, watcher] of [...view.watchers]) {
          if (watcher.tabId !== tabId) continue;
          const key = remove(watchId);
          if (key) emptied.push(key);
        }
      }
      return emptied;
    },
    setVisible(tabId, visible) {
      const wasVisible = !hidden.has(tabId);
      if (visible) hidden.delete(tabId);
      else hidden.add(tabId);
      if (!visible || wasVisible) return;
      for (const view of views.values()) {
        send(
          view,
          [...view.watchers.values()].filter((watcher) => watcher.tabId === tabId),
        );
      }
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
      views.clear();
      viewOfWatch.clear();
    },
  };
}
