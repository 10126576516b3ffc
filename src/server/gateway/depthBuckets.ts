/**
 * Merges raw book levels into price buckets of one depth step (spec 001 §5 depth options). Asks round
 * UP and bids round DOWN, so a merged level never shows a better price than any order inside it.
 */
import type { BookLevel } from '../../shared/protocol';
import { formatFixed, parseFixed, roundToStep, ZERO, type Fixed } from '../../shared/money/fixed';

export type Side = 'bids' | 'asks';

/** Bucket price (as Fixed) → summed size. */
export type Buckets = Map<Fixed, Fixed>;

export function bucketOf(price: Fixed, step: Fixed, side: Side): Fixed {
  return roundToStep(price, step, side === 'asks' ? 'up' : 'down');
}

/** Aggregates a whole side (levels best first) into buckets. Unparseable levels are skipped. */
export function aggregate(levels: readonly BookLevel[], step: Fixed, side: Side): Buckets {
  const buckets: Buckets = new Map();
  for (const [priceText, sizeText] of levels) {
    const price = parseFixed(priceText);
    const size = parseFixed(sizeText);
    if (price === undefined || size === undefined || size <= ZERO) continue;
    const bucket = bucketOf(price, step, side);
    buckets.set(bucket, (buckets.get(bucket) ?? ZERO) + size);
  }
  return buckets;
}

/** The best `limit` buckets of a side, best first (bids high → low, asks low → high). */
export function bestBuckets(buckets: Buckets, side: Side, limit: number): [Fixed, Fixed][] {
  const sorted = [...buckets.entries()].sort(([a], [b]) =>
    side === 'bids' ? (b > a ? 1 : b < a ? -1 : 0) : a > b ? 1 : a < b ? -1 : 0,
  );
  return sorted.slice(0, limit);
}

/** Wire form of a bucket: price with the step's decimals, size exact. */
export function toLevel(price: Fixed, size: Fixed, priceDecimals: number): BookLevel {
  return [formatFixed(price, priceDecimals), formatFixed(size)];
}

/** Decimals a step shows: "0.01" → 2, "10" → 0. */
export function stepDecimals(step: string): number {
  const dot = step.indexOf('.');
  return dot < 0 ? 0 : step.length - dot - 1;
}
