import type { OrderFields } from '../../../shared/orderChecks';
import { sizeByOf } from '../../../shared/orderChecks';

/**
 * How the form asks for the size of this order:
 * - `amount`: a buy that executes at market (market, a conditional with a market order, a trailing
 *   stop, an OCO with a market leg) is sized in quote (the checks' `sizeByOf`): its cost is known, its
 *   quantity is not;
 * - `both`: an order at one limit price, where quantity and order value follow each other through it;
 * - `quantity`: everything else (a sell at market, an OCO of two limit legs: two prices, no one value).
 */
export type SizeMode = 'quantity' | 'amount' | 'both';

export function calculateSizeMode(fields: OrderFields): SizeMode {
  if (sizeByOf(fields) === 'amount') return 'amount';
  return hasLimitPrice(fields) ? 'both' : 'quantity';
}

/** Whether the order has the one limit price of the `price` field (limit, stop-limit, conditional limit). */
export function hasLimitPrice(fields: Pick<OrderFields, 'kind' | 'triggeredType'>): boolean {
  return (
    fields.kind === 'limit' ||
    fields.kind === 'stopLimit' ||
    (fields.kind === 'conditional' && fields.triggeredType === 'LIMIT')
  );
}
