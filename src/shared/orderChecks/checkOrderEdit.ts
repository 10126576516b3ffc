/**
 * The edit checks of spec 000 §5 ("Edit checks") for one field edited in place (spec 000 §4
 * "Editing"), in this order:
 *
 * 1. An empty value closes the editor: nothing to send.
 * 2. A leveraged order on a non-unified account cannot be edited (`modifyLeverageErrorTips`).
 * 3. The value is a plain decimal (`invalidNumber`); the same value as the order's closes the editor.
 * 4. Quantity: not less than what already executed (`modifyQtyLessTips` {executed, coin}), then the
 *    pair's bounds and step as a new order's. Trailing-stop and trailing-profit orders stop here: their
 *    edits validate quantity only, so their other fields need only be non-negative decimals.
 * 5. Price: at or above minPricePrecision, on the step; a trigger or activation price above it. The
 *    crossing hint is for an ordinary order's price: a plan's limit price rests only once triggered.
 *
 * An accepted edit carries its canonical value and, where spec 000 §4 asks for the hint dialog, what
 * to confirm: a price that crosses the market, a quantity equal to the executed quantity.
 */
import { formatFixed, parseFixed, type Fixed } from '../money/fixed';
import type { Order } from '../protocol/account';
import type { Instrument } from '../protocol/market';
import { crossesMarket } from '../chart/crossesMarket';
import type { OrderCheckReason, OrderFieldName } from './orderCheckTypes';
import { createFieldRules, isBlank, isRefusal, readField } from './readOrderField';

/** The field being edited, by its name on the order. */
export type OrderEditField =
  'price' | 'quantity' | 'triggerPrice' | 'activationPrice' | 'trailingPercentage' | 'trailingValue';

export interface OrderEdit {
  order: Pick<
    Order,
    | 'side'
    | 'planType'
    | 'isLeverage'
    | 'executedQty'
    | 'price'
    | 'origQty'
    | 'triggerPrice'
    | 'activationPrice'
    | 'trailingPercentage'
    | 'trailingValue'
  >;
  field: OrderEditField;
  /** As typed. */
  value: string;
}

export interface OrderEditContext {
  instrument: Instrument;
  isUnified: boolean;
  /** The last price, for the crossing hint; "" when none yet. */
  lastPrice: string;
}

export type OrderEditReason =
  | 'modifyLeverageErrorTips'
  | 'modifyQtyLessTips'
  | Extract<
      OrderCheckReason,
      | 'invalidNumber'
      | 'priceBelowMin'
      | 'triggerPriceBelowMin'
      | 'notOnStep'
      | 'quantityBelowMin'
      | 'quantityAboveMax'
    >;

export type OrderEditVerdict =
  /** Empty or unchanged: close the editor, send nothing. */
  | { ok: true; change: 'none' }
  | { ok: true; change: 'modify'; value: string; confirm?: 'priceCrossesMarket' | 'quantityEqualsExecuted' }
  | { ok: false; reason: OrderEditReason; values?: Record<string, string> };

const current = (edit: OrderEdit): string => {
  const { order } = edit;
  return edit.field === 'quantity' ? order.origQty : order[edit.field];
};

const FIELD_NAMES: Record<'price' | 'triggerPrice' | 'activationPrice', OrderFieldName> = {
  price: 'price',
  triggerPrice: 'triggerPrice',
  activationPrice: 'activationPrice',
};

function refuse(reason: OrderEditReason, values?: Record<string, string>): OrderEditVerdict {
  return { ok: false, reason, ...(values ? { values } : {}) };
}

export function checkOrderEdit(edit: OrderEdit, context: OrderEditContext): OrderEditVerdict {
  const { order, field } = edit;
  const { instrument } = context;
  // 1–3. Empty, leveraged, readable, unchanged.
  if (isBlank(edit.value)) return { ok: true, change: 'none' };
  if (order.isLeverage && !context.isUnified) return refuse('modifyLeverageErrorTips');
  const value = parseFixed(edit.value);
  if (value === undefined) return refuse('invalidNumber');
  if (value === parseFixed(current(edit))) return { ok: true, change: 'none' };
  const accepted = (
    v: Fixed,
    confirm?: 'priceCrossesMarket' | 'quantityEqualsExecuted',
  ): OrderEditVerdict => ({
    ok: true,
    change: 'modify',
    value: formatFixed(v),
    ...(confirm ? { confirm } : {}),
  });
  const rules = createFieldRules(instrument);

  // 4. Quantity, for every order.
  if (field === 'quantity') {
    const executed = parseFixed(order.executedQty) ?? 0n;
    if (value < executed) {
      return refuse('modifyQtyLessTips', {
        executed: formatFixed(executed),
        coin: instrument.baseTokenName,
      });
    }
    const read = readField(edit.value, rules.quantity);
    if (isRefusal(read)) return refuse(read.reason as OrderEditReason, read.values);
    return accepted(read, read === executed ? 'quantityEqualsExecuted' : undefined);
  }
  const trailing = order.planType === 4 || order.planType === 5;
  if (trailing || field === 'trailingPercentage' || field === 'trailingValue') {
    return value < 0n ? refuse('invalidNumber') : accepted(value);
  }

  // 5. Prices.
  const rule = field === 'price' ? rules.price('price') : rules.trigger(FIELD_NAMES[field]);
  const read = readField(edit.value, rule);
  if (isRefusal(read)) return refuse(read.reason as OrderEditReason, read.values);
  // Only a resting order trades at once when its price crosses: a plan's limit price waits for its trigger.
  const crossing =
    field === 'price' &&
    order.planType === -1 &&
    crossesMarket(order.side, formatFixed(read), context.lastPrice);
  return accepted(read, crossing ? 'priceCrossesMarket' : undefined);
}
