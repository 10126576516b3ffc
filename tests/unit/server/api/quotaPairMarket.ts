import type { createHarness } from './apiHarness';

/** The innovation pair the quota tests trade (its quota: 1000 USDT per account in the test exchange). */
export const QUOTA_PAIR = 'NEIROUSDT';

/**
 * A market on QUOTA_PAIR made by other accounts than the one under test (uta): a first trade at
 * 0.0018, then an ask at 0.0019 and a bid at 0.0017.
 */
export function makeQuotaPairMarket(h: ReturnType<typeof createHarness>): void {
  const place = (who: string, side: 'Buy' | 'Sell', price: string, quantity: string, id: string) =>
    h.exchange.engine.placeOrder(who, {
      symbol_id: QUOTA_PAIR,
      side,
      type: 'LIMIT',
      price,
      quantity,
      client_order_id: id,
    });
  place('acct-classic', 'Sell', '0.0018', '10000', 'm1');
  place('acct-demo', 'Buy', '0.0018', '10000', 'm2');
  place('acct-classic', 'Sell', '0.0019', '500000', 'm3');
  place('acct-classic', 'Buy', '0.0017', '500000', 'm4');
}
