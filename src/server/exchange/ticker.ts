/**
 * The 24-hour ticker of a pair (spec 001 "Market ticker"): rolling stats over the last 24 hours of
 * 1-minute bars (history and live alike), the last trade's tick direction and the top of the book.
 * The window is cached until the pair trades or a minute rolls, because the gateway asks often and a
 * day of bars is 1440 rows.
 */
import type { BookLevel, Instrument, KlineRow, TickDirection, Ticker } from '../../shared/protocol';
import { formatFixed, mul, toFixed, type Fixed } from '../../shared/money/fixed';

const DAY_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

interface Window {
  prev24h: Fixed;
  prev1h: Fixed;
  high: Fixed;
  low: Fixed;
  volume: Fixed;
  turnover: Fixed;
  close: Fixed;
}

export interface TickerCache {
  version: number;
  window: Window | undefined;
}

export const newTickerCache = (): TickerCache => ({ version: -1, window: undefined });

export interface TickerInput {
  instrument: Instrument;
  now: number;
  version: number;
  lastTick: TickDirection;
  /** 1-minute rows oldest first with open < before, at most `limit`. */
  rows(limit: number, before: number): KlineRow[];
  lastPrice: string | undefined;
  /** Used before the pair's first trade and when it has no bars yet. */
  fallbackPrice: Fixed;
  book: { bids: BookLevel[]; asks: BookLevel[] };
  cache: TickerCache;
}

function windowOf(rows: KlineRow[], from: number, now: number): Window | undefined {
  const inDay = rows.filter((row) => row[0] >= from);
  const first = inDay[0];
  const last = inDay[inDay.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const hourAgo = inDay.find((row) => row[0] >= now - 3_600_000) ?? first;
  const w: Window = {
    prev24h: toFixed(first[1]),
    prev1h: toFixed(hourAgo[1]),
    high: toFixed(first[2]),
    low: toFixed(first[3]),
    volume: 0n,
    turnover: 0n,
    close: toFixed(last[4]),
  };
  for (const [, , high, low, close, volume] of inDay) {
    const h = toFixed(high);
    const l = toFixed(low);
    const v = toFixed(volume);
    if (h > w.high) w.high = h;
    if (l < w.low) w.low = l;
    w.volume += v;
    // Rows carry no turnover; volume × close is the usual approximation of a bar's value.
    w.turnover += mul(v, toFixed(close));
  }
  return w;
}

export function computeTicker(input: TickerInput): Ticker {
  const { instrument, now, cache } = input;
  const { pricePrecision: pp, quantityPrecision: qp, amountPrecision: ap } = input.instrument;
  if (cache.version !== input.version || cache.window === undefined) {
    const from = now - DAY_MS + MINUTE_MS;
    cache.window = windowOf(input.rows(1441, Number.POSITIVE_INFINITY), from, now);
    cache.version = input.version;
  }
  const w = cache.window;
  const last = input.lastPrice !== undefined ? toFixed(input.lastPrice) : (w?.close ?? input.fallbackPrice);
  const prev = w?.prev24h ?? last;
  // An integer: the change as a fraction × 10^6, truncated toward zero (bigint division does that).
  const pcntE6 = prev === 0n ? 0n : ((last - prev) * 1_000_000n) / prev;
  const price = (v: Fixed): string => formatFixed(v, pp);
  const [bid1Price = '', bid1Qty = ''] = input.book.bids[0] ?? [];
  const [ask1Price = '', ask1Qty = ''] = input.book.asks[0] ?? [];
  return {
    symbol: instrument.symbolId,
    lastPrice: price(last),
    lastTickDirection: input.lastTick,
    prevPrice24h: price(prev),
    price24hPcntE6: pcntE6.toString(),
    highPrice24h: price(w === undefined || last > w.high ? last : w.high),
    lowPrice24h: price(w === undefined || last < w.low ? last : w.low),
    prevPrice1h: price(w?.prev1h ?? last),
    volume24h: formatFixed(w?.volume ?? 0n, qp),
    turnover24h: formatFixed(w?.turnover ?? 0n, ap),
    bid1Price,
    bid1Qty,
    ask1Price,
    ask1Qty,
    timestampE6: `${now}000`,
  };
}
