/**
 * Where a live candle goes in the history (the seam between REST pages and the hub's candles). The hub
 * resends its last few candles with every snapshot, so most candles are bars the series already has.
 */
import type { KlineInterval } from '../protocol';
import { findBarIndex, getBar, type BarStore } from './createBarStore';
import { nextBarStart } from './nextBarStart';
import type { PlotBar } from './parsePlotBar';

export type LiveJoin =
  /** The candle updates bar `index` (the last bar, or an older one the hub corrected). */
  | { kind: 'replace'; index: number }
  /** The candle opens the next bar. */
  | { kind: 'append' }
  /** Nothing to do: the same values, or a start the history does not have and cannot take. */
  | { kind: 'ignore' }
  /** Bars are missing between the last bar and this candle: fetch them first. */
  | { kind: 'gap' };

export function calculateLiveJoin(store: BarStore, interval: KlineInterval, bar: PlotBar): LiveJoin {
  // 1. No history yet to join to: the candle starts the series.
  const last = store.time[store.time.length - 1];
  if (last === undefined) return { kind: 'append' };

  // 2. At or before the last bar: replace a bar we have (when it changed), never insert one.
  if (bar.time <= last) {
    const index = bar.time === last ? store.time.length - 1 : findBarIndex(store, bar.time);
    if (index < 0 || sameBar(getBar(store, index), bar)) return { kind: 'ignore' };
    return { kind: 'replace', index };
  }

  // 3. After it: the next bucket appends, a later one means missing bars; a start between the two is
  //    not a bucket boundary at all.
  const next = nextBarStart(interval, last);
  if (bar.time === next) return { kind: 'append' };
  return bar.time > next ? { kind: 'gap' } : { kind: 'ignore' };
}

function sameBar(a: PlotBar | undefined, b: PlotBar): boolean {
  return (
    a !== undefined &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume
  );
}
