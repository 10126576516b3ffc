/**
 * Bollinger bands (BOLL): the middle line is the simple average over `period`, the bands lie
 * `multiplier` population standard deviations above and below it. NaN for the first period−1 bars.
 *
 * The window's mean and squared deviations slide (Welford's update, with removal) instead of a sum of
 * squares, which at prices near 10^5 cancels away the small variances of a quiet market. Linear for a
 * full series, O(period) to restart at `from`; bars before `from` are kept (see calculateSma).
 */
export interface BollingerLines {
  middle: number[];
  upper: number[];
  lower: number[];
}

export function calculateBollinger(
  values: ArrayLike<number>,
  period: number,
  multiplier: number,
  out: BollingerLines = { middle: [], upper: [], lower: [] },
  from = 0,
): BollingerLines {
  const n = values.length;
  let count = 0;
  let mean = 0;
  let squares = 0; // Σ (x − mean)² over the window
  const add = (x: number): void => {
    count += 1;
    const delta = x - mean;
    mean += delta / count;
    squares += delta * (x - mean);
  };
  const swap = (leaving: number, entering: number): void => {
    const before = mean;
    mean += (entering - leaving) / count;
    squares += (entering - leaving) * (entering - mean + leaving - before);
  };

  // 1. The window ending just before `from`.
  for (let i = Math.max(0, from - period); i < from; i += 1) add(values[i] ?? NaN);
  // 2. Slide, and read the bands off each full window. Every `period` bars the window is summed afresh
  //    (amortised O(1)), so rounding never builds up over a long series; what is left can make the sum
  //    a hair negative: clamp.
  for (let i = from; i < n; i += 1) {
    if (count < period) add(values[i] ?? NaN);
    else if (i % period === 0) [mean, squares] = exactWindow(values, i - period + 1, i + 1);
    else swap(values[i - period] ?? NaN, values[i] ?? NaN);
    const full = i >= period - 1;
    const deviation = Math.sqrt(Math.max(0, squares) / period);
    out.middle[i] = full ? mean : NaN;
    out.upper[i] = full ? mean + multiplier * deviation : NaN;
    out.lower[i] = full ? mean - multiplier * deviation : NaN;
  }
  out.middle.length = n;
  out.upper.length = n;
  out.lower.length = n;
  return out;
}

/** Mean and Σ (x − mean)² of values[start…end−1], two-pass. */
function exactWindow(values: ArrayLike<number>, start: number, end: number): [number, number] {
  let sum = 0;
  for (let i = start; i < end; i += 1) sum += values[i] ?? NaN;
  const mean = sum / (end - start);
  let squares = 0;
  for (let i = start; i < end; i += 1) squares += ((values[i] ?? NaN) - mean) ** 2;
  return [mean, squares];
}
