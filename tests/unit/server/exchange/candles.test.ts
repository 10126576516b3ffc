import { describe, expect, it } from 'vitest';
import type { Candle, KlineInterval, PublicTrade } from '../../../../src/shared/protocol';
import { KLINE_INTERVALS } from '../../../../src/shared/protocol';
import { formatFixed, mul, toFixed } from '../../../../src/shared/money/fixed';
import type { ExchangeEvent } from '../../../../src/server/exchange/types';
import { buildInstruments, startPriceOf } from '../../../../src/server/exchange/instruments';
import { createHistory } from '../../../../src/server/exchange/history';
import { createCandleStore } from '../../../../src/server/exchange/candles';
import { bucketStart, nextBucket, prevBucket } from '../../../../src/server/exchange/intervals';
import { createManualTime } from '../../../../src/server/exchange/manualTime';

const DAY = 86_400_000;

describe('bucket edges', () => {
  const t = Date.UTC(2025, 0, 15, 12, 34, 56, 789); // a Wednesday
  it('aligns fixed intervals to the epoch', () => {
    expect(bucketStart('1s', t)).toBe(Date.UTC(2025, 0, 15, 12, 34, 56));
    expect(bucketStart('1m', t)).toBe(Date.UTC(2025, 0, 15, 12, 34));
    expect(bucketStart('15m', t)).toBe(Date.UTC(2025, 0, 15, 12, 30));
    expect(bucketStart('4h', t)).toBe(Date.UTC(2025, 0, 15, 12));
    expect(bucketStart('1d', t)).toBe(Date.UTC(2025, 0, 15));
    expect(bucketStart('1s', Date.UTC(2025, 0, 15, 12, 34, 57))).toBe(Date.UTC(2025, 0, 15, 12, 34, 57));
  });
  it('opens weeks on Monday 00:00 UTC and months on the 1st', () => {
    expect(bucketStart('1w', t)).toBe(Date.UTC(2025, 0, 13));
    expect(new Date(bucketStart('1w', t)).getUTCDay()).toBe(1);
    expect(bucketStart('1w', Date.UTC(2025, 0, 13))).toBe(Date.UTC(2025, 0, 13));
    expect(bucketStart('1w', Date.UTC(2025, 0, 12, 23, 59, 59, 999))).toBe(Date.UTC(2025, 0, 6));
    expect(nextBucket('1w', Date.UTC(2025, 0, 13))).toBe(Date.UTC(2025, 0, 20));
    expect(bucketStart('1M', t)).toBe(Date.UTC(2025, 0, 1));
    expect(nextBucket('1M', Date.UTC(2025, 0, 1))).toBe(Date.UTC(2025, 1, 1));
    expect(nextBucket('1M', Date.UTC(2024, 11, 1))).toBe(Date.UTC(2025, 0, 1));
    expect(prevBucket('1M', Date.UTC(2024, 2, 1))).toBe(Date.UTC(2024, 1, 1));
  });
});

