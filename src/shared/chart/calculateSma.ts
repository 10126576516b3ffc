/**
 * Simple moving average over `period` values, NaN for the first period−1 bars.
 *
 * Incremental like every calculator here: `out[0..from−1]` are kept as they are and bars `from…` are
 * (re)computed, so a full series is `from = 0` and a live update of the last bar is `from = n−1`. One
 * window sum slides over the bars: linear for a full series, O(period) to restart at `from`.
 */
export function calculateSma(
  values: ArrayLike<number>,
  period: number,
  out: number[] = [],
  from = 0,
): number[] {
  const n = values.length;
  // 1. The sum of the window ending just before `from` (at most `period` values).
  let sum = 0;
  for (let i = Math.max(0, from - period); i < from; i += 1) sum += values[i] ?? NaN;
  // 2. Slide: add the new value, drop the one leaving the window; every `period` bars sum the window
  //    afresh (amortised O(1)) so rounding does not build up over a long series.
  for (let i = from; i < n; i += 1) {
    if (i >= period && i % period === 0) sum = windowSum(values, i - period + 1, i + 1);
    else {
      sum += values[i] ?? NaN;
      if (i >= period) sum -= values[i - period] ?? NaN;
    }
    out[i] = i >= period - 1 ? sum / period : NaN;
  }
  out.length = n;
  return out;
}

function windowSum(values: ArrayLike<number>, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i += 1) sum += values[i] ?? NaN;
  return sum;
}
