import { describe, expect, it } from 'vitest';
import type { PublicTrade } from '../../../../src/shared/protocol';
import { toFixed } from '../../../../src/shared/money/fixed';
import { createExchange } from '../../../../src/server/exchange/createExchange';
import { createManualTime } from '../../../../src/server/exchange/manualTime';

function run(seed: number, rate: number, symbols: number, ms: number) {
  const time = createManualTime(Date.UTC(2025, 0, 15, 12));
  const exchange = createExchange({ clock: time.clock, scheduler: time.scheduler, seed, rate, symbols });
  const trades: PublicTrade[] = [];
  exchange.engine.subscribe((event) => {
    if (event.type === 'trade') trades.push(event.trade);
  });
  exchange.start();
  const afterStart = exchange.engine.instruments.map((i) => exchange.engine.book(i.symbolId, 1000));
  time.advance(ms);
  return { time, exchange, trades, afterStart };
}

/** Every pair but the one still waiting to open has a two-sided book (makers are exempt from side bans). */
const twoSided = (inst: { tradeStatus: number }): boolean => inst.tradeStatus !== 3;

describe('market activity', () => {
  it('seeds every two-sided book with 200+ levels a side at once and keeps it deep and uncrossed', () => {
    const { exchange, afterStart } = run(1, 5, 26, 20_000);
    exchange.engine.instruments.forEach((inst, k) => {
      const seeded = afterStart[k];
      const now = exchange.engine.book(inst.symbolId, 1000);
      for (const book of [seeded, now]) {
        if (book === undefined) throw new Error('book');
        if (twoSided(inst)) {
          expect(book.bids.length, inst.symbolId).toBeGreaterThanOrEqual(200);
          expect(book.asks.length, inst.symbolId).toBeGreaterThanOrEqual(200);
        }
        const bid = book.bids[0];
        const ask = book.asks[0];
        if (bid !== undefined && ask !== undefined) {
          expect(toFixed(bid[0]) < toFixed(ask[0]), inst.symbolId).toBe(true);
        }
        for (const [price, size] of [...book.bids, ...book.asks]) {
          expect(price).toMatch(/^\d+(\.\d+)?$/);
          expect(toFixed(size)).toBeGreaterThan(0n);
        }
      }
    });
    // The pair announced for later has no book until it opens.
    expect(exchange.engine.book('NOVAUSDT').bids).toEqual([]);
  });

  it('opens the announced pair at its onlineTime: no book before, quotes and trades after', () => {
    const { time, exchange, trades } = run(5, 0.05, 12, 60_000);
    const nova = exchange.engine.instrument('NOVAUSDT');
    if (nova === undefined) throw new Error('NOVAUSDT is in the first 12 pairs');
    expect(exchange.engine.book('NOVAUSDT').asks).toEqual([]);
    time.advance(nova.onlineTime - time.now() + 1);
    exchange.setRate(5);
    time.advance(30_000);
    const book = exchange.engine.book('NOVAUSDT', 1000);
    expect(book.bids.length).toBeGreaterThan(0);
    expect(book.asks.length).toBeGreaterThan(0);
    expect(trades.some((t) => t.symbol === 'NOVAUSDT' && t.execTime >= nova.onlineTime)).toBe(true);
    expect(trades.some((t) => t.symbol === 'NOVAUSDT' && t.execTime < nova.onlineTime)).toBe(false);
  });

  it.each([
    [1, 120_000],
    [10, 20_000],
    [50, 4_000],
  ])('trades at about rate %d per second per symbol', (rate, ms) => {
    const { exchange, trades } = run(2, rate, 3, ms);
    const perSymbol = trades.length / 3 / (ms / 1000);
    expect(perSymbol).toBeGreaterThan(rate * 0.7);
    expect(perSymbol).toBeLessThan(rate * 2);
    for (const inst of exchange.engine.instruments) {
      expect(trades.some((t) => t.symbol === inst.symbolId)).toBe(true);
    }
  });

  it('replays the same trades for the same seed, and others for another seed', () => {
    const shape = (trades: PublicTrade[]) =>
      trades.map((t) => [t.symbol, t.execPrice, t.execQty, t.side, t.execTime]);
    const a = run(7, 5, 6, 10_000).trades;
    const b = run(7, 5, 6, 10_000).trades;
    const c = run(8, 5, 6, 10_000).trades;
    expect(a.length).toBeGreaterThan(100);
    expect(shape(a)).toEqual(shape(b));
    expect(shape(a)).not.toEqual(shape(c));
  });

  it('sends no taker orders to a pair before it opens, nor to a banned side', () => {
    const { exchange, trades } = run(3, 5, 26, 20_000);
    expect(trades.some((t) => t.symbol === 'NOVAUSDT')).toBe(false);
    // Banned sides: nobody buys a buy-banned pair, nobody sells a sell-banned one (as taker).
    expect(trades.filter((t) => t.symbol === 'LUNCUSDT').every((t) => t.side === 'Sell')).toBe(true);
    expect(trades.filter((t) => t.symbol === 'USTCUSDT').every((t) => t.side === 'Buy')).toBe(true);
    exchange.setRate(0.001);
    expect(exchange.rate()).toBe(0.05);
    exchange.setRate(500);
    expect(exchange.rate()).toBe(50);
  });

  it('stops scheduling on stop', () => {
    const { time, exchange, trades } = run(4, 10, 2, 1_000);
    exchange.stop();
    const count = trades.length;
    time.advance(10_000);
    expect(trades.length).toBe(count);
    expect(time.pending()).toBe(0);
  });

  it('holds the market while paused: no trades, no depth changes, the book kept; resumes on unpause', () => {
    const { time, exchange, trades } = run(4, 50, 3, 2_000);
    let bookEvents = 0;
    exchange.engine.subscribe((event) => {
      if (event.type === 'book') bookEvents += 1;
    });
    const before = exchange.engine.book('BTCUSDT', 1000);
    expect(trades.length).toBeGreaterThan(0);

    exchange.setMarketPaused(true);
    expect(exchange.marketPaused()).toBe(true);
    const tradeCount = trades.length;
    time.advance(10_000);
    expect(trades.length).toBe(tradeCount);
    expect(bookEvents).toBe(0);
    expect(exchange.engine.book('BTCUSDT', 1000)).toEqual(before);
    exchange.setMarketPaused(true); // twice is once

    exchange.setMarketPaused(false);
    expect(exchange.marketPaused()).toBe(false);
    time.advance(2_000);
    // Rate 50 over 3 pairs for 2 s: about 300 taker orders and 300 maker steps.
    expect(trades.length - tradeCount).toBeGreaterThan(100);
    expect(bookEvents).toBeGreaterThan(100);
  });

  it('a pause survives stop and start, and unpausing a stopped market schedules nothing', () => {
    const { time, exchange, trades } = run(4, 10, 2, 1_000);
    exchange.setMarketPaused(true);
    exchange.stop();
    exchange.start();
    const count = trades.length;
    time.advance(5_000);
    expect(trades.length).toBe(count);
    exchange.stop();
    exchange.setMarketPaused(false);
    time.advance(5_000);
    expect(trades.length).toBe(count);
    expect(time.pending()).toBe(0);
    exchange.start();
    time.advance(5_000);
    expect(trades.length).toBeGreaterThan(count);
  });

  it('paused before the first start, the books are still seeded', () => {
    const time = createManualTime(Date.UTC(2025, 0, 15, 12));
    const exchange = createExchange({
      clock: time.clock,
      scheduler: time.scheduler,
      seed: 2,
      rate: 5,
      symbols: 2,
    });
    exchange.setMarketPaused(true);
    exchange.start();
    expect(exchange.engine.book('BTCUSDT', 1000).bids.length).toBeGreaterThanOrEqual(200);
    const seeded = exchange.engine.book('BTCUSDT', 1000);
    time.advance(5_000);
    expect(exchange.engine.book('BTCUSDT', 1000)).toEqual(seeded);
    exchange.stop();
  });

  it('keeps the live candles in step with the trades', () => {
    const { exchange, trades } = run(5, 10, 1, 30_000);
    const rows = exchange.candles.klines('BTCUSDT', '1s', 1000);
    const live = rows.filter((r) => r[0] >= exchange.startTime);
    const volume = live.reduce((sum, r) => sum + toFixed(r[5]), 0n);
    expect(volume).toBe(trades.reduce((sum, t) => sum + toFixed(t.execQty), 0n));
    expect(live.at(-1)?.[4]).toBe(trades.at(-1)?.execPrice);
  });
});

