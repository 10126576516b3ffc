/**
 * A price-time-priority book for one symbol.
 *
 * Each side keeps its prices in a sorted array (binary search for insert/remove: a side holds a few
 * hundred levels, so the splice is cheap and lookups stay O(log n)) and a FIFO queue of orders per level.
 * The book also remembers which levels changed since the last `takeChanges`, so the engine can send one
 * 'book' event per operation with exactly the levels that moved.
 */
import type { Side } from '../../../shared/protocol';
import { ZERO, type Price, type Quantity } from '../../../shared/money/fixed';
import { remainingQty, type OrderState } from './state';

export interface Level {
  price: Price;
  /** Oldest first: the head trades first. */
  orders: OrderState[];
  /** Sum of the orders' remaining quantities. */
  size: Quantity;
}

/** First index whose price is ≥ `price` in an ascending array. */
function lowerBound(prices: readonly Price[], price: Price): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((prices[mid] as Price) < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class BookSide {
  /** Ascending for both sides: the best bid is the last entry, the best ask the first. */
  private readonly prices: Price[] = [];
  private readonly levels = new Map<Price, Level>();
  private touched = new Set<Price>();

  constructor(readonly side: Side) {}

  best(): Level | undefined {
    const price = this.side === 'Buy' ? this.prices[this.prices.length - 1] : this.prices[0];
    return price === undefined ? undefined : this.levels.get(price);
  }

  /** Levels best first, up to `limit`. */
  levelsBestFirst(limit = Infinity): Level[] {
    const out: Level[] = [];
    const n = Math.min(limit, this.prices.length);
    for (let i = 0; i < n; i++) {
      const index = this.side === 'Buy' ? this.prices.length - 1 - i : i;
      const level = this.levels.get(this.prices[index] as Price);
      if (level) out.push(level);
    }
    return out;
  }

  /** Appends the order at the back of its price level. */
  add(order: OrderState): void {
    let level = this.levels.get(order.price);
    if (!level) {
      level = { price: order.price, orders: [], size: ZERO };
      this.levels.set(order.price, level);
      this.prices.splice(lowerBound(this.prices, order.price), 0, order.price);
    }
    level.orders.push(order);
    level.size += remainingQty(order);
    this.touched.add(order.price);
  }

  /** Removes the order (whatever its remaining quantity); `size` is what it contributed to the level. */
  remove(order: OrderState, size: Quantity = remainingQty(order)): void {
    const level = this.levels.get(order.price);
    if (!level) return;
    const index = level.orders.indexOf(order);
    if (index < 0) return;
    level.orders.splice(index, 1);
    level.size -= size;
    this.touched.add(order.price);
    if (level.orders.length === 0) this.dropLevel(level.price);
  }

  /** The order's remaining quantity shrank by `by` in place (a fill or a reduce): it keeps its place. */
  shrink(order: OrderState, by: Quantity): void {
    const level = this.levels.get(order.price);
    if (!level) return;
    level.size -= by;
    this.touched.add(order.price);
    if (remainingQty(order) === ZERO) this.remove(order, ZERO);
  }

  sizeAt(price: Price): Quantity {
    return this.levels.get(price)?.size ?? ZERO;
  }

  /** Whether a level changed since the last `takeTouched`. */
  touchedAny(): boolean {
    return this.touched.size > 0;
  }

  /** Returns and forgets the prices whose level changed. */
  takeTouched(): Set<Price> {
    const touched = this.touched;
    this.touched = new Set();
    return touched;
  }

  private dropLevel(price: Price): void {
    this.levels.delete(price);
    const index = lowerBound(this.prices, price);
    if (this.prices[index] === price) this.prices.splice(index, 1);
  }
}

export class OrderBook {
  readonly bids = new BookSide('Buy');
  readonly asks = new BookSide('Sell');
  /** Grows by one per 'book' event of this symbol. */
  seq = 0;

  sideOf(side: Side): BookSide {
    return side === 'Buy' ? this.bids : this.asks;
  }

  oppositeOf(side: Side): BookSide {
    return side === 'Buy' ? this.asks : this.bids;
  }
}
