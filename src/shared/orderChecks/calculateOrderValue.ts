import { formatFixed, mul, parseFixed, roundToStep, unitOf } from '../money/fixed';

/**
 * The order's value, price × quantity, exactly, then rounded down to and written with the pair's amount
 * precision (what the form shows beside the inputs; the checks compare the exact product). "" when either is empty,
 * not a plain decimal, or negative: there is no value to show yet.
 */
export function calculateOrderValue(price: string, quantity: string, amountPrecision: number): string {
  const p = parseFixed(price);
  const q = parseFixed(quantity);
  if (p === undefined || q === undefined || p < 0n || q < 0n) return '';
  return formatFixed(roundToStep(mul(p, q), unitOf(amountPrecision), 'down'), amountPrecision);
}
