/**
 * The most quote a plan buy can spend by its own fields, for the quota it holds from placement: its
 * amount when placed by value, else its quantity at the highest price it names (limit, trigger or a
 * leg's), or at the last price when it names none (a trailing stop).
 */
import type { CreatePlanOrderBody } from '../../../shared/protocol';
import { mul, parseFixed, type Fixed } from '../../../shared/money/fixed';

const PRICES = [
  'price',
  'trigger_price',
  'tp_trigger_price',
  'tp_limit_price',
  'sl_trigger_price',
  'sl_limit_price',
] as const;

export function planNotionalOf(body: CreatePlanOrderBody, lastPrice: string | undefined): Fixed | undefined {
  const quantity = parseFixed(body.quantity);
  if (quantity === undefined) return undefined;
  if (body.market_unit === 'quoteCoin') return quantity;
  let highest: Fixed | undefined;
  for (const name of PRICES) {
    const price = parseFixed(body[name]);
    if (price !== undefined && (highest === undefined || price > highest)) highest = price;
  }
  const price = highest ?? parseFixed(lastPrice);
  return price === undefined ? undefined : mul(price, quantity);
}
