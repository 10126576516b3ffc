/**
 * Recent trades of one symbol: the last 100 (spec 001 §9, "kept on the socket side"), oldest first.
 * A snapshot replaces them, deltas append, and a trade already held (same execId — a duplicated or
 * replayed frame) is dropped. Trades come often, so they are checked by hand, not with zod.
 */
import type { FeedStatus, Instrument, PublicTrade, TradeRowView, TradesView } from '../../protocol';
import { formatDecimal } from '../../format/formatDecimal';

export const TRADES_KEPT = 100;
export const TRADES_SHOWN = 40;
/** Spec 000 §3: display precisions when a symbol is unknown. */
const DEFAULT_PRICE_DECIMALS = 13;
const DEFAULT_QUANTITY_DECIMALS = 8;

const DECIMAL = /^\d{1,30}(?:\.\d{1,18})?$/;

export interface TradesRing {
  trades: PublicTrade[];
  ids: Set<string>;
}

export const createTradesRing = (): TradesRing => ({ trades: [], ids: new Set() });

function isTrade(value: unknown, symbol: string): value is PublicTrade {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.execId === 'string' &&
    t.execId.length > 0 &&
    t.execId.length <= 64 &&
    t.symbol === symbol &&
    typeof t.execPrice === 'string' &&
    DECIMAL.test(t.execPrice) &&
    typeof t.execQty === 'string' &&
    DECIMAL.test(t.execQty) &&
    typeof t.execTime === 'number' &&
    Number.isFinite(t.execTime) &&
    (t.side === 'Buy' || t.side === 'Sell')
  );
}

/** Checks a trades payload; `undefined` when any trade is malformed or for another symbol. */
export function parseTrades(data: unknown, symbol: string): PublicTrade[] | undefined {
  if (!Array.isArray(data) || data.length > 1_000) return undefined;
  for (const trade of data) if (!isTrade(trade, symbol)) return undefined;
  return data as PublicTrade[];
}

/** Applies checked trades; returns whether anything changed. */
export function applyTrades(ring: TradesRing, trades: readonly PublicTrade[], snapshot: boolean): boolean {
  let changed = snapshot;
  if (snapshot) {
    ring.trades = [];
    ring.ids.clear();
  }
  for (const trade of trades) {
    if (ring.ids.has(trade.execId)) continue;
    ring.trades.push(trade);
    ring.ids.add(trade.execId);
    changed = true;
  }
  if (ring.trades.length > TRADES_KEPT) {
    for (const old of ring.trades.splice(0, ring.trades.length - TRADES_KEPT)) ring.ids.delete(old.execId);
  }
  return changed;
}

export function calculateTradesView(
  symbol: string,
  ring: TradesRing | undefined,
  status: FeedStatus,
  instrument: Instrument | undefined,
): TradesView {
  const priceDecimals = instrument?.pricePrecision ?? DEFAULT_PRICE_DECIMALS;
  const qtyDecimals = instrument?.quantityPrecision ?? DEFAULT_QUANTITY_DECIMALS;
  const newest = (ring?.trades ?? []).slice(-TRADES_SHOWN).reverse();
  const trades: TradeRowView[] = newest.map((t) => ({
    id: t.execId,
    price: formatDecimal(t.execPrice, priceDecimals) ?? t.execPrice,
    qty: formatDecimal(t.execQty, qtyDecimals) ?? t.execQty,
    time: t.execTime,
    side: t.side,
  }));
  return { kind: 'trades', symbol, status, trades };
}
