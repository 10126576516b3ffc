import type { OrderFields } from '../../../shared/orderChecks';
import { calculateAmountOf } from './calculateLinkedSize';
import { calculateSizeMode, hasLimitPrice } from './calculateSizeMode';
import { figuresPriceOf } from './figuresPrice';

/**
 * The order's value in quote as the form shows it: the amount of an order sized in quote or at one
 * limit price; for a sell at market, an estimate (the quantity at the trigger price of a conditional
 * order, else at the last price); "" where one value cannot be known (an OCO of two limits).
 */
export function calculateFormValue(
  fields: OrderFields,
  lastPrice: string,
  amountPrecision: number,
): { value: string; estimate: boolean } {
  const mode = calculateSizeMode(fields);
  if (mode === 'amount') return { value: fields.amount, estimate: false };
  if (mode === 'both' && hasLimitPrice(fields)) return { value: fields.amount, estimate: false };
  if (fields.kind === 'oco') return { value: '', estimate: false };
  return {
    value: calculateAmountOf(fields.quantity, figuresPriceOf(fields, lastPrice), amountPrecision),
    estimate: true,
  };
}
