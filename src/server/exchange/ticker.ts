/**
 * The 24-hour ticker of a pair (spec 001 "Market ticker"): rolling stats over the last 24 hours of
 * 1-minute bars (history and live alike), the last trade's tick direction and the top of the book.
 *
 * The gateway asks for every traded pair's ticker ten times a second, and a day of bars is 1440 rows.
 * Only the minute open now changes between two minute rolls, so the closed minutes of the window are
 * summed once per minute (and cached) and the open minute's bar is added to them on every call.
 */
import type { BookLevel, Instrument, KlineRow, TickDirection, Ticker } from '../../shared/protocol';
import { formatFixed, mul, toFixed, type Fixed } from '../../shared/money/fixed';
import type { Bar } from './candles';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

/** A 1-minute row in exact decimals (rows carry no turnover). */
type MinuteBar = Omit<Bar, 'turnover'>;

interface Window {
  prev24h: Fixed;
  /** The open of the first bar at or after an hour ago; undefined if no bar of the span is. */
  prev1h: Fixed | undefined;
  high: Fixed;
  low: Fixed;
  volume: Fixed;
  turnover: Fixed;
  close: Fixed;
}

/** The closed minutes of the window, for the window's bounds they were summed for. */
export interface TickerCache {
  key: string;
  closed: Window | undefined;
}

export const newTickerCache = (): TickerCache => ({ key: '', closed: undefined });

export interface TickerInput {
  instrument: Instrument;
  now: number;
  lastTick: TickDirection;
  /** 1-minute rows oldest first with open < before, at most `limit`. */
  rows(limit: number, before: number): KlineRow[];
  /** The row of the minute open now, if the pair is live. */
  openMinute: KlineRow | undefined;
  lastPrice: string | undefined;
  /** Used before the pair's first trade and when it has no bars yet. */
  fallbackPrice: Fixed;
  book: { bids: BookLevel[]; asks: BookLevel[] };
  cache: TickerCache;
}

const barOfRow = ([start, open, high, low, close, volume]: KlineRow): MinuteBar => ({
  start,
  open: toFixed(open),
  high: toFixed(high),
  low: toFixed(low),
  close: toFixed(close),
  volume: toFixed(volume),
});

/** Bars oldest first, summed; `hourAgo` is when the 1-hour change starts. */
function windowOf(bars: readonly MinuteBar[], hourAgo: number): Window | undefined {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const w: Window = {
    prev24h: first.open,
    prev1h: bars.find((bar) => bar.start >= hourAgo)?.open,
    high: first.high,
    low: first.low,
    volume: 0n,
    turnover: 0n,
    close: last.close,
  };
  for (const bar of bars) {
    if (bar.high > w.high) w.high = bar.high;
    if (bar.low < w.low) w.low = bar.low;
    w.volume += bar.volume;
    // Rows carry no turnover; volume × close is the usual approximation of a bar's value.
    w.turnover += mul(bar.volume, bar.close);
  }
  return w;
}

/** The window of the closed minutes then the open one, as if summed in one pass. */
function joined(closed: Window | undefined, open: Window | undefined): Window | undefined {
  if (closed === undefined || open === undefined) return closed ?? open;
  return {
    prev24h: closed.prev24h,
    prev1h: closed.prev1h ?? open.prev1h,
    high: open.high > closed.high ? open.high : closed.high,
    low: open.low < closed.low ? open.low : closed.low,
    volume: closed.volume + open.volume,
    turnover: closed.turnover + open.turnover,
    close: open.close,
  };
}

/**
 * The 24 h window: the 1440 bars opened after `now` − 24 h (the open minute's included). Which closed
 * bars are in it, and which of them starts the hour, depend only on the minute of `now` and on whether
 * `now` is exactly on it, so the closed part is summed once for each.
 */
function windowAt(input: TickerInput): Window | undefined {
  const { now, cache } = input;
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const from = now - DAY_MS + MINUTE_MS;
  const hourAgo = now - HOUR_MS;
  const key = `${minute}:${now === minute}`;
  if (cache.key !== key) {
    const closed = input
      .rows(1440, minute)
      .filter((row) => row[0] >= from)
      .map(barOfRow);
    cache.closed = windowOf(closed, hourAgo);
    cache.key = key;
  }
  const open = input.openMinute;
  const w = joined(cache.closed, open === undefined ? undefined : windowOf([barOfRow(open)], hourAgo));
  // No bar in the last hour (a pair not live yet): the hour's change starts where the day's does.
  return w === undefined ? undefined : { ...w, prev1h: w.prev1h ?? w.prev24h };
}

export function computeTicker(input: TickerInput): Ticker {
  const { instrument, now } = input;
  const { pricePrecision: pp, quantityPrecision: qp, amountPrecision: ap } = input.instrument;
  const w = windowAt(input);
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
