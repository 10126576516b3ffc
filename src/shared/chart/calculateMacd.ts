/**
 * MACD: `macd` = EMA(fast) − EMA(slow) of the closes, defined from bar max(fast, slow)−1; `signal` =
 * EMA(signal) of the macd line, seeded with the average of its first `signal` defined values, so defined
 * from bar max(fast, slow)+signal−2; `histogram` = macd − signal, defined where the signal is.
 * Incremental (see calculateSma): the two EMAs are kept between calls so a bar needs only its
 * predecessor.
 */
import { calculateEma } from './calculateEma';

export interface MacdLines {
  macd: number[];
  signal: number[];
  histogram: number[];
  /** The EMAs the macd line is made of, kept for the next incremental call. */
  fastEma: number[];
  slowEma: number[];
}

export function createMacdLines(): MacdLines {
  return { macd: [], signal: [], histogram: [], fastEma: [], slowEma: [] };
}

export function calculateMacd(
  closes: ArrayLike<number>,
  fast: number,
  slow: number,
  signal: number,
  out: MacdLines = createMacdLines(),
  from = 0,
): MacdLines {
  const n = closes.length;
  // 1. The two EMAs of the closes; their difference is NaN until both are defined.
  calculateEma(closes, fast, out.fastEma, from);
  calculateEma(closes, slow, out.slowEma, from);
  for (let i = from; i < n; i += 1) out.macd[i] = (out.fastEma[i] ?? NaN) - (out.slowEma[i] ?? NaN);
  out.macd.length = n;
  // 2. The signal averages the macd line from its first defined bar on.
  calculateEma(out.macd, signal, out.signal, from, Math.max(fast, slow) - 1);
  for (let i = from; i < n; i += 1) out.histogram[i] = (out.macd[i] ?? NaN) - (out.signal[i] ?? NaN);
  out.histogram.length = n;
  return out;
}
