/**
 * The buy/sell ratio bar (spec 001 §2, §9): the view's buyRatio and sellRatio ("54.32", "45.68") as
 * the buy part's share of the bar. The buy (left) part is never narrower than 10 px, so a one-sided book still shows
 * that it has buyers at all. Widths are display values, so floats are fine here.
 */
import { RATIO_MIN_LEFT_PX } from './bookConstants';

const PERCENT = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;

export interface RatioBar {
  buyText: string;
  sellText: string;
  /**
   * The buy part's share of the bar's width, 0…1 (its fill's `--ratio-buy`): whole pixels, at least
   * the minimum, when the bar's width is known; else the plain ratio.
   */
  buyShare: number;
}

/** `undefined` when either ratio is not a percentage 0…100 with at most 2 decimals. */
export function calculateRatioBar(
  buyRatio: string,
  sellRatio: string,
  barWidthPx: number | undefined,
): RatioBar | undefined {
  if (!PERCENT.test(buyRatio) || !PERCENT.test(sellRatio)) return undefined;
  const share = Number(buyRatio);
  const known = barWidthPx !== undefined && Number.isFinite(barWidthPx) && barWidthPx > 0;
  return {
    buyText: buyRatio,
    sellText: sellRatio,
    buyShare: known
      ? Math.min(barWidthPx, Math.max(RATIO_MIN_LEFT_PX, Math.round((barWidthPx * share) / 100))) / barWidthPx
      : share / 100,
  };
}
