/**
 * Keeps the tab's copy of a whole series current with the worker's live updates, so a window sliced
 * from it later (placeBarWindow) shows the live bars too. An update carries the last bar or two: each
 * either replaces the bar of the same time or comes after the newest (the worker sends anything else as
 * `reload`). Columns are changed in place; a new bar gives new, one longer, columns.
 */
import type { BarColumns, IndicatorColumns, LiveUpdate, SeriesSnapshot } from '../protocol';

const BAR_FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

function grow(column: Float64Array, by: number): Float64Array {
  const longer = new Float64Array(column.length + by);
  longer.set(column);
  return longer;
}

function growBars(bars: BarColumns, by: number): BarColumns {
  return {
    time: grow(bars.time, by),
    open: grow(bars.open, by),
    high: grow(bars.high, by),
    low: grow(bars.low, by),
    close: grow(bars.close, by),
    volume: grow(bars.volume, by),
  };
}

/** The snapshot with the update's bars in it (the same object when no bar was added). */
export function applyLiveToSnapshot(snapshot: SeriesSnapshot, update: LiveUpdate): SeriesSnapshot {
  let { bars, shown, rising, indicators } = snapshot;
  const newest = bars.time[bars.time.length - 1] ?? -Infinity;
  const added = update.bars.filter((bar) => bar.time > newest).length;
  if (added > 0) {
    bars = growBars(bars, added);
    shown = growBars(shown, added);
    const longer = new Uint8Array(rising.length + added);
    longer.set(rising);
    rising = longer;
    indicators = indicators.map((indicator): IndicatorColumns => ({
      spec: indicator.spec,
      lines: Object.fromEntries(
        Object.entries(indicator.lines).map(([name, line]) => [name, grow(line, added)]),
      ),
    }));
  }
  const count = bars.time.length;
  // The update's bars are the newest ones, in order: the last of them is the last bar.
  const first = count - update.bars.length;
  update.bars.forEach((bar, p) => {
    const i = first + p;
    if (i < 0) return;
    for (const field of BAR_FIELDS) bars[field][i] = bar[field];
    const drawn = update.shown[p];
    if (drawn) for (const field of BAR_FIELDS) shown[field][i] = drawn[field];
    rising[i] = update.rising[p] ?? 0;
    update.indicators.forEach((indicator, k) => {
      const lines = indicators[k]?.lines;
      const values = indicator.points[p];
      if (!lines || !values) return;
      for (const [name, line] of Object.entries(lines)) line[i] = values[name] ?? NaN;
    });
  });
  return added > 0 ? { ...snapshot, bars, shown, rising, indicators } : snapshot;
}
