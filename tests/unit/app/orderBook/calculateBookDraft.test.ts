import { describe, expect, it } from 'vitest';
import { calculateBookDraft } from '../../../../src/app/features/orderBook/calculateBookDraft';

describe('calculateBookDraft', () => {
  it('drafts a buy from an ask and a sell from a bid, with the cumulative quantity', () => {
    expect(
      calculateBookDraft('BTCUSDT', { side: 'ask', price: '97001.20', totalBase: '0.350000' }, 5),
    ).toEqual({
      symbol: 'BTCUSDT',
      price: '97001.20',
      quantity: '0.350000',
      side: 'Buy',
      source: 'book',
      at: 5,
    });
    expect(calculateBookDraft('BTCUSDT', { side: 'bid', price: '96990', totalBase: '1.2' }, 6)).toMatchObject(
      {
        side: 'Sell',
        price: '96990',
        quantity: '1.2',
      },
    );
  });
});
