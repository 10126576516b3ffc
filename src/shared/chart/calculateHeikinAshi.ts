/**
 * Heikin-ashi bars: close = (o+h+l+c)/4; open = (previous HA open + previous HA close)/2, the first bar's
 * (o+c)/2; high = max(h, HA open, HA close); low = min(l, HA open, HA close). Volume and time are the
 * raw bar's. Incremental (see calculateSma): each bar needs only the HA bar before it.
 */
import type { BarStore } from './createBarStore';

export type HeikinAshiColumns = Omit<BarStore, 'time' | 'volume'>;

export function createHeikinAshiColumns(): HeikinAshiColumns {
  return { open: [], high: [], low: [], close: [] };
}

export function calculateHeikinAshi(
  bars: BarStore,
  out: HeikinAshiColumns = createHeikinAshiColumns(),
  from = 0,
): HeikinAshiColumns {
  const n = bars.time.length;
  for (let i = from; i < n; i += 1) {
    const open = bars.open[i] ?? NaN;
    const high = bars.high[i] ?? NaN;
    const low = bars.low[i] ?? NaN;
    const close = bars.close[i] ?? NaN;
    const haClose = (open + high + low + close) / 4;
    const haOpen = i === 0 ? (open + close) / 2 : ((out.open[i - 1] ?? NaN) + (out.close[i - 1] ?? NaN)) / 2;
    out.open[i] = haOpen;
    out.close[i] = haClose;
    out.high[i] = Math.max(high, haOpen, haClose);
    out.low[i] = Math.min(low, haOpen, haClose);
  }
  for (const column of [out.open, out.high, out.low, out.close]) column.length = n;
  return out;
}
