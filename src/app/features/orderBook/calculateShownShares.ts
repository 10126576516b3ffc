/**
 * The depth bars' scale and the buy/sell ratio over the rows the panel shows (spec 001 §2, §9).
 *
 * The hub's view carries a few rows more than fit (calculateBookRows.ts: its row count moves in steps of
 * 5, so a resize does not make a new view every 24 px), and its depth fractions are of the larger side
 * over all of them. Over the rows shown, the deepest row shown spans its row and the ratio is of what
 * the trader sees. The ratio is exact (fixed point, hundredths of a percent rounded half up, the two
 * summing to 100.00); the depth scale is a display factor, so a float.
 */
import { parseFixed, ZERO, type Fixed } from '../../../shared/money/fixed';
import type { BookRowView } from '../../../shared/protocol';

export interface ShownShares {
  /** Multiplies the view's depth fractions: the deepest row shown becomes 1. */
  depthScale: number;
  /** Percentages with 2 decimals ("54.32"); 50.00 each while both sides are empty. */
  buyRatio: string;
  sellRatio: string;
}

/** Hundredths of a percent of `part` in `whole` (> 0), rounded half up. */
const basisPoints = (part: Fixed, whole: Fixed): bigint => (part * 20_000n + whole) / (2n * whole);
const percentText = (bp: bigint): string => `${bp / 100n}.${(bp % 100n).toString().padStart(2, '0')}`;

/** `asks` and `bids` best first, as shown: the last row of each carries the side's running total. */
export function calculateShownShares(
  asks: readonly BookRowView[],
  bids: readonly BookRowView[],
): ShownShares {
  const deepest = Math.max(asks.at(-1)?.depth ?? 0, bids.at(-1)?.depth ?? 0);
  const total = (rows: readonly BookRowView[]): Fixed => parseFixed(rows.at(-1)?.totalBase) ?? ZERO;
  const buy = total(bids);
  const whole = buy + total(asks);
  const buyBp = whole === ZERO ? 5_000n : basisPoints(buy, whole);
  return {
    depthScale: deepest > 0 ? 1 / deepest : 1,
    buyRatio: percentText(buyBp),
    sellRatio: percentText(10_000n - buyBp),
  };
}
