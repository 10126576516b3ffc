/**
 * One series (a symbol at an interval) in the compute worker: its bars, how far back they go, and the
 * joins that keep them whole — REST pages before, the hub's live candles after, refetches when the
 * live candles skip ahead. Everything that awaits REST runs one at a time (`exclusive`), so a gap is
 * filled once however many live snapshots arrive meanwhile.
 */
import type { KlineInterval, KlineView } from '../protocol';
import { calculateLiveJoin } from './calculateLiveJoin';
import { createBarStore, prependBars, resetBars, setBar, type BarStore } from './createBarStore';
import { createSeriesDerivations, type SeriesDerivations } from './createSeriesDerivations';
import type { KlinePageFetcher } from './fetchKlinePage';
import { fillKlineGap } from './fillKlineGap';
import { loadKlinePages } from './loadKlinePages';
import { parsePlotBar, type PlotBar } from './parsePlotBar';

/** After a failed gap fill, live candles wait this long before the next attempt (not one per snapshot). */
export const GAP_RETRY_MS = 5_000;

export type SeriesStatus = 'idle' | 'loading' | 'live' | 'empty' | 'failed';

/** What applying live candles changed: bars `from…` (Infinity: nothing), or a reload after a refetch. */
export interface LiveChange {
  from: number;
  reload: boolean;
}

export interface Series {
  readonly bars: BarStore;
  readonly derived: SeriesDerivations;
  readonly status: SeriesStatus;
  /** The last failed fetch's message, '' after a success. */
  readonly failure: string;
  readonly reachedStart: boolean;
  /** Resolves when the first load ended (at once when it already has). */
  load(needed: number): Promise<void>;
  loadOlder(needed: number): Promise<void>;
  applyLive(candles: KlineView['candles']): Promise<LiveChange>;
}

export interface SeriesDeps {
  interval: KlineInterval;
  fetchPage: KlinePageFetcher;
  now(): number;
}

export function createSeries(deps: SeriesDeps): Series {
  const bars = createBarStore();
  const derived = createSeriesDerivations();
  let status: SeriesStatus = 'idle';
  let failure = '';
  let reachedStart = false;
  let loading: Promise<void> | undefined;
  let gapRetryAt = Number.NEGATIVE_INFINITY;
  /** Live candles that came before the first page, by open time; joined once it is in. */
  const early = new Map<number, PlotBar>();

  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const firstLoad = async (needed: number): Promise<void> => {
    // 1. Pages of history ending now.
    const pages = await loadKlinePages(deps.fetchPage, deps.now(), needed);
    failure = pages.error?.message ?? '';
    if (pages.error && pages.bars.length === 0) {
      status = 'failed';
      return;
    }
    resetBars(bars, pages.bars);
    reachedStart = pages.reachedStart;
    derived.invalidate(0);
    // 2. The live candles that came meanwhile (more may come while a gap is filled: loop).
    while (early.size > 0) {
      const candles = [...early.values()];
      early.clear();
      await join(candles);
    }
    status = bars.time.length > 0 ? 'live' : 'empty';
  };

  /** Joins bars (any order) at the seam; stops at a gap it cannot fill yet. */
  const join = async (candles: PlotBar[]): Promise<LiveChange> => {
    const change: LiveChange = { from: Number.POSITIVE_INFINITY, reload: false };
    for (const bar of candles.sort((a, b) => a.time - b.time)) {
      const action = calculateLiveJoin(bars, deps.interval, bar);
      if (action.kind === 'ignore') continue;
      if (action.kind === 'gap') {
        // 1. Fetch the missing bars (a page ending at this candle); on failure keep what is there.
        if (deps.now() < gapRetryAt) break;
        const filled = await fillKlineGap(bars, deps.interval, deps.fetchPage, bar.time);
        if (!filled.ok) {
          failure = filled.error.message;
          gapRetryAt = deps.now() + GAP_RETRY_MS;
          break;
        }
        failure = '';
        if (filled.replaced) reachedStart = false;
        change.reload = true;
        change.from = Math.min(change.from, filled.from);
      }
      // 2. Replace or append (a filled gap leaves the candle as the next bar).
      const index = action.kind === 'replace' ? action.index : bars.time.length;
      setBar(bars, index, bar);
      change.from = Math.min(change.from, index);
    }
    if (change.from < Number.POSITIVE_INFINITY) derived.invalidate(change.from);
    return change;
  };

  return {
    bars,
    derived,
    get status() {
      return status;
    },
    get failure() {
      return failure;
    },
    get reachedStart() {
      return reachedStart;
    },
    load(needed) {
      if (status === 'idle' || status === 'failed') {
        // Loading from this call on, so a second load in the same tick shares the first one's pages.
        status = 'loading';
        loading = exclusive(() => firstLoad(needed));
      }
      return loading ?? Promise.resolve();
    },
    loadOlder(needed) {
      return exclusive(async () => {
        const oldest = bars.time[0];
        if (status !== 'live' || reachedStart || oldest === undefined) return;
        const pages = await loadKlinePages(deps.fetchPage, oldest, needed);
        failure = pages.error?.message ?? '';
        const older = pages.bars.filter((bar) => bar.time < oldest);
        if (older.length > 0) {
          prependBars(bars, older);
          derived.invalidate(0);
        }
        reachedStart = pages.reachedStart;
      });
    },
    applyLive(candles) {
      const parsed = candles.flatMap(
        (c) => parsePlotBar(c.start, c.open, c.high, c.low, c.close, c.volume) ?? [],
      );
      // Before the first page (or after it failed) there is no seam yet: keep them for later.
      if (status !== 'live' && status !== 'empty') {
        for (const bar of parsed) early.set(bar.time, bar);
        return Promise.resolve({ from: Number.POSITIVE_INFINITY, reload: false });
      }
      return exclusive(async () => {
        const wasEmpty = status === 'empty';
        const change = await join(parsed);
        if (wasEmpty && bars.time.length > 0) {
          // An empty chart has nothing to update: it needs the whole series.
          status = 'live';
          change.reload = true;
        }
        return change;
      });
    },
  };
}
