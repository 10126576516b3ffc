/**
 * RSI with Wilder's smoothing: the first average gain and loss are the simple averages of the first
 * `period` close-to-close changes (so RSI starts at bar `period`); after that avg = (prev·(period−1) +
 * this)/period. RSI = 100 − 100/(1 + avgGain/avgLoss); with no losses it is 100, with no gains 0, and
 * with neither (a flat market) 50, the neutral reading, rather than a division by zero.
 * Incremental (see calculateSma): the averages are kept so a bar needs only its predecessor.
 */
export interface RsiLines {
  value: number[];
  averageGain: number[];
  averageLoss: number[];
}

export function createRsiLines(): RsiLines {
  return { value: [], averageGain: [], averageLoss: [] };
}

export function calculateRsi(
  closes: ArrayLike<number>,
  period: number,
  out: RsiLines = createRsiLines(),
  from = 0,
): RsiLines {
  const n = closes.length;
  const change = (i: number): number => (closes[i] ?? NaN) - (closes[i - 1] ?? NaN);
  for (let i = from; i < n; i += 1) {
    let gain = NaN;
    let loss = NaN;
    if (i === period) {
      // 1. The seed: simple averages of the first `period` changes (bars 1…period).
      gain = 0;
      loss = 0;
      for (let j = 1; j <= period; j += 1) {
        const d = change(j);
        gain += Math.max(d, 0) / period;
        loss += Math.max(-d, 0) / period;
      }
    } else if (i > period) {
      // 2. Wilder's smoothing from the previous averages.
      const d = change(i);
      gain = ((out.averageGain[i - 1] ?? NaN) * (period - 1) + Math.max(d, 0)) / period;
      loss = ((out.averageLoss[i - 1] ?? NaN) * (period - 1) + Math.max(-d, 0)) / period;
    }
    out.averageGain[i] = gain;
    out.averageLoss[i] = loss;
    out.value[i] = relativeStrength(gain, loss);
  }
  out.value.length = n;
  out.averageGain.length = n;
  out.averageLoss.length = n;
  return out;
}

function relativeStrength(gain: number, loss: number): number {
  if (Number.isNaN(gain) || Number.isNaN(loss)) return NaN;
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}
