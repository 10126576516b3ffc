/**
 * The form's state and every change to it, as one pure reducer: what the trader typed (`OrderFields`,
 * the checks' input), which fields they have touched (a refusal is shown on a field once it was
 * edited, or on any field after a submit), and which size field they typed last (the other follows
 * it through the price).
 */
import {
  createBlankOrderFields,
  type FormOrderKind,
  type LegFields,
  type OrderFieldName,
  type OrderFields,
} from '../../../shared/orderChecks';
import type { Instrument, Side } from '../../../shared/protocol';
import { calculateAmountOf, calculateQuantityOf } from './calculateLinkedSize';
import { calculateSizeMode, hasLimitPrice } from './calculateSizeMode';

export interface OrderFormState {
  fields: OrderFields;
  /** The size field the trader set last; in `both` mode the other one follows it. */
  sizeSource: 'quantity' | 'amount';
  touched: readonly OrderFieldName[];
  /** A submit was tried since the last placed order: every refusal shows, touched or not. */
  submitted: boolean;
  /** The price was filled with the last price once already (spec: "on first use"). */
  prefilled: boolean;
}

export type TextField = Exclude<OrderFieldName, `${'takeProfit' | 'stopLoss'}.${string}`>;
export type LegName = 'takeProfit' | 'stopLoss';

export type OrderFormAction =
  | { type: 'side'; side: Side }
  | { type: 'kind'; kind: FormOrderKind }
  | {
      type: 'options';
      patch: Partial<
        Pick<OrderFields, 'timeInForce' | 'postOnly' | 'attachTpSl' | 'trailingBy' | 'triggeredType'>
      >;
    }
  | { type: 'edit'; field: TextField; value: string }
  | { type: 'leg'; leg: LegName; patch: Partial<LegFields> }
  | { type: 'prefill'; lastPrice: string }
  | { type: 'draft'; side: Side; price: string; quantity: string }
  | { type: 'submitted' }
  | { type: 'placed' };

export function createOrderFormState(): OrderFormState {
  return {
    fields: createBlankOrderFields(),
    sizeSource: 'quantity',
    touched: [],
    submitted: false,
    prefilled: false,
  };
}

/** sizeBy follows the order's kind and side; a linked size follows its source through the price. */
function settle(state: OrderFormState, instrument: Instrument): OrderFormState {
  const { fields } = state;
  const mode = calculateSizeMode(fields);
  const sizeBy = mode === 'amount' ? 'amount' : 'quantity';
  let { quantity, amount } = fields;
  if (mode === 'both' && hasLimitPrice(fields)) {
    if (state.sizeSource === 'amount')
      quantity = calculateQuantityOf(amount, fields.price, instrument.quantityPrecision);
    else amount = calculateAmountOf(quantity, fields.price, instrument.amountPrecision);
  }
  if (sizeBy === fields.sizeBy && quantity === fields.quantity && amount === fields.amount) return state;
  return { ...state, fields: { ...fields, sizeBy, quantity, amount } };
}

function touch(state: OrderFormState, ...names: OrderFieldName[]): readonly OrderFieldName[] {
  const missing = names.filter((name) => !state.touched.includes(name));
  return missing.length === 0 ? state.touched : [...state.touched, ...missing];
}

export function reduceOrderForm(
  state: OrderFormState,
  action: OrderFormAction,
  instrument: Instrument,
): OrderFormState {
  const { fields } = state;
  switch (action.type) {
    case 'side':
      return settle({ ...state, fields: { ...fields, side: action.side } }, instrument);
    case 'kind':
      return settle({ ...state, fields: { ...fields, kind: action.kind } }, instrument);
    case 'options':
      return settle({ ...state, fields: { ...fields, ...action.patch } }, instrument);
    case 'edit': {
      const { field, value } = action;
      const linked = calculateSizeMode(fields) === 'both';
      const sizeSource = field === 'quantity' || field === 'amount' ? field : state.sizeSource;
      const touched =
        linked && (field === 'quantity' || field === 'amount')
          ? touch(state, 'quantity', 'amount')
          : touch(state, field);
      return settle({ ...state, fields: { ...fields, [field]: value }, sizeSource, touched }, instrument);
    }
    case 'leg': {
      const leg = { ...fields[action.leg], ...action.patch };
      const names: OrderFieldName[] = [];
      if (action.patch.trigger !== undefined) names.push(`${action.leg}.trigger`);
      if (action.patch.limitPrice !== undefined) names.push(`${action.leg}.limitPrice`);
      return settle(
        { ...state, fields: { ...fields, [action.leg]: leg }, touched: touch(state, ...names) },
        instrument,
      );
    }
    case 'prefill':
      if (state.prefilled || action.lastPrice === '') return state;
      if (fields.price !== '') return { ...state, prefilled: true };
      return settle(
        { ...state, prefilled: true, fields: { ...fields, price: action.lastPrice } },
        instrument,
      );
    case 'draft': {
      // A book row is an order at its price: keep a kind that has one, else make it a limit order.
      const kind = hasLimitPrice(fields) ? fields.kind : 'limit';
      return settle(
        {
          ...state,
          prefilled: true,
          sizeSource: 'quantity',
          touched: touch(state, 'price', 'quantity'),
          fields: { ...fields, kind, side: action.side, price: action.price, quantity: action.quantity },
        },
        instrument,
      );
    }
    case 'submitted':
      return state.submitted ? state : { ...state, submitted: true };
    case 'placed':
      // The next order starts from the same prices, with a fresh size and no refusals showing.
      return {
        ...state,
        submitted: false,
        touched: [],
        fields: { ...fields, quantity: '', amount: '' },
      };
  }
}
