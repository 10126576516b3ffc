/**
 * Reading a plan-order body into what the plan will do, with every check, and no side effects: the
 * same function serves placing and modifying (a modify is "the plan as it would be", re-checked).
 *
 * Trigger directions are fixed here, against the reference price (the last trade, else the book):
 * a trigger above it fires when the last price rises to it, otherwise when it falls to it.
 */
import {
  CODES,
  PLAN_TYPE,
  type CreatePlanOrderBody,
  type MarketUnit,
  type Side,
} from '../../../shared/protocol';
import {
  div,
  max,
  mul,
  roundToStep,
  toFixed,
  unitOf,
  ZERO,
  type Fixed,
  type Price,
  type Quantity,
} from '../../../shared/money/fixed';
import type { ExchangeError, Outcome } from '../types';
import type { EngineCore } from './core';
import { createPlanState, type Direction, type OcoLeg, type PlanState, type SymbolState } from './state';
import { checkShape } from './requests';
import {
  checkAmount,
  checkPrice,
  checkQuantity,
  checkTradable,
  fail,
  parseField,
  succeed,
  type Bounds,
} from './validation';

export interface PlanSpec {
  side: Side;
  type: 'LIMIT' | 'MARKET';
  price: Price;
  qty: Quantity;
  amount: Fixed;
  marketUnit: MarketUnit;
  /** What the plan locks while it waits: base for a sell, quote for a buy. */
  lock: Fixed;
  plan: PlanState;
}

const PLAN_TYPES = new Set<number>(Object.values(PLAN_TYPE).filter((t) => t !== -1));
const LOW_BAND = toFixed('0.9');
const HIGH_BAND = toFixed('1.1');
const HUNDRED = toFixed('100');

const directionOf = (level: Fixed, reference: Fixed): Direction => (level > reference ? 'up' : 'down');

/** The price plans are judged against: the last trade, else the middle (or the one side) of the book. */
export function referencePrice(symbol: SymbolState): Fixed | undefined {
  if (symbol.last !== undefined) return symbol.last;
  const bid = symbol.book.bids.best()?.price;
  const ask = symbol.book.asks.best()?.price;
  if (bid !== undefined && ask !== undefined) return (bid + ask) / 2n;
  return bid ?? ask;
}

/** The trailing trigger from the extreme: below it for a sell, above it for a buy, on the price step. */
export function trailingTrigger(plan: PlanState, side: Side, step: Fixed): Fixed {
  if (!plan.activated || plan.extreme === ZERO) return ZERO;
  const offset =
    plan.trailingValue !== ZERO
      ? plan.trailingValue
      : div(mul(plan.extreme, plan.trailingPercentage), HUNDRED);
  const level =
    side === 'Sell'
      ? roundToStep(plan.extreme - offset, step, 'down')
      : roundToStep(plan.extreme + offset, step, 'up');
  return level > ZERO ? level : ZERO;
}

/** A limit price within 90 %–110 % of its trigger, on the side that matters (spec 000 §5 items 4, 5). */
function checkBand(side: Side, price: Fixed, trigger: Fixed, both: boolean): ExchangeError | undefined {
  const low = mul(trigger, LOW_BAND);
  const high = mul(trigger, HIGH_BAND);
  if ((side === 'Sell' || both) && price < low) {
    return {
      code: CODES.invalidPrice,
      message: 'The limit price must not be below 90% of the trigger price.',
    };
  }
  if ((side === 'Buy' || both) && price > high) {
    return {
      code: CODES.invalidPrice,
      message: 'The limit price must not be above 110% of the trigger price.',
    };
  }
  return undefined;
}

const err = (error: ExchangeError | undefined): Outcome<never> | undefined =>
  error ? { ok: false, error } : undefined;