/** A minimal engine face: the candle store only listens for trades and reads the top of the book. */
function fakeEngine() {
  const listeners = new Set<(e: ExchangeEvent) => void>();
  let last: string | undefined;
  let n = 0;
  return {
    engine: {
      subscribe(listener: (e: ExchangeEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      book: () => ({ bids: [['96999.99', '1.5']], asks: [['97000.01', '2']], seq: 1 }) as never,
      lastPrice: () => last,
    },
    trade(price: string, qty: string, time: number, side: 'Buy' | 'Sell' = 'Buy') {
      last = price;
      n += 1;
      const trade: PublicTrade = {
        execId: `${n}`,
        symbol: 'BTCUSDT',
        execPrice: price,
        execQty: qty,
        execTime: time,
        side,
        tickDirection: side === 'Buy' ? 'PlusTick' : 'MinusTick',
        tradeType: 'Normal',
      };
      for (const listener of listeners) listener({ type: 'trade', trade });
    },
  };
}

function setup(start: number, seed = 3) {
  const time = createManualTime(start);
  const instruments = buildInstruments(start, 12);
  const startPrice = (id: string) => startPriceOf(id) ?? 1n;
  const history = createHistory({ seed, startTime: start, instruments, startPrice });
  const fake = fakeEngine();
  const store = createCandleStore({
    engine: fake.engine,
    instruments,
    clock: time.clock,
    startTime: start,
    history,
    startPrice,
  });
  return { time, store, fake, history };
}

describe('live candles from trades', () => {
  // Sunday 23:59:58.500 UTC on the last day of a month: the next 2 s cross 1s, 1m, 1d, 1w and 1M edges.
  const start = Date.UTC(2025, 7, 31, 23, 59, 58, 500);

  it('builds OHLCV per bucket and rolls every interval at its edge', () => {
    const { time, store, fake } = setup(start);
    const seen: Candle[] = [];
    store.onCandle((c) => seen.push(c));
    fake.trade('97010.00', '0.5', start);
    time.advance(200);
    fake.trade('96990.00', '0.25', start + 200);
    const bar = store.current('BTCUSDT', '1s');
    expect(bar).toMatchObject({
      start: Date.UTC(2025, 7, 31, 23, 59, 58),
      open: '97000.00',
      high: '97010.00',
    });
    expect(bar).toMatchObject({ low: '96990.00', close: '96990.00', volume: '0.750000', confirm: false });
    expect(bar.end).toBe(bar.start + 999);
    expect(toFixed(bar.turnover)).toBe(toFixed('72752.5'));

    time.advance(1300); // 00:00:00.000 on Monday, the 1st
    const t = start + 1500;
    fake.trade('97100.00', '1', t);
    for (const interval of ['1s', '1m', '1d', '1w', '1M'] as KlineInterval[]) {
      const now = store.current('BTCUSDT', interval);
      expect(now.start, interval).toBe(t);
      expect(now.open, interval).toBe('96990.00');
      expect(now.close, interval).toBe('97100.00');
      const confirmed = seen.filter((c) => c.symbol === 'BTCUSDT' && c.interval === interval && c.confirm);
      expect(confirmed.at(-1)?.close, interval).toBe('96990.00');
      expect(confirmed.at(-1)?.end, interval).toBe(t - 1);
    }
    // 1w opens Monday, so the Sunday bar before it was the week of Monday 25 Aug.
    expect(seen.find((c) => c.symbol === 'BTCUSDT' && c.interval === '1w' && c.confirm)?.start).toBe(
      Date.UTC(2025, 7, 25),
    );
    expect(seen.find((c) => c.symbol === 'BTCUSDT' && c.interval === '1M' && c.confirm)?.start).toBe(
      Date.UTC(2025, 7, 1),
    );
    // Midnight ends every bar up to the day, the 4-hour one included.
    expect(store.current('BTCUSDT', '4h').start).toBe(t);
  });

  it('tells a listener with an interest only about the series it wants, and the rest as before', () => {
    const { time, store, fake } = setup(start);
    const wanted: Candle[] = [];
    const all: Candle[] = [];
    store.onCandle(
      (c) => wanted.push(c),
      (symbol, interval) => symbol === 'BTCUSDT' && interval === '1m',
    );
    store.onCandle((c) => all.push(c));
    fake.trade('97010.00', '0.5', start);
    time.advance(2_000);
    fake.trade('97020.00', '0.5', start + 2_000);
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.every((c) => c.symbol === 'BTCUSDT' && c.interval === '1m')).toBe(true);
    expect(wanted).toEqual(all.filter((c) => c.interval === '1m'));
    expect(new Set(all.map((c) => c.interval)).size).toBeGreaterThan(1);
  });

  it('fills quiet buckets with flat bars and confirms them on tick', () => {
    const { time, store, fake } = setup(start);
    const seen: Candle[] = [];
    store.onCandle((c) => seen.push(c));
    fake.trade('97050.00', '0.1', start);
    time.advance(3_600);
    store.tick();
    const rows = store.klines('BTCUSDT', '1s', 5);
    expect(rows.map((r) => r[0])).toEqual(
      [0, 1, 2, 3, 4].map((k) => Date.UTC(2025, 7, 31, 23, 59, 58) + k * 1000),
    );
    expect(rows.map((r) => r[5])).toEqual(['0.100000', '0.000000', '0.000000', '0.000000', '0.000000']);
    expect(rows.slice(1).every((r) => r[1] === '97050.00' && r[2] === '97050.00')).toBe(true);
    const oneSecond = seen
      .filter((c) => c.symbol === 'BTCUSDT' && c.interval === '1s' && c.confirm)
      .map((c) => c.start);
    expect(oneSecond).toEqual([0, 1, 2, 3].map((k) => Date.UTC(2025, 7, 31, 23, 59, 58) + k * 1000));
  });

  it('computes a ticker over 24 h with an integer change and the top of the book', () => {
    const { time, store, fake } = setup(Date.UTC(2025, 0, 15, 12));
    time.advance(5_000);
    fake.trade('98000.00', '2', time.now(), 'Buy');
    const ticker = store.ticker('BTCUSDT');
    expect(ticker.lastPrice).toBe('98000.00');
    expect(ticker.lastTickDirection).toBe('PlusTick');
    expect(ticker.price24hPcntE6).toMatch(/^-?\d+$/);
    const prev = toFixed(ticker.prevPrice24h);
    expect(BigInt(ticker.price24hPcntE6)).toBe(((toFixed('98000') - prev) * 1_000_000n) / prev);
    expect(toFixed(ticker.highPrice24h)).toBeGreaterThanOrEqual(toFixed('98000'));
    expect(toFixed(ticker.lowPrice24h)).toBeLessThanOrEqual(toFixed(ticker.lastPrice));
    expect(toFixed(ticker.volume24h)).toBeGreaterThan(toFixed('2'));
    expect([ticker.bid1Price, ticker.bid1Qty, ticker.ask1Price, ticker.ask1Qty]).toEqual([
      '96999.99',
      '1.5',
      '97000.01',
      '2',
    ]);
    expect(ticker.timestampE6).toBe(`${time.now()}000`);
  });
});

/**
 * The 24 h figures summed in one pass over the store's own 1-minute rows, as a reader of the klines
 * would: the 1440 latest bars (the open one included), the hour from the 60th latest.
 */
function tickerFromRows(store: ReturnType<typeof setup>['store'], lastPrice: string) {
  // Two pages: the klines answer 1000 rows at most.
  const newer = store.klines('BTCUSDT', '1m', 1000);
  const older = store.klines('BTCUSDT', '1m', 440, newer[0]?.[0]);
  const rows = [...older, ...newer];
  expect(rows).toHaveLength(1440);
  const [first, hourAgo] = [rows[0], rows.at(-60)];
  const last = toFixed(lastPrice);
  if (first === undefined || hourAgo === undefined) throw new Error('no rows');
  let high = last;
  let low = last;
  let volume = 0n;
  let turnover = 0n;
  for (const [, , h, l, close, v] of rows) {
    if (toFixed(h) > high) high = toFixed(h);
    if (toFixed(l) < low) low = toFixed(l);
    volume += toFixed(v);
    turnover += mul(toFixed(v), toFixed(close));
  }
  return {
    prevPrice24h: formatFixed(toFixed(first[1]), 2),
    prevPrice1h: formatFixed(toFixed(hourAgo[1]), 2),
    highPrice24h: formatFixed(high, 2),
    lowPrice24h: formatFixed(low, 2),
    volume24h: formatFixed(volume, 6),
    turnover24h: formatFixed(turnover, 8),
  };
}

describe('the 24 h ticker', () => {
  it('sums its window once a minute and still matches a full pass after every trade and roll', () => {
    // 12:58:20: the next minutes cross the hour, and one read lands exactly on a minute.
    const start = Date.UTC(2025, 0, 15, 12, 58, 20);
    const { time, store, fake } = setup(start);
    const btc = buildInstruments(start, 12).find((i) => i.symbolId === 'BTCUSDT');
    expect([btc?.pricePrecision, btc?.quantityPrecision, btc?.amountPrecision]).toEqual([2, 6, 8]);
    // Steps in ms, with a trade after each: inside a minute, onto an edge exactly, across the hour.
    const steps = [1_000, 15_000, 24_000, 0, 1, 30_000, 29_999, 1, 45_000, 60_000, 7_000, 120_000];
    let price = 97_000;
    steps.forEach((step, i) => {
      time.advance(step);
      price += (i % 3 === 0 ? -37 : 53) * (i + 1);
      const traded = `${price}.00`;
      fake.trade(traded, `0.${i + 1}25`, time.now(), i % 2 === 0 ? 'Buy' : 'Sell');
      expect(store.ticker('BTCUSDT'), `after step ${i}`).toMatchObject(tickerFromRows(store, traded));
      // A second read in the same minute, without a trade, is the same figures.
      expect(store.ticker('BTCUSDT')).toMatchObject(tickerFromRows(store, traded));
    });
    // The minute rolls with no trade: the closed minutes are summed anew.
    time.advance(61_000);
    expect(store.ticker('BTCUSDT')).toMatchObject(tickerFromRows(store, `${price}.00`));
  });
});

describe('history and the seam with live bars', () => {
  const start = Date.UTC(2025, 0, 15, 12, 7, 30, 250);

  it('is deterministic for a seed, and differs for another', () => {
    const a = setup(start, 11).store.klines('ETHUSDT', '15m', 300, start - DAY);
    const b = setup(start, 11).store.klines('ETHUSDT', '15m', 300, start - DAY);
    const c = setup(start, 12).store.klines('ETHUSDT', '15m', 300, start - DAY);
    expect(a).toHaveLength(300);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it.each(KLINE_INTERVALS.map((i) => [i]))(
    '%s: pages and the live bars join without gap or overlap',
    (interval) => {
      const { time, store, fake } = setup(start);
      time.advance(2_500);
      fake.trade('97123.45', '0.01', time.now());
      const latest = store.klines('BTCUSDT', interval, 40);
      const older = store.klines('BTCUSDT', interval, 40, latest[0]?.[0]);
      const rows = [...older, ...latest];
      expect(latest.at(-1)?.[0]).toBe(bucketStart(interval, time.now()));
      for (let k = 1; k < rows.length; k += 1) {
        const [prev, row] = [rows[k - 1], rows[k]];
        if (prev === undefined || row === undefined) throw new Error('row');
        expect(row[0], `${interval} row ${k}`).toBe(nextBucket(interval, prev[0]));
        expect(row[1], `${interval} open = previous close at ${k}`).toBe(prev[4]);
        for (const r of [row]) {
          const [o, h, l, c] = [r[1], r[2], r[3], r[4]].map(toFixed) as [bigint, bigint, bigint, bigint];
          expect(h >= o && h >= c && l <= o && l <= c && l > 0n).toBe(true);
        }
      }
      // The last history bar closes at the start price; the first live bar opens there.
      const seam = rows.findIndex((r) => r[0] === bucketStart(interval, start));
      expect(seam).toBeGreaterThan(0);
      expect(rows[seam - 1]?.[4]).toBe('97000.00');
      expect(rows[seam]?.[1]).toBe('97000.00');
      expect(rows.filter((r) => r[0] === bucketStart(interval, start))).toHaveLength(1);
    },
  );

  it('caps the limit at 1000 and returns nothing before the listing', () => {
    const { store } = setup(start);
    expect(store.klines('BTCUSDT', '1m', 5000)).toHaveLength(1000);
    expect(store.klines('BTCUSDT', '1d', 10, Date.UTC(2015, 0, 1))).toEqual([]);
    const all = store.klines('BTCUSDT', '1M', 1000);
    expect(all.length).toBeGreaterThan(40);
    expect(all.length).toBeLessThan(60);
  });

  it('has no history for a pair that opens in the future', () => {
    const { time, store, history } = setup(start);
    expect(store.klines('NOVAUSDT', '1m', 100)).toEqual([]);
    expect(history.rows('NOVAUSDT', '1d', 100, start)).toEqual([]);
    time.advance(2 * 3_600_000 + 60_000);
    store.tick();
    const rows = store.klines('NOVAUSDT', '1m', 100);
    expect(rows[0]?.[0]).toBe(bucketStart('1m', start + 2 * 3_600_000));
    expect(rows).toHaveLength(2);
  });
});
