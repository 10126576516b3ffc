/**
 * The rules that turn one pushed order into an event for the user (spec 000 §4 "Notifications", 001 §4
 * "Open orders (push)" and "Plan, stop-limit and OCO orders (push)", 001 §8 "Order push notices").
 * Pure: the caller (accountState.ts) applies them to deltas only, never to a snapshot or the REST
 * reconcile, and never to an order it already saw end, so an old state or a retransmit fires nothing.
 *
 * - Filled → `filled`; Cancelled → `cancelled`; PartiallyFilledCanceled → `partiallyFilledCancelled`
 *   (the partial-completion message); PartiallyFilled → nothing; New → nothing (the tab that placed the
 *   order says so itself).
 * - A market order that ended with nothing filled → `marketFailed` (the engine ends a market order
 *   Cancelled when not one quantity step was fillable: a buy by value too small for one step at the
 *   best price). Its partial fill is `partiallyFilledCancelled`, its fill `filled`: market fills
 *   toast like any other and never open a notice dialog (the page shows toasts only).
 * - A post-only (LIMIT_MAKER) order that ended Cancelled without ever resting (unknown before, nothing
 *   filled, ended the moment it was made) → `postOnlyRefused`. The simulator refuses such an order in
 *   the answer to the placement and pushes nothing, so only another exchange's push fires this.
 * - A known open order whose price, quantity (or quote amount) or trigger changed → `modified`; a
 *   trailing plan's trigger follows the market by itself, so for trailing plans only its activation
 *   price, trailing distance or quantity count.
 * - Plans: Cancelled and Deactivated → `cancelled`; Rejected (its order could not be placed when it
 *   triggered) → `triggerRejected`; Triggered and Filled → nothing: the ordinary order it placed
 *   tells its own fill, and one fill must not toast twice.
 * - Orders of an iceberg or TWAP strategy → nothing.
 * Not produced by a spot simulator, so not here: cancelled by reduce-only, by margin over equity, a
 * future spread executed (001 §8); leveraged-token results travel on another topic (`lt_order`).
 */
import { PLAN_TYPE, type Order, type OrderEventKind } from '../../protocol';
import { parseFixed, toFixed } from '../../money/fixed';

export type OrderList = 'open' | 'plan';

const ORDER_FIELDS = ['price', 'origQty', 'amount'] as const;
const PLAN_FIELDS = [
  ...ORDER_FIELDS,
  'triggerPrice',
  'tpTriggerPrice',
  'tpLimitPrice',
  'slTriggerPrice',
  'slLimitPrice',
] as const;
const TRAILING_FIELDS = [
  'origQty',
  'amount',
  'activationPrice',
  'trailingPercentage',
  'trailingValue',
] as const;

const isTrailing = (order: Order): boolean =>
  order.planType === PLAN_TYPE.trailingStop || order.planType === PLAN_TYPE.trailingProfit;

/**
 * Compared as numbers, so "1.50" and "1.5" are one price; an empty field is zero. A field that is not
 * a decimal (the push schema checks these only as text) is compared as it is written.
 */
function same(a: string, b: string): boolean {
  const [x, y] = [parseFixed(a || '0'), parseFixed(b || '0')];
  return x === undefined || y === undefined ? a === b : x === y;
}

function changed(list: OrderList, known: Order, next: Order): boolean {
  const fields = list === 'open' ? ORDER_FIELDS : isTrailing(next) ? TRAILING_FIELDS : PLAN_FIELDS;
  return fields.some((field) => !same(known[field], next[field]));
}

const nothingFilled = (order: Order): boolean => toFixed(order.executedQty || '0') === 0n;

/**
 * The event a delta push of `next` means, given the open state the hub held (`known`, undefined when
 * the order was not open in the hub's view); `undefined` when it means none.
 */
export function orderEventOf(
  list: OrderList,
  known: Order | undefined,
  next: Order,
): OrderEventKind | undefined {
  if (next.specialTradeFrom === 'iceberg' || next.specialTradeFrom === 'twap') return undefined;
  switch (next.status) {
    case 'Filled':
      return list === 'open' ? 'filled' : undefined;
    case 'PartiallyFilledCanceled':
      return 'partiallyFilledCancelled';
    case 'Cancelled':
      if (list === 'open' && next.type === 'MARKET' && nothingFilled(next)) return 'marketFailed';
      if (
        list === 'open' &&
        next.type === 'LIMIT_MAKER' &&
        known === undefined &&
        nothingFilled(next) &&
        next.updatedTime === next.createdTime
      )
        return 'postOnlyRefused';
      return 'cancelled';
    case 'Deactivated':
      return 'cancelled';
    case 'Rejected':
      return list === 'plan' ? 'triggerRejected' : undefined;
    case 'New':
    case 'PartiallyFilled':
    case 'Untriggered':
      return known !== undefined && changed(list, known, next) ? 'modified' : undefined;
    case 'Triggered':
      return undefined;
  }
}
