/** The order-book view calculator against hand-computed rows, totals, depth, ratio and spread. */
import { describe, expect, it } from 'vitest';
import { unpackBookSide } from '../../../../../src/shared/hub/packedBook';
import { calculateOrderBookView } from '../../../../../src/shared/hub/store/orderBookView';
import type { Instrument } from '../../../../../src/shared/protocol';

const instrument = { symbolId: 'BTCUSDT', quantityPrecision: 3, amountPrecision: 2 } as Instrument;

function wire(
  bids: [string, string][],
  asks: [string, string][],
  rows = 40,
  inst: Instrument | null = instrument,
) {
  return calculateOrderBookView({
    symbol: 'BTCUSDT',
    step: '0.1',
    rows,
    status: 'live',
    u: 7,
    book: { bids: new Map(bids), asks: new Map(asks) },
    instrument: inst ?? undefined,
  });
}

/** The view as the tab reads it: sides unpacked to rows. */
function view(...args: Parameters<typeof wire>) {
  const v = wire(...args);
  return { ...v, asks: unpackBookSide(v.asks), bids: unpackBookSide(v.bids) };
}

describe('order-book view', () => {
  // Insertion order is deliberately not price order: the view sorts.
  const bids: [string, string][] = [
    ['99.8', '2'],
    ['100.0', '1.5'],
    ['99.9', '0.25'],
  ];
  const asks: [string, string][] = [
    ['100.5', '1'],
    ['100.2', '0.5'],
  ];

  it('sorts best first and accumulates base and quote exactly', () => {
    const v = view(bids, asks);
    expect(v.asks.map((r) => [r.price, r.size, r.totalBase, r.totalQuote])).toEqual([
      ['100.2', '0.500', '0.500', '50.10'], // 100.2 × 0.5
      ['100.5', '1.000', '1.500', '150.60'], // + 100.5
    ]);
    expect(v.bids.map((r) => [r.price, r.size, r.totalBase, r.totalQuote])).toEqual([
      ['100.0', '1.500', '1.500', '150.00'],
      ['99.9', '0.250', '1.750', '174.98'], // 150 + 24.975 = 174.975 → half up
      ['99.8', '2.000', '3.750', '374.58'], // + 199.6
    ]);
    expect([v.bestBid, v.bestAsk, v.spread, v.u, v.status]).toEqual(['100.0', '100.2', '0.2', 7, 'live']);
  });

  it('depth is cumulative base over the larger side', () => {
    const v = view(bids, asks);
    // larger side: bids 3.75
    expect(v.bids.map((r) => r.depth)).toEqual([0.4, 0.466666, 1]);
    expect(v.asks.map((r) => r.depth)).toEqual([0.133333, 0.4]);
  });

  it('buy/sell ratio over the rows shown sums to 100.00', () => {
    // bids 3.75 vs asks 1.5: 3.75 / 5.25 = 71.428…% → 71.43, the rest 28.57
    expect([view(bids, asks).buyRatio, view(bids, asks).sellRatio]).toEqual(['71.43', '28.57']);
    // rows = 1: 1.5 vs 0.5 → 75.00 / 25.00
    const one = view(bids, asks, 1);
    expect([one.bids.length, one.asks.length, one.buyRatio, one.sellRatio]).toEqual([1, 1, '75.00', '25.00']);
    // thirds: 1 vs 2 → 33.33 + 66.67
    const thirds = view([['1.0', '1']], [['2.0', '2']]);
    expect([thirds.buyRatio, thirds.sellRatio]).toEqual(['33.33', '66.67']);
  });

  it('handles empty sides', () => {
    const noAsks = view(bids, []);
    expect([noAsks.asks, noAsks.bestAsk, noAsks.spread, noAsks.buyRatio, noAsks.sellRatio]).toEqual([
      [],
      '',
      '',
      '100.00',
      '0.00',
    ]);
    expect(noAsks.bids.at(-1)?.depth).toBe(1);
    const empty = view([], []);
    expect([empty.bestBid, empty.bestAsk, empty.spread, empty.buyRatio, empty.sellRatio]).toEqual([
      '',
      '',
      '',
      '50.00',
      '50.00',
    ]);
  });

  it('cuts to at most 40 rows and falls back to 8 decimals without an instrument', () => {
    const many: [string, string][] = Array.from({ length: 60 }, (_, i) => [`${1000 + i}.0`, '1']);
    const v = view([], many, 100, null);
    expect(v.asks).toHaveLength(40);
    expect(v.asks[0]).toMatchObject({ price: '1000.0', size: '1.00000000', totalQuote: '1000.00000000' });
    expect(v.asks[39]?.price).toBe('1039.0');
  });

  it('never uses exponent notation', () => {
    const packed = wire([['0.1', '0.00000001']], [['100000000000.0', '123456789']], 40, null);
    const text = JSON.stringify(packed);
    expect(text).not.toMatch(/\de[+-]?\d/i);
    expect(unpackBookSide(packed.asks)[0]?.totalQuote).toBe('12345678900000000000.00000000');
  });
});
