/**
 * Hollow candles colour each bar by its close against the previous close (1 when at or above it, else
 * 0); the first bar has no previous close and compares with its own open.
 * Incremental (see calculateSma).
 */
import type { BarStore } from './createBarStore';

export function calculateRising(bars: BarStore, out: number[] = [], from = 0): number[] {
  const n = bars.time.length;
  for (let i = from; i < n; i += 1) {
    const reference = i === 0 ? bars.open[0] : bars.close[i - 1];
    out[i] = (bars.close[i] ?? NaN) >= (reference ?? NaN) ? 1 : 0;
  }
  out.length = n;
  return out;
}
