/**
 * The 24-hour ticker of a pair (spec 001 "Market ticker"): rolling stats over the last 24 hours of
 * 1-minute bars (history and live alike), the last trade's tick direction and the top of the book.
 *
 * The gateway asks for every traded pair's ticker ten times a second, and a day of bars is 1440 rows.
 * Only the minute open now changes between two minute rolls, so the closed minutes of the window are
 * summed once a minute (and cached) and the open minute's bar is added to them on every call.
 */
import type { BookLevel, Instrument, KlineRow, TickDirection, Ticker } from '../../shared/protocol';
import { formatFixed, mul, toFixed, type Fixed } from '../../shared/money/fixed';
import type { Bar } from './candles';
import { bucketStart } from './intervals';

const MINUTE_MS = 60_000;
/** The 1-minute bars of the 24 h window, and of the 1 h change. */
const DAY_BARS = 1440;
const HOUR_BARS = 60;

/** A 1-minute row in exact decimals (rows carry no turnover). */
type MinuteBar = Omit<Bar, 'turnover'>;

interface Window {
  prev24h: Fixed;
  /** The open of the hour's first bar; undefined if that bar is not in the span summed. */
  prev1h: Fixed | undefined;
  high: Fixed;
  low: Fixed;
  volume: Fixed;
  turnover: Fixed;
  close: Fixed;
}

/** The closed minutes of the window, summed for the minute open at `minute`. */
export interface TickerCache {
  minute: number;
  closed: Window | undefined;
}

export const newTickerCache = (): TickerCache => ({ minute: Number.NaN, closed: undefined });

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

/**
 * Rows already read. History rows are shared by every exchange of the process (history.ts keeps them),
 * so a fresh exchange's first tickers read a day of rows per pair that another exchange has read.
 */
const barsRead = new WeakMap<KlineRow, MinuteBar>();

function barOfRow(row: KlineRow): MinuteBar {
  let bar = barsRead.get(row);
  if (bar === undefined) {
    const [start, open, high, low, close, volume] = row;
    bar = {
      start,
      open: toFixed(open),
      high: toFixed(high),
      low: toFixed(low),
      close: toFixed(close),
      volume: toFixed(volume),
    };
    barsRead.set(row, bar);
  }
  return bar;
}

/** Bars oldest first, summed; the hour's change starts at the bar opened at `hourFrom`, if it is here. */
function windowOf(bars: readonly MinuteBar[], hourFrom: number): Window | undefined {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const w: Window = {
    prev24h: first.open,
    prev1h: bars.find((bar) => bar.start === hourFrom)?.open,
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
 * The 24 h window: the DAY_BARS latest 1-minute bars, the open minute's included; the hour is the
 * HOUR_BARS latest. Its closed bars change only when the minute rolls, so they are summed once a minute.
 */
function windowAt(input: TickerInput): Window | undefined {
  const { now, cache } = input;
  const minute = bucketStart('1m', now);
  const hourFrom = minute - (HOUR_BARS - 1) * MINUTE_MS;
  if (cache.minute !== minute) {
    cache.closed = windowOf(input.rows(DAY_BARS - 1, minute).map(barOfRow), hourFrom);
    cache.minute = minute;
  }
  const open = input.openMinute;
  const w = joined(cache.closed, open === undefined ? undefined : windowOf([barOfRow(open)], hourFrom));
  // The pair has less than an hour of bars: the hour's change starts where the day's does.
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
