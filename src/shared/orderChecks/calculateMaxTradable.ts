import {
  div,
  formatFixed,
  max,
  min,
  mul,
  parseFixed,
  roundToStep,
  unitOf,
  ZERO,
  type Fixed,
} from '../money/fixed';
import type { Side } from '../protocol/market';
import type { OrderContext } from './orderCheckTypes';

/** The most an order can be, as plain decimals; "" where it cannot be known yet. */
export interface MaxTradable {
  /** Base quantity, at the quantity precision. */
  quantity: string;
  /** Quote amount, at the amount precision. */
  amount: string;
}

const UNKNOWN: MaxTradable = { quantity: '', amount: '' };

/**
 * Spec 000 §5 "Max tradable amount" at `price` (the limit price, or the last price for a market order):
 * 1. A buy spends at most the quote available, and on an innovation or adventure pair with a known,
 *    limited quota at most what remains of it; the quantity is that ÷ price.
 * 2. A sell sells at most the base available; the amount is that × price.
 * Both round down to their precisions, so the maximum itself passes the balance check. A visitor, an
 * unknown balance or no usable price (for the side that needs it) gives "". The context's available
 * balances are whatever the account offers spot orders (the unified account's spot available
 * balance); leverage mode's total available amounts are not modelled here.
 */
export function calculateMaxTradable(side: Side, context: OrderContext, price: string): MaxTradable {
  if (context.viewer.kind === 'visitor') return UNKNOWN;
  const { instrument, quota } = context;
  const quantityUnit = unitOf(instrument.quantityPrecision);
  const amountUnit = unitOf(instrument.amountPrecision);
  const at = parseFixed(price);
  const usablePrice = at !== undefined && at > ZERO ? at : undefined;
  const down = (value: Fixed, unit: Fixed) => formatFixed(roundToStep(max(value, ZERO), unit, 'down'));

  if (side === 'Buy') {
    let spendable = parseFixed(context.quoteAvailable);
    if (spendable === undefined) return UNKNOWN;
    if (quota.kind === 'known' && quota.limit.trim() !== '-1') {
      const remain = parseFixed(quota.remainAmount);
      if (remain !== undefined) spendable = min(spendable, remain);
    }
    return {
      amount: down(spendable, amountUnit),
      quantity: usablePrice === undefined ? '' : down(div(max(spendable, ZERO), usablePrice), quantityUnit),
    };
  }
  const holding = parseFixed(context.baseAvailable);
  if (holding === undefined) return UNKNOWN;
  const quantity = roundToStep(max(holding, ZERO), quantityUnit, 'down');
  return {
    quantity: formatFixed(quantity),
    amount: usablePrice === undefined ? '' : down(mul(quantity, usablePrice), amountUnit),
  };
}