export function buildPlan(
  core: EngineCore,
  symbol: SymbolState,
  body: CreatePlanOrderBody,
): Outcome<PlanSpec> {
  const inst = symbol.inst;
  const b = core.boundsOf(inst.symbolId);
  // 1. Shape, plan type, and the symbol trades this side.
  const shape = checkShape(body);
  if (!shape.ok) return shape;
  if (!PLAN_TYPES.has(body.plan_type))
    return fail(CODES.badRequest, `plan_type ${String(body.plan_type)} is not a plan type.`);
  const closed = err(checkTradable(inst, body.side, core.now()));
  if (closed) return closed;
  const qtyField = parseField(body.quantity, 'quantity');
  if (!qtyField.ok) return qtyField;
  const reference = referencePrice(symbol);
  if (reference === undefined)
    return fail(CODES.invalidTrigger, `${inst.symbolName} has no market price yet to trigger against.`);
  const side = body.side;
  const unit: MarketUnit = side === 'Buy' ? (body.market_unit ?? 'baseCoin') : 'baseCoin';
  const plan = createPlanState(body.plan_type);
  // 2. The order the plan will place: a limit by base quantity, a market sell by base quantity, or a
  //    market buy by quote amount (the cost of a market buy by quantity is unknown until it triggers).
  const sized = (
    type: 'LIMIT' | 'MARKET',
    prices: Fixed[],
  ): Outcome<{ qty: Fixed; amount: Fixed; lock: Fixed }> => {
    const q = qtyField.value;
    if (side === 'Sell') return err(checkQuantity(inst, b, q)) ?? succeed({ qty: q, amount: ZERO, lock: q });
    if (unit === 'quoteCoin')
      return err(checkAmount(inst, b, q)) ?? succeed({ qty: ZERO, amount: q, lock: q });
    if (type === 'MARKET') {
      return fail(
        CODES.badRequest,
        'A market buy plan is placed by quote amount: set market_unit to quoteCoin.',
      );
    }
    const bad =
      err(checkQuantity(inst, b, q)) ?? prices.map((p) => err(checkAmount(inst, b, mul(p, q)))).find(Boolean);
    return bad ?? succeed({ qty: q, amount: ZERO, lock: prices.reduce((m, p) => max(m, mul(p, q)), ZERO) });
  };
  const done = (
    type: 'LIMIT' | 'MARKET',
    price: Fixed,
    size: Outcome<{ qty: Fixed; amount: Fixed; lock: Fixed }>,
  ): Outcome<PlanSpec> =>
    size.ok
      ? succeed({
          side,
          type,
          price,
          qty: size.value.qty,
          amount: size.value.amount,
          marketUnit: unit,
          lock: size.value.lock,
          plan,
        })
      : size;
  const orderType = body.type === 'MARKET' ? 'MARKET' : body.type === 'LIMIT' ? 'LIMIT' : undefined;

  switch (body.plan_type) {
    case PLAN_TYPE.conditional:
    case PLAN_TYPE.stopLimit:
    case PLAN_TYPE.tpsl: {
      // 3a. A fixed trigger, then a limit (within the band) or market order.
      if (!orderType) return fail(CODES.badRequest, 'A plan order places a LIMIT or MARKET order.');
      const trigger = parseTrigger(body.trigger_price, 'trigger_price', inst, b);
      if (!trigger.ok) return trigger;
      plan.triggerPrice = trigger.value;
      plan.direction = directionOf(trigger.value, reference);
      plan.stopOrderType = body.plan_type === PLAN_TYPE.tpsl ? 'TpSl' : 'Stop';
      if (orderType === 'MARKET') return done('MARKET', ZERO, sized('MARKET', []));
      const price = parseField(body.price, 'price');
      if (!price.ok) return price;
      const bad = err(checkPrice(inst, b, price.value) ?? checkBand(side, price.value, trigger.value, false));
      return bad ?? done('LIMIT', price.value, sized('LIMIT', [price.value]));
    }
    case PLAN_TYPE.trailingStop:
    case PLAN_TYPE.trailingProfit: {
      // 3b. A trail (percent or value) behind the best price since activation; fires a market order.
      plan.stopOrderType = body.plan_type === PLAN_TYPE.trailingStop ? 'TrailingStop' : 'TrailingProfit';
      const hasPct = body.trailing_percentage !== undefined && body.trailing_percentage !== '';
      const hasValue = body.trailing_value !== undefined && body.trailing_value !== '';
      if (hasPct === hasValue)
        return fail(CODES.badRequest, 'Give exactly one of trailing_percentage and trailing_value.');
      if (hasPct) {
        const pct = parseField(body.trailing_percentage, 'trailing_percentage');
        if (!pct.ok) return pct;
        if (pct.value <= ZERO || pct.value >= HUNDRED) {
          return fail(
            CODES.invalidPrice,
            'The trailing percentage must be greater than 0 and less than 100.',
          );
        }
        plan.trailingPercentage = pct.value;
      } else {
        const value = parseTrigger(body.trailing_value, 'trailing_value', inst, b);
        if (!value.ok) return value;
        plan.trailingValue = value.value;
      }
      const hasActivation = body.activation_price !== undefined && body.activation_price !== '';
      if (body.plan_type === PLAN_TYPE.trailingProfit && !hasActivation) {
        return fail(CODES.badRequest, 'A trailing profit order needs an activation_price.');
      }
      if (hasActivation) {
        const activation = parseTrigger(body.activation_price, 'activation_price', inst, b);
        if (!activation.ok) return activation;
        plan.activationPrice = activation.value;
        plan.activationDirection = directionOf(activation.value, reference);
      } else {
        plan.activated = true;
        plan.extreme = reference;
      }
      plan.direction = side === 'Sell' ? 'down' : 'up';
      plan.triggerPrice = trailingTrigger(plan, side, b.priceStep);
      return done('MARKET', ZERO, sized('MARKET', []));
    }
    case PLAN_TYPE.oco: {
      // 3c. Two legs on either side of the market: the first to fire wins, the other is dropped.
      plan.stopOrderType = 'Oco';
      plan.ocoTriggerBy = 'untriggered';
      const tp = parseLeg(
        'tp',
        body.tp_trigger_price,
        body.tp_limit_price,
        body.tp_order_type,
        side,
        inst,
        b,
      );
      if (!tp.ok) return tp;
      const sl = parseLeg(
        'sl',
        body.sl_trigger_price,
        body.sl_limit_price,
        body.sl_order_type,
        side,
        inst,
        b,
      );
      if (!sl.ok) return sl;
      // Sell: take profit above the market, stop loss below; buy: the reverse.
      const tpAbove = side === 'Sell';
      if (
        tpAbove
          ? !(tp.value.trigger > reference && sl.value.trigger < reference)
          : !(tp.value.trigger < reference && sl.value.trigger > reference)
      ) {
        return fail(
          CODES.invalidTrigger,
          tpAbove
            ? 'A sell OCO needs the take-profit trigger above the market price and the stop-loss trigger below it.'
            : 'A buy OCO needs the take-profit trigger below the market price and the stop-loss trigger above it.',
        );
      }
      tp.value.direction = tpAbove ? 'up' : 'down';
      sl.value.direction = tpAbove ? 'down' : 'up';
      plan.tp = tp.value;
      plan.sl = sl.value;
      const legs = [tp.value, sl.value];
      const type = legs.some((leg) => leg.orderType === 'MARKET') ? 'MARKET' : 'LIMIT';
      return done(
        type,
        ZERO,
        sized(
          type,
          legs.map((leg) => leg.limitPrice),
        ),
      );
    }
    default:
      return fail(CODES.badRequest, `plan_type ${String(body.plan_type)} is not a plan type.`);
  }
}

