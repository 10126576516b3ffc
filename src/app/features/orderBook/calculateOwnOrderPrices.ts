/**
 * Which book rows hold the user's own open orders (spec 001 §2, §6: markers in the book; none for
 * demo accounts or visitors — the caller decides who gets them).
 */
import type { Order } from '../../../shared/protocol';
import { bucketOf } from '../../../shared/book/depthBuckets';
import { decimalsOf, formatFixed, parseFixed, ZERO } from '../../../shared/money/fixed';

export interface OwnOrderPrices {
  /** Bucket prices as the book view spells them (the step's decimals). */
  asks: ReadonlySet<string>;
  bids: ReadonlySet<string>;
}

export const NO_OWN_ORDERS: OwnOrderPrices = { asks: new Set(), bids: new Set() };

/**
 * The buckets of the open limit orders of `symbolId` at `step`, by the server's own bucketing rule, so
 * the marker lands on the row that holds the order. Market orders (price "0") and unreadable prices
 * mark nothing.
 */
export function calculateOwnOrderPrices(
  orders: readonly Order[],
  symbolId: string,
  step: string,
): OwnOrderPrices {
  const unit = parseFixed(step);
  if (unit === undefined || unit <= ZERO) return NO_OWN_ORDERS;
  const decimals = decimalsOf(step);
  const asks = new Set<string>();
  const bids = new Set<string>();
  for (const order of orders) {
    if (order.symbolId !== symbolId) continue;
    const price = parseFixed(order.price);
    if (price === undefined || price <= ZERO) continue;
    const side = order.side === 'Sell' ? 'asks' : 'bids';
    (side === 'asks' ? asks : bids).add(formatFixed(bucketOf(price, unit, side), decimals));
  }
  return asks.size === 0 && bids.size === 0 ? NO_OWN_ORDERS : { asks, bids };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((price) => b.has(price));

/** Whether two markings mark the same rows (what the book's painters need to know). */
export function sameOwnOrderPrices(a: OwnOrderPrices, b: OwnOrderPrices): boolean {
  return a === b || (sameSet(a.asks, b.asks) && sameSet(a.bids, b.bids));
}
