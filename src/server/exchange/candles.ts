/**
 * Live candles for every interval, built from the engine's trades and joined to the generated history.
 *
 * Each pair keeps, per interval, a contiguous run of bars from the live start bucket (the bucket holding
 * the process start) to the bucket open now; a bucket with no trade is a flat bar at the last close, so
 * the chart never shows a hole. Bars roll on trades, on reads and on `tick()` (the exchange calls it
 * every second so quiet pairs still confirm their bars on time).
 */
import type { Candle, Instrument, KlineInterval, KlineRow, TickDirection } from '../../shared/protocol';
import { KLINE_INTERVALS } from '../../shared/protocol';
import { formatFixed, mul, toFixed, type Fixed, type Price, type Quantity } from '../../shared/money/fixed';
import type { CandleSource, Clock, Engine } from './types';
import type { History } from './history';
import { bucketEnd, bucketStart, nextBucket, prevBucket } from './intervals';
import { computeTicker, newTickerCache, type TickerCache } from './ticker';

export interface Bar {
  start: number;
  open: Fixed;
  high: Fixed;
  low: Fixed;
  close: Fixed;
  volume: Fixed;
  turnover: Fixed;
}

/** Bars kept per interval: enough for four 500-row pages; 1 s keeps an hour. */
const DEFAULT_RETENTION = 2000;
const RETENTION_1S = 3600;
const MAX_LIMIT = 1000;

export interface CandleStoreOptions {
  engine: Pick<Engine, 'subscribe' | 'book' | 'lastPrice'>;
  instruments: readonly Instrument[];
  clock: Clock;
  /** When the live market starts: the first live bar of each interval holds it. */
  startTime: number;
  history: History;
  startPrice(symbolId: string): Fixed;
  /** Bars kept per interval before the oldest are dropped (default 2000, 3600 for 1s). */
  retention?: number;
}

export interface CandleStore extends CandleSource {
  /**
   * Called when a live candle changes, and at a bucket roll with the confirmed bar then the new one.
   * With `wants`, only for the series it accepts: every trade touches all 14 intervals of its pair, and
   * a candle nobody watches is not worth formatting.
   */
  onCandle(listener: (candle: Candle) => void, wants?: CandleInterest): () => void;
  /** Rolls every bar whose bucket has ended: call about once a second. */
  tick(): void;
  /** Stops listening to the engine. */
  dispose(): void;
}

/** Whether a listener cares about a pair's interval right now. */
export type CandleInterest = (symbolId: string, interval: KlineInterval) => boolean;

interface CandleListener {
  listener: (candle: Candle) => void;
  wants: CandleInterest | undefined;
}

interface Series {
  instrument: Instrument;
  interval: KlineInterval;
  bars: Bar[];
  /** Open time of the first live bar ever made; bars before `bars[0]` were dropped for memory. */
  firstStart: number;
}

interface PairLive {
  instrument: Instrument;
  series: Map<KlineInterval, Series>;
  lastTick: TickDirection;
  /** The ticker's sum of the closed minutes of its 24 h window. */
  tickerCache: TickerCache;
}

