/** Where the order form's figures take their price: its own fields, or the market's last price. */
import type { OrderFields } from '../../../shared/orderChecks';
import { checksReadLastPrice } from '../../../shared/orderChecks';
import { hasLimitPrice } from './calculateSizeMode';

/**
 * The price the form's max and order value are figured at: the limit price, else a conditional
 * market order's trigger, else the last price (market, trailing stop, OCO).
 */
export function figuresPriceOf(
  fields: Pick<OrderFields, 'kind' | 'triggeredType' | 'price' | 'triggerPrice'>,
  lastPrice: string,
): string {
  if (hasLimitPrice(fields)) return fields.price;
  return fields.kind === 'conditional' ? fields.triggerPrice : lastPrice;
}

/**
 * Whether what the form shows or checks for this order moves with the last price (figuresPriceOf, the
 * checks' `checksReadLastPrice`). Otherwise it needs the price only once, to fill an empty price, and
 * the market's moves need not render it.
 */
export function formReadsLastPrice(fields: Pick<OrderFields, 'kind' | 'triggeredType'>): boolean {
  return checksReadLastPrice(fields.kind) || (!hasLimitPrice(fields) && fields.kind !== 'conditional');
}
