import { describe, expect, it } from 'vitest';
import { aggregate, bestBuckets } from '../../../../src/shared/book/depthBuckets';
import { toFixed } from '../../../../src/shared/money/fixed';

describe('depth buckets', () => {
  it('rounds asks up and bids down to the step', () => {
    const step = toFixed('10');
    const bids = aggregate(
      [
        ['101', '1'],
        ['109.99', '2'],
        ['111', '4'],
      ],
      step,
      'bids',
    );
    const asks = aggregate(
      [
        ['101', '1'],
        ['109.99', '2'],
        ['111', '4'],
      ],
      step,
      'asks',
    );
    expect([...bids.entries()]).toEqual([
      [toFixed('100'), toFixed('3')],
      [toFixed('110'), toFixed('4')],
    ]);
    expect([...asks.entries()]).toEqual([
      [toFixed('110'), toFixed('3')],
      [toFixed('120'), toFixed('4')],
    ]);
    expect(bestBuckets(bids, 'bids', 1)).toEqual([[toFixed('110'), toFixed('4')]]);
    expect(bestBuckets(asks, 'asks', 1)).toEqual([[toFixed('110'), toFixed('3')]]);
  });
});
