/**
 * A series' bars as growable columns, oldest first, one entry per bar, times in ms. Columns rather than
 * bar objects because the chart receives columns (BarColumns) and the calculators read one column at a
 * time; plain arrays rather than typed ones because a live series grows at its end and older pages are
 * prepended (the snapshot copies them into fresh typed arrays anyway, to transfer them).
 */
import type { PlotBar } from './parsePlotBar';

export interface BarStore {
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
}

const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

export function createBarStore(bars: readonly PlotBar[] = []): BarStore {
  const store: BarStore = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  for (const column of COLUMNS) store[column] = bars.map((bar) => bar[column]);
  return store;
}

/** Writes bar `index`; `index === length` appends. */
export function setBar(store: BarStore, index: number, bar: PlotBar): void {
  for (const column of COLUMNS) store[column][index] = bar[column];
}

export function getBar(store: BarStore, index: number): PlotBar | undefined {
  const time = store.time[index];
  if (time === undefined) return undefined;
  return {
    time,
    open: store.open[index] ?? NaN,
    high: store.high[index] ?? NaN,
    low: store.low[index] ?? NaN,
    close: store.close[index] ?? NaN,
    volume: store.volume[index] ?? NaN,
  };
}

/** Puts `bars` (oldest first, all older than the store's first bar) before the store's bars. */
export function prependBars(store: BarStore, bars: readonly PlotBar[]): void {
  for (const column of COLUMNS) store[column] = bars.map((bar) => bar[column]).concat(store[column]);
}

/** Replaces every bar. */
export function resetBars(store: BarStore, bars: readonly PlotBar[]): void {
  Object.assign(store, createBarStore(bars));
}

/** Index of the bar opening at `time`, or -1 (binary search: times are strictly increasing). */
export function findBarIndex(store: BarStore, time: number): number {
  let low = 0;
  let high = store.time.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = store.time[middle] ?? NaN;
    if (at === time) return middle;
    if (at < time) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
