/**
 * One symbol's maker ladder: the resting orders of the maker account, best first on each side, with
 * the moves that keep it deep (at least 200 levels a side), uncrossed and moving with the mid.
 * The ladder learns about fills and cancels through `onOrder`, fed from the engine's events.
 */
import type { Instrument, Order, Side } from '../../shared/protocol';
import { formatFixed, toFixed, unitOf } from '../../shared/money/fixed';
import type { Engine } from './types';
import type { Rng } from './rng';

/** Levels a side the ladder tops up to, and the most it keeps before trimming the far end. */
export const TARGET_LEVELS = 220;
const MAX_LEVELS = 260;
/** New levels placed at the top per step; the rest follow on later steps. */
const MAX_TOP_FILL = 6;

interface Quote {
  orderId: string;
  ticks: bigint;
}

export interface Ladder {
  /** Gap between top levels, in ticks. */
  readonly gap: number;
  /** Places the full ladder around `mid` (ticks) in one go. */
  seed(mid: number): void;
  /** One maker step around a new mid: cancel what would cross, fill the top, re-size one, top up. */
  step(mid: number): void;
  onOrder(order: Order): void;
  bestBid(): bigint | undefined;
  bestAsk(): bigint | undefined;
  /** A base quantity text worth about `notional` quote units at `ticks`, within the pair's bounds. */
  quantityFor(notional: number, ticks: bigint): string;
  levels(): { bids: number; asks: number };
}

export interface LadderOptions {
  engine: Engine;
  inst: Instrument;
  accountId: string;
  rng: Rng;
  gap: number;
  /** Quote units worth about one US dollar. */
  dollar: number;
}

const GONE = new Set(['Filled', 'Cancelled', 'PartiallyFilledCanceled', 'Rejected']);

