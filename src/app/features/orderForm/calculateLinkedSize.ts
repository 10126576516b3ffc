import { div, formatFixed, parseFixed, ZERO } from '../../../shared/money/fixed';
import { calculateOrderValue } from '../../../shared/orderChecks';

/**
 * Quantity and order value follow each other through the limit price (exact decimals, never floats):
 * the value of a quantity (the checks' calculateOrderValue: price × quantity cut to the amount
 * precision), and the quantity a value buys, cut down to the quantity precision (never more than the
 * value pays for). "" when either side is empty, unreadable or the price is not above zero: the other
 * field is then left empty rather than showing a wrong figure.
 */
export function calculateAmountOf(quantity: string, price: string, amountPrecision: number): string {
  const p = parseFixed(price);
  if (p === undefined || p <= ZERO) return '';
  return calculateOrderValue(price, quantity, amountPrecision);
}

export function calculateQuantityOf(amount: string, price: string, quantityPrecision: number): string {
  const a = parseFixed(amount);
  const p = parseFixed(price);
  if (a === undefined || p === undefined || p <= ZERO || a < ZERO) return '';
  return formatFixed(div(a, p), quantityPrecision, 'down');
}
