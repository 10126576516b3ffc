/**
 * Checks 1 and 2 of spec 000 §5 over the fields an order type uses: first every empty field (in the
 * order below), then every field's own bounds and step (same order). What passes is read into exact
 * values for the later checks and the request.
 *
 * Fields, in order: price, trigger price, quantity or amount, the take-profit leg (trigger, then its
 * limit price), the stop-loss leg, the trailing rate or spread, the activation price. (Check 1 asks
 * for both triggers before either limit price, as the OCO rule names them.)
 */
import type { Fixed } from '../money/fixed';
import type { FormOrderKind, LegFields, LegType, OrderFields, OrderRefusal } from './orderCheckTypes';
import { isBlank, isRefusal, readField, refuse, type FieldRules } from './readOrderField';

export interface ReadLeg {
  trigger: Fixed;
  type: LegType;
  /** Set when the leg executes as a LIMIT. */
  limitPrice: Fixed | undefined;
}

export type ReadSize = { by: 'quantity'; quantity: Fixed } | { by: 'amount'; amount: Fixed };

export interface ReadOrder {
  fields: OrderFields;
  /** The limit price: limit, stop-limit, a conditional order triggering a LIMIT. */
  price: Fixed | undefined;
  trigger: Fixed | undefined;
  size: ReadSize;
  takeProfit: ReadLeg | undefined;
  stopLoss: ReadLeg | undefined;
  trailing: { by: 'rate'; rate: Fixed } | { by: 'spread'; spread: Fixed } | undefined;
  activation: Fixed | undefined;
}

const usesPrice = (f: OrderFields): boolean =>
  f.kind === 'limit' || f.kind === 'stopLimit' || (f.kind === 'conditional' && f.triggeredType === 'LIMIT');

const usesTrigger = (kind: FormOrderKind): boolean => kind === 'conditional' || kind === 'stopLimit';

/** Whether the order (or the order it places when it fires) may execute at market. */
function executesAtMarket(f: OrderFields): boolean {
  switch (f.kind) {
    case 'market':
    case 'trailingStop':
      return true;
    case 'conditional':
      return f.triggeredType === 'MARKET';
    case 'oco':
      return f.takeProfit.type === 'MARKET' || f.stopLoss.type === 'MARKET';
    default:
      return false;
  }
}

/**
 * The field that sizes the order: `amount` (quote) for a buy that executes at market, since the
 * exchange takes a market buy by quote amount; `quantity` (base) for everything else.
 */
export const sizeByOf = (f: OrderFields): 'quantity' | 'amount' =>
  f.side === 'Buy' && executesAtMarket(f) ? 'amount' : 'quantity';

/** An attached leg is used once anything of it is filled in; an OCO uses both legs. */
const legUsed = (leg: LegFields): boolean =>
  !isBlank(leg.trigger) || (leg.type === 'LIMIT' && !isBlank(leg.limitPrice));

function legsOf(f: OrderFields): { takeProfit: boolean; stopLoss: boolean } {
  if (f.kind === 'oco') return { takeProfit: true, stopLoss: true };
  if (f.kind !== 'limit' || !f.attachTpSl) return { takeProfit: false, stopLoss: false };
  const takeProfit = legUsed(f.takeProfit);
  const stopLoss = legUsed(f.stopLoss);
  // Attaching nothing asks for the take-profit trigger, the first of the two.
  return takeProfit || stopLoss ? { takeProfit, stopLoss } : { takeProfit: true, stopLoss: false };
}

/** Check 1: the first empty field the order type needs. */
function findEmpty(f: OrderFields, legs: ReturnType<typeof legsOf>): OrderRefusal | undefined {
  const by = sizeByOf(f);
  const limitLeg = (used: boolean, leg: LegFields) => used && leg.type === 'LIMIT' && isBlank(leg.limitPrice);
  const trailingField = f.trailingBy === 'rate' ? 'trailingRate' : 'trailingSpread';
  const empties: [boolean, OrderRefusal][] = [
    [usesPrice(f) && isBlank(f.price), refuse('priceEmpty', 'price')],
    [usesTrigger(f.kind) && isBlank(f.triggerPrice), refuse('triggerPriceEmpty', 'triggerPrice')],
    [by === 'quantity' && isBlank(f.quantity), refuse('quantityEmpty', 'quantity')],
    [by === 'amount' && isBlank(f.amount), refuse('amountEmpty', 'amount')],
    [legs.takeProfit && isBlank(f.takeProfit.trigger), refuse('tpTriggerEmpty', 'takeProfit.trigger')],
    [legs.stopLoss && isBlank(f.stopLoss.trigger), refuse('slTriggerEmpty', 'stopLoss.trigger')],
    [limitLeg(legs.takeProfit, f.takeProfit), refuse('tpLimitPriceEmpty', 'takeProfit.limitPrice')],
    [limitLeg(legs.stopLoss, f.stopLoss), refuse('slLimitPriceEmpty', 'stopLoss.limitPrice')],
    [f.kind === 'trailingStop' && isBlank(f[trailingField]), refuse('trailingEmpty', trailingField)],
  ];
  return empties.find(([empty]) => empty)?.[1];
}

/** Checks 1 and 2 of the fields `fields.kind` uses; the order value is checked after (checkOrderFunds). */
export function readOrderFields(fields: OrderFields, rules: FieldRules): ReadOrder | OrderRefusal {
  const legs = legsOf(fields);
  const empty = findEmpty(fields, legs);
  if (empty) return empty;

  // Check 2, field by field: the first refusal stops the reading.
  let refusal: OrderRefusal | undefined;
  const read = (text: string, rule: Parameters<typeof readField>[1]): Fixed => {
    if (refusal) return 0n;
    const value = readField(text, rule);
    if (isRefusal(value)) {
      refusal = value;
      return 0n;
    }
    return value;
  };
  const optional = (used: boolean, text: string, rule: Parameters<typeof readField>[1]) =>
    used ? read(text, rule) : undefined;
  const readLeg = (used: boolean, leg: LegFields, name: 'takeProfit' | 'stopLoss'): ReadLeg | undefined => {
    if (!used) return undefined;
    const trigger = read(leg.trigger, rules.trigger(`${name}.trigger`));
    const limitPrice = optional(leg.type === 'LIMIT', leg.limitPrice, rules.price(`${name}.limitPrice`));
    return { trigger, type: leg.type, limitPrice };
  };

  const price = optional(usesPrice(fields), fields.price, rules.price('price'));
  const trigger = optional(usesTrigger(fields.kind), fields.triggerPrice, rules.trigger('triggerPrice'));
  const size: ReadSize =
    sizeByOf(fields) === 'amount'
      ? { by: 'amount', amount: read(fields.amount, rules.amount) }
      : { by: 'quantity', quantity: read(fields.quantity, rules.quantity) };
  const takeProfit = readLeg(legs.takeProfit, fields.takeProfit, 'takeProfit');
  const stopLoss = readLeg(legs.stopLoss, fields.stopLoss, 'stopLoss');
  const trailing =
    fields.kind !== 'trailingStop'
      ? undefined
      : fields.trailingBy === 'rate'
        ? { by: 'rate' as const, rate: read(fields.trailingRate, rules.trailingRate) }
        : { by: 'spread' as const, spread: read(fields.trailingSpread, rules.price('trailingSpread')) };
  const activation = optional(
    fields.kind === 'trailingStop' && !isBlank(fields.activationPrice),
    fields.activationPrice,
    rules.trigger('activationPrice'),
  );
  if (refusal) return refusal;
  return { fields, price, trigger, size, takeProfit, stopLoss, trailing, activation };
}