function parseTrigger(text: unknown, field: string, inst: SymbolState['inst'], b: Bounds): Outcome<Fixed> {
  if (text === undefined || text === '') return fail(CODES.badRequest, `${field} is required.`);
  const value = parseField(text, field);
  if (!value.ok) return value;
  return err(checkPrice(inst, b, value.value, field)) ?? value;
}

/** One take-profit or stop-loss leg: its trigger, its order type, and a limit price within the band. */
export function parseLeg(
  name: 'tp' | 'sl',
  triggerText: unknown,
  limitText: unknown,
  typeText: unknown,
  side: Side,
  inst: SymbolState['inst'],
  b: Bounds,
): Outcome<OcoLeg> {
  const trigger = parseTrigger(triggerText, `${name}_trigger_price`, inst, b);
  if (!trigger.ok) return trigger;
  const hasLimit = limitText !== undefined && limitText !== '';
  const orderType = typeText === undefined ? (hasLimit ? 'LIMIT' : 'MARKET') : typeText;
  if (orderType !== 'LIMIT' && orderType !== 'MARKET')
    return fail(CODES.badRequest, `${name}_order_type must be LIMIT or MARKET.`);
  if (orderType === 'MARKET')
    return succeed({ trigger: trigger.value, limitPrice: ZERO, orderType, direction: 'up' });
  const limit = parseTrigger(limitText, `${name}_limit_price`, inst, b);
  if (!limit.ok) return limit;
  const bad = err(checkBand(side, limit.value, trigger.value, true));
  return bad ?? succeed({ trigger: trigger.value, limitPrice: limit.value, orderType, direction: 'up' });
}

/** Base quantity a quote amount buys at a limit price, on the quantity step. */
export const qtyForAmount = (amount: Fixed, price: Fixed, decimals: number): Fixed =>
  roundToStep(div(amount, price), unitOf(decimals), 'down');
