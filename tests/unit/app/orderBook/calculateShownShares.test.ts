import { describe, expect, it } from 'vitest';
import { calculateShownShares } from '../../../../src/app/features/orderBook/calculateShownShares';
import type { BookRowView } from '../../../../src/shared/protocol';

/** Rows best first from [totalBase, depth] pairs; the other fields do not matter here. */
const rows = (...levels: [string, number][]): BookRowView[] =>
  levels.map(([totalBase, depth]) => ({ price: '1', size: '1', totalBase, totalQuote: '1', depth }));

describe('calculateShownShares', () => {
  it('takes the buy/sell ratio over the rows shown, summing to 100.00', () => {
    // bids 3.75 vs asks 1.5: 3.75 / 5.25 = 71.428…% → 71.43, the rest 28.57
    const bids = rows(['1.5', 0.4], ['3.75', 1]);
    const asks = rows(['0.5', 0.13], ['1.5', 0.4]);
    expect(calculateShownShares(asks, bids)).toMatchObject({ buyRatio: '71.43', sellRatio: '28.57' });
    // One row a side shown: 1.5 vs 0.5 → 75.00 / 25.00
    expect(calculateShownShares(asks.slice(0, 1), bids.slice(0, 1))).toMatchObject({
      buyRatio: '75.00',
      sellRatio: '25.00',
    });
    // Thirds round half up and still sum to 100: 1 vs 2 → 33.33 + 66.67
    expect(calculateShownShares(rows(['2', 1]), rows(['1', 0.5]))).toMatchObject({
      buyRatio: '33.33',
      sellRatio: '66.67',
    });
  });

  it('scales the depth bars so the deepest row shown spans its row', () => {
    // The view's fractions were of a larger side over more rows: the deepest shown was 0.8.
    expect(calculateShownShares(rows(['1', 0.5]), rows(['1', 0.4], ['2', 0.8])).depthScale).toBe(1 / 0.8);
    // All rows sent are shown: nothing to scale.
    expect(calculateShownShares(rows(['1', 1]), rows(['1', 0.4])).depthScale).toBe(1);
  });

  it('handles empty sides', () => {
    expect(calculateShownShares([], rows(['2', 1]))).toEqual({
      depthScale: 1,
      buyRatio: '100.00',
      sellRatio: '0.00',
    });
    expect(calculateShownShares([], [])).toEqual({ depthScale: 1, buyRatio: '50.00', sellRatio: '50.00' });
  });
});