describe('exchange reference data', () => {
  it('opens the demo users, answers notices, quotas and the leveraged token', () => {
    const { exchange } = run(6, 1, 26, 5_000);
    for (const user of exchange.accounts) expect(exchange.engine.hasAccount(user.accountId)).toBe(true);
    expect(exchange.noticeBar().length).toBeGreaterThanOrEqual(2);
    expect(exchange.notice('NOVAUSDT')).toMatchObject({ noticeType: 1, nowTime: exchange.clock.now() });
    expect(exchange.notice('BTCUSDT')).toBeUndefined();

    const id = 'acct-classic';
    expect(exchange.quota(id, 'BTCUSDT')).toBeUndefined();
    expect(exchange.quota(id, 'NEIROUSDT')).toMatchObject({ limit: '20000', remainAmount: '20000.0000000' });
    expect(exchange.consumeQuota(id, 'NEIROUSDT', '1500.5')).toMatchObject({ ok: true });
    expect(exchange.quota(id, 'NEIROUSDT')?.remainAmount).toBe('18499.5000000');
    expect(exchange.quota('acct-uta', 'NEIROUSDT')?.remainAmount).toBe('20000.0000000');
    expect(exchange.consumeQuota(id, 'NEIROUSDT', '18500')).toMatchObject({
      ok: false,
      error: { code: 12208 },
    });
    expect(exchange.releaseQuota(id, 'NEIROUSDT', '99999')).toMatchObject({ ok: true });
    expect(exchange.quota(id, 'MOGUSDT')?.limit).toBe('5000');

    const lt = exchange.leveragedToken('BTC3LUSDT');
    expect(lt).toMatchObject({ st: 1, leverage: '3', underlying: 'BTC', minPurchase: '5' });
    const btcMove = Number(exchange.engine.lastPrice('BTCUSDT')) / 97000 - 1;
    expect(Number(lt?.nav) / 1.85 - 1).toBeCloseTo(3 * btcMove, 6);
    expect(exchange.leveragedToken('BTCUSDT')).toBeUndefined();
  });
});
