/**
 * The order book's price buckets at one depth step (spec 001 §5 depth options), for every thread: the
 * gateway merges the raw book with it, and the page uses the same rule to mark the rows holding the
 * user's own orders (§2, §6), so a marker always lands on the row the server put the order in.
 * Asks round UP and bids round DOWN, so a merged level never shows a better price than any order inside.
 */
import type { BookLevel } from '../protocol';
import { formatFixed, parseFixed, roundToStep, ZERO, type Price, type Quantity } from '../money/fixed';

export type Side = 'bids' | 'asks';

/** Bucket price → summed size. */
export type Buckets = Map<Price, Quantity>;

/** The bucket `price` falls in at `step` on `side` (a sell order rests in the asks, a buy in the bids). */
export function bucketOf(price: Price, step: Price, side: Side): Price {
  return roundToStep(price, step, side === 'asks' ? 'up' : 'down');
}

/** Aggregates a whole side (levels best first) into buckets. Unparseable levels are skipped. */
export function aggregate(levels: readonly BookLevel[], step: Price, side: Side): Buckets {
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
export function bestBuckets(buckets: Buckets, side: Side, limit: number): [Price, Quantity][] {
  const sorted = [...buckets.entries()].sort(([a], [b]) =>
    side === 'bids' ? (b > a ? 1 : b < a ? -1 : 0) : a > b ? 1 : a < b ? -1 : 0,
  );
  return sorted.slice(0, limit);
}

/** Wire form of a bucket: price with the step's decimals, size exact. */
export function toLevel(price: Price, size: Quantity, priceDecimals: number): BookLevel {
  return [formatFixed(price, priceDecimals), formatFixed(size)];
}
