/**
 * The order's value and the money behind it: the end of check 2 (the value within the pair's min and
 * max trade amount) and check 3 of spec 000 §5 (the balance of a non-unified account, then the quota
 * of an innovation or adventure pair).
 *
 * The value of an order sized by quantity is its price × quantity at each limit price it may execute
 * at (both limit legs of an OCO, as the exchange locks the larger); an order sized by amount is its
 * amount. A sell that executes at market has no value to check before it fills: its quantity was.
 */
import { max, mul, parseFixed, ZERO, type Fixed } from '../money/fixed';
import type { OrderContext, OrderRefusal } from './orderCheckTypes';
import type { ReadOrder } from './readOrderFields';
import { refuse, showDecimal, type FieldRules } from './readOrderField';

/** The limit prices the order may execute at, when it is sized by quantity. */
function limitPricesOf(order: ReadOrder): Fixed[] {
  if (order.size.by === 'amount') return [];
  if (order.price !== undefined) return [order.price];
  return [order.takeProfit?.limitPrice, order.stopLoss?.limitPrice].filter((p) => p !== undefined);
}

/** The end of check 2: the order's value at each of its limit prices is within the trade amounts. */
export function checkOrderValue(order: ReadOrder, rules: FieldRules): OrderRefusal | undefined {
  if (order.size.by === 'amount') return undefined;
  const quantity = order.size.quantity;
  for (const price of limitPricesOf(order)) {
    const value = mul(price, quantity);
    if (value < rules.minAmount) return refuse('amountBelowMin', 'quantity', rules.amountValues);
    if (value > rules.maxAmount) return refuse('amountAboveMax', 'quantity', rules.amountValues);
  }
  return undefined;
}

/** What the order holds while it waits: quote for a buy, base for a sell (as the exchange locks it). */
function neededOf(order: ReadOrder): Fixed {
  if (order.size.by === 'amount') return order.size.amount;
  const quantity = order.size.quantity;
  if (order.fields.side === 'Sell') return quantity;
  return limitPricesOf(order).reduce((most, price) => max(most, mul(price, quantity)), ZERO);
}

/**
 * Check 3. A non-unified account's available balance must cover what the order holds
 * (`balanceNotEnough`); a unified account's margin is the exchange's to judge. An unknown balance ("")
 * is not checked. Then a buy on a pair with a known, limited quota must fit what remains of it
 * (`innovateTradeFail`); an unknown quota is not checked.
 */
export function checkOrderFunds(order: ReadOrder, context: OrderContext): OrderRefusal | undefined {
  const { viewer, instrument, quota } = context;
  const side = order.fields.side;
  const needed = neededOf(order);
  if (viewer.kind === 'user' && !viewer.isUnified) {
    const buying = side === 'Buy';
    const available = parseFixed(buying ? context.quoteAvailable : context.baseAvailable);
    if (available !== undefined && needed > available) {
      const decimals = buying ? instrument.amountPrecision : instrument.quantityPrecision;
      return refuse('balanceNotEnough', order.size.by, {
        coin: buying ? instrument.quoteTokenName : instrument.baseTokenName,
        available: showDecimal(max(available, ZERO), decimals),
      });
    }
  }
  if (side === 'Buy' && quota.kind === 'known' && quota.limit.trim() !== '-1') {
    const remain = parseFixed(quota.remainAmount);
    if (remain !== undefined && needed > remain) {
      return refuse('innovateTradeFail', order.size.by, {
        remain: showDecimal(max(remain, ZERO), instrument.amountPrecision),
        coin: instrument.quoteTokenName,
      });
    }
  }
  return undefined;
}
