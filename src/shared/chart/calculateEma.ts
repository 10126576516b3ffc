/**
 * Exponential moving average, α = 2/(period+1), seeded with the simple average of its first `period`
 * values (so it does not start from one arbitrary bar). `offset` is the first defined input: the MACD's
 * signal line averages a line that is NaN before the slow EMA starts. NaN before offset+period−1.
 * Incremental as calculateSma: bars before `from` are kept; each bar needs only the one before it.
 */
export function calculateEma(
  values: ArrayLike<number>,
  period: number,
  out: number[] = [],
  from = 0,
  offset = 0,
): number[] {
  const n = values.length;
  const seed = offset + period - 1;
  const alpha = 2 / (period + 1);
  for (let i = from; i < n; i += 1) {
    if (i < seed) out[i] = NaN;
    else if (i === seed) out[i] = mean(values, offset, seed + 1);
    else out[i] = alpha * (values[i] ?? NaN) + (1 - alpha) * (out[i - 1] ?? NaN);
  }
  out.length = n;
  return out;
}

function mean(values: ArrayLike<number>, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i += 1) sum += values[i] ?? NaN;
  return sum / (end - start);
}