export function createCandleStore(options: CandleStoreOptions): CandleStore {
  const { clock, history } = options;
  const listeners = new Set<CandleListener>();
  const pairs = new Map<string, PairLive>();
  const { startTime } = options;
  for (const instrument of options.instruments) {
    pairs.set(instrument.symbolId, {
      instrument,
      series: new Map(),
      lastTick: 'ZeroPlusTick',
      tickerCache: newTickerCache(),
    });
  }
  const retentionOf = (interval: KlineInterval): number =>
    options.retention ?? (interval === '1s' ? RETENTION_1S : DEFAULT_RETENTION);

  const toCandle = (series: Series, bar: Bar, confirm: boolean): Candle => {
    const { quantityPrecision, amountPrecision, pricePrecision, symbolId } = series.instrument;
    return {
      symbol: symbolId,
      interval: series.interval,
      start: bar.start,
      end: bucketEnd(series.interval, bar.start),
      open: formatFixed(bar.open, pricePrecision),
      high: formatFixed(bar.high, pricePrecision),
      low: formatFixed(bar.low, pricePrecision),
      close: formatFixed(bar.close, pricePrecision),
      volume: formatFixed(bar.volume, quantityPrecision),
      turnover: formatFixed(bar.turnover, amountPrecision),
      confirm,
      timestamp: clock.now(),
    };
  };
  const emit = (series: Series, bar: Bar, confirm: boolean): void => {
    let candle: Candle | undefined;
    for (const { listener, wants } of listeners) {
      if (wants !== undefined && !wants(series.instrument.symbolId, series.interval)) continue;
      candle ??= toCandle(series, bar, confirm);
      listener(candle);
    }
  };
  const flat = (start: number, price: Fixed): Bar => ({
    start,
    open: price,
    high: price,
    low: price,
    close: price,
    volume: 0n,
    turnover: 0n,
  });

  /** The pair's series for an interval, made on first need once the pair is open. */
  const seriesOf = (pair: PairLive, interval: KlineInterval, t: number): Series | undefined => {
    let series = pair.series.get(interval);
    if (series !== undefined) return series;
    const opensAt = Math.max(startTime, pair.instrument.onlineTime);
    if (t < opensAt) return undefined;
    // A pair live from the start opens at the price its history closed at; a later one at the market.
    const symbolId = pair.instrument.symbolId;
    const last = options.engine.lastPrice(symbolId);
    const price =
      pair.instrument.onlineTime > startTime && last !== undefined
        ? toFixed(last)
        : options.startPrice(symbolId);
    const start = bucketStart(interval, opensAt);
    series = { instrument: pair.instrument, interval, bars: [flat(start, price)], firstStart: start };
    pair.series.set(interval, series);
    return series;
  };

  const roll = (series: Series, t: number): Bar => {
    let current = series.bars[series.bars.length - 1] as Bar;
    const retention = retentionOf(series.interval);
    while (t >= nextBucket(series.interval, current.start)) {
      emit(series, current, true);
      let start = nextBucket(series.interval, current.start);
      // After a long silence, skip straight to the bars that retention would keep anyway.
      const target = bucketStart(series.interval, t);
      if (series.interval !== '1M' && target - start > retention * (nextBucket(series.interval, 0) - 0)) {
        start = target;
        for (let k = 0; k < retention; k += 1) start = prevBucket(series.interval, start);
        // What came before is dropped, so the kept bars stay contiguous (reads fill the span flat).
        series.bars.length = 0;
      }
      current = flat(start, current.close);
      series.bars.push(current);
      if (t < nextBucket(series.interval, current.start)) emit(series, current, false);
    }
    // Drop the oldest bars in batches so trimming stays cheap.
    if (series.bars.length > retention * 1.25) series.bars.splice(0, series.bars.length - retention);
    return current;
  };

  const rollPair = (pair: PairLive, t: number): void => {
    for (const interval of KLINE_INTERVALS) {
      const series = seriesOf(pair, interval, t);
      if (series !== undefined) roll(series, t);
    }
  };

  const onTrade = (
    symbolId: string,
    price: Price,
    qty: Quantity,
    time: number,
    tick: TickDirection,
  ): void => {
    const pair = pairs.get(symbolId);
    if (pair === undefined) return;
    pair.lastTick = tick;
    // A trade before the opening time (should the engine allow one) is booked at the opening.
    const t = Math.max(time, pair.instrument.onlineTime, startTime);
    for (const interval of KLINE_INTERVALS) {
      const series = seriesOf(pair, interval, t);
      if (series === undefined) continue;
      const bar = roll(series, t);
      if (price > bar.high) bar.high = price;
      if (price < bar.low) bar.low = price;
      bar.close = price;
      bar.volume += qty;
      bar.turnover += mul(price, qty);
      emit(series, bar, false);
    }
  };

  const unsubscribe = options.engine.subscribe((event) => {
    if (event.type !== 'trade') return;
    const { trade } = event;
    onTrade(
      trade.symbol,
      toFixed(trade.execPrice),
      toFixed(trade.execQty),
      trade.execTime,
      trade.tickDirection,
    );
  });

  const rowOf = (series: Series, bar: Bar): KlineRow => {
    const { pricePrecision: pp, quantityPrecision: qp } = series.instrument;
    const f = (v: Fixed): string => formatFixed(v, pp);
    return [bar.start, f(bar.open), f(bar.high), f(bar.low), f(bar.close), formatFixed(bar.volume, qp)];
  };

  /** Rows oldest first with open < before, at most `limit`, history + dropped span + live bars. */
  const collect = (symbolId: string, interval: KlineInterval, limit: number, before: number): KlineRow[] => {
    const pair = pairs.get(symbolId);
    if (pair === undefined || limit <= 0) return [];
    const now = clock.now();
    rollPair(pair, now);
    const series = pair.series.get(interval);
    const live: KlineRow[] = [];
    let earliest = history.liveStart(interval);
    if (series !== undefined) {
      for (let i = series.bars.length - 1; i >= 0 && live.length < limit; i -= 1) {
        const bar = series.bars[i] as Bar;
        if (bar.start < before) live.push(rowOf(series, bar));
      }
      const oldest = series.bars[0] as Bar;
      // Bars dropped for memory come back flat at the oldest kept open, so the timeline has no hole.
      let start = prevBucket(interval, oldest.start);
      while (live.length < limit && start >= series.firstStart) {
        if (start < before) live.push(rowOf(series, flat(start, oldest.open)));
        start = prevBucket(interval, start);
      }
      earliest = Math.min(earliest, series.firstStart);
    }
    live.reverse();
    if (live.length >= limit) return live;
    const past = history.rows(symbolId, interval, limit - live.length, Math.min(before, earliest));
    return past.concat(live);
  };

  return {
    klines(symbolId, interval, limit, to) {
      const capped = Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit)));
      return collect(symbolId, interval, capped, to ?? Number.POSITIVE_INFINITY);
    },
    current(symbolId, interval) {
      const now = clock.now();
      const pair = pairs.get(symbolId);
      if (pair === undefined) throw new Error(`unknown symbol ${symbolId}`);
      rollPair(pair, now);
      const series = pair.series.get(interval);
      if (series === undefined) {
        // Not open yet: a flat bar at the price it will open at, for the chart's header.
        const stub: Series = { instrument: pair.instrument, interval, bars: [], firstStart: 0 };
        return toCandle(stub, flat(bucketStart(interval, now), options.startPrice(symbolId)), false);
      }
      return toCandle(series, series.bars[series.bars.length - 1] as Bar, false);
    },
    ticker(symbolId) {
      const pair = pairs.get(symbolId);
      if (pair === undefined) throw new Error(`unknown symbol ${symbolId}`);
      const now = clock.now();
      rollPair(pair, now);
      const minutes = pair.series.get('1m');
      const open = minutes?.bars[minutes.bars.length - 1];
      return computeTicker({
        instrument: pair.instrument,
        now,
        lastTick: pair.lastTick,
        rows: (limit, before) => collect(symbolId, '1m', limit, before),
        openMinute:
          minutes !== undefined && open !== undefined && open.start === bucketStart('1m', now)
            ? rowOf(minutes, open)
            : undefined,
        lastPrice: options.engine.lastPrice(symbolId),
        fallbackPrice: options.startPrice(symbolId),
        book: options.engine.book(symbolId, 1),
        cache: pair.tickerCache,
      });
    },
    onCandle(listener, wants) {
      const entry: CandleListener = { listener, wants };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    tick() {
      const now = clock.now();
      for (const pair of pairs.values()) rollPair(pair, now);
    },
    dispose: unsubscribe,
  };
}
