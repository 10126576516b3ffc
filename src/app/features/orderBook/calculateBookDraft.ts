import type { OrderDraft } from '../orderForm';

/**
 * The order a click on a book row drafts: its price, and the quantity of every level from the best
 * price down to it (the row's cumulative base), on the opposite side — an ask is there to buy, a bid
 * to sell into.
 */
export function calculateBookDraft(
  symbol: string,
  row: { side: 'ask' | 'bid'; price: string; totalBase: string },
  at: number,
): OrderDraft {
  return {
    symbol,
    price: row.price,
    quantity: row.totalBase,
    side: row.side === 'ask' ? 'Buy' : 'Sell',
    source: 'book',
    at,
  };
}