export function createLadder(options: LadderOptions): Ladder {
  const { engine, inst, accountId, rng, gap } = options;
  const tick = unitOf(inst.pricePrecision);
  const tickValue = 10 ** -inst.pricePrecision;
  const qtyUnit = unitOf(inst.quantityPrecision);
  const minUnits = toFixed(inst.minTradeQuantity) / qtyUnit;
  const maxUnits = toFixed(inst.maxTradeQuantity) / qtyUnit;
  // Best first: bids descending, asks ascending.
  const bids: Quote[] = [];
  const asks: Quote[] = [];
  const sideOf = new Map<string, Side>();

  const quantityUnits = (notional: number, ticks: bigint): bigint => {
    const units = BigInt(Math.round((notional / (Number(ticks) * tickValue)) * 10 ** inst.quantityPrecision));
    return units < minUnits ? minUnits : units > maxUnits ? maxUnits : units;
  };
  const quantityFor = (notional: number, ticks: bigint): string =>
    formatFixed(quantityUnits(notional, ticks) * qtyUnit, inst.quantityPrecision);
  /** Deeper levels rest larger orders, as real books do. */
  const levelSize = (depth: number, ticks: bigint): string =>
    quantityFor(options.dollar * 1500 * (1 + depth / 40) * Math.exp(rng.normal() * 0.6), ticks);
  /** Gaps widen with depth so 220 levels reach about 1–2 % from the mid. */
  const gapAt = (depth: number): bigint =>
    BigInt(Math.max(1, Math.round(gap * (1 + depth / 60) * (0.5 + rng.next()))));

  const insert = (list: Quote[], quote: Quote, side: Side): void => {
    const better = (a: bigint, b: bigint): boolean => (side === 'Buy' ? a > b : a < b);
    let i = list.length;
    while (i > 0 && better(quote.ticks, (list[i - 1] as Quote).ticks)) i -= 1;
    list.splice(i, 0, quote);
  };

  const place = (side: Side, ticks: bigint, depth: number): void => {
    if (ticks <= 0n) return;
    const result = engine.placeOrder(accountId, {
      symbol_id: inst.symbolId,
      side,
      type: 'LIMIT',
      price: formatFixed(ticks * tick, inst.pricePrecision),
      quantity: levelSize(depth, ticks),
      // No client id: makers never retry, and an empty id is not indexed by the engine.
      client_order_id: '',
    });
    // An order that filled at once (it met someone else's resting order) is not part of the ladder.
    if (!result.ok || GONE.has(result.value.status)) return;
    sideOf.set(result.value.orderId, side);
    insert(side === 'Buy' ? bids : asks, { orderId: result.value.orderId, ticks }, side);
  };

  const cancel = (quote: Quote): void => {
    engine.cancelOrder(accountId, { orderId: quote.orderId });
    forget(quote.orderId);
  };
  const forget = (orderId: string): void => {
    const side = sideOf.get(orderId);
    if (side === undefined) return;
    sideOf.delete(orderId);
    const list = side === 'Buy' ? bids : asks;
    const i = list.findIndex((q) => q.orderId === orderId);
    if (i >= 0) list.splice(i, 1);
  };

  const topUp = (side: Side): void => {
    const list = side === 'Buy' ? bids : asks;
    while (list.length < TARGET_LEVELS) {
      const worst = list[list.length - 1];
      if (worst === undefined) return;
      const step = gapAt(list.length);
      const ticks = side === 'Buy' ? worst.ticks - step : worst.ticks + step;
      if (ticks <= 0n) return;
      const before = list.length;
      place(side, ticks, list.length);
      if (list.length === before) return; // refused or filled: try again next step
    }
    while (list.length > MAX_LEVELS) cancel(list[list.length - 1] as Quote);
  };

  /** Fills the space between the wanted top and the current best with up to MAX_TOP_FILL levels. */
  const fillTop = (side: Side, wanted: bigint): void => {
    const list = side === 'Buy' ? bids : asks;
    const best = list[0]?.ticks;
    let ticks = wanted;
    for (let n = 0; n < MAX_TOP_FILL; n += 1) {
      if (best !== undefined && (side === 'Buy' ? ticks <= best : ticks >= best)) return;
      place(side, ticks, n);
      const step = gapAt(n);
      ticks = side === 'Buy' ? ticks - step : ticks + step;
    }
  };

  const halfSpread = BigInt(Math.max(1, Math.ceil(gap / 2)));
  const ladder: Ladder = {
    gap,
    seed(mid) {
      const m = BigInt(mid);
      if (bids.length === 0) place('Buy', m - halfSpread, 0);
      if (asks.length === 0) place('Sell', m + halfSpread, 0);
      topUp('Buy');
      topUp('Sell');
    },
    step(mid) {
      const m = BigInt(mid);
      const wantBid = m - halfSpread;
      const wantAsk = m + halfSpread;
      // Cancel first whatever the new quotes would cross, so the makers never trade with themselves.
      while (asks[0] !== undefined && asks[0].ticks <= wantBid) cancel(asks[0]);
      while (bids[0] !== undefined && bids[0].ticks >= wantAsk) cancel(bids[0]);
      fillTop('Buy', wantBid);
      fillTop('Sell', wantAsk);
      // Re-size one level near the top: the small, constant churn of a live book.
      const list = rng.chance(0.5) ? bids : asks;
      const quote = list[rng.int(0, Math.min(9, list.length - 1))];
      if (quote !== undefined) {
        engine.modifyOrder(accountId, {
          order_id: quote.orderId,
          quantity: levelSize(rng.int(0, 9), quote.ticks),
        });
      }
      topUp('Buy');
      topUp('Sell');
    },
    onOrder(order) {
      if (GONE.has(order.status)) forget(order.orderId);
    },
    bestBid: () => bids[0]?.ticks,
    bestAsk: () => asks[0]?.ticks,
    quantityFor,
    levels: () => ({ bids: bids.length, asks: asks.length }),
  };
  return ladder;
}
