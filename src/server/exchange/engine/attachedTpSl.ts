/**
 * Take-profit and stop-loss attached to a limit order (the tp_* and sl_* fields of CreateOrderBody).
 * The spec names the form's fields and the plan type (11), not how the exchange runs them; the rules
 * chosen here:
 *
 * 1. Only LIMIT and LIMIT_MAKER orders carry legs: a MARKET order with any tp_/sl_ field is a bad
 *    request (requests.ts). Either leg may be left out, not both; a leg's limit price or type without
 *    its trigger is a bad request, so a dropped field never silently drops a leg.
 * 2. The legs are checked against the order's own price, since they act once it fills: a buy needs
 *    the take-profit trigger above its price and the stop-loss trigger below it, a sell the reverse.
 *    A LIMIT leg needs its limit price, within 90–110 % of its trigger; every price on the price step.
 *    A modify that moves the price past a trigger is refused.
 * 3. Every fill feeds the legs at once, in the same operation: what the fill delivered (a buy: the
 *    base received, less its fee; a sell: the quote received, less its fee) is locked for ONE TP/SL
 *    plan (plan type 11, the other side, stopOrderType TpSl) carrying both legs: the first leg to
 *    trigger places its order and drops the other, as an OCO does. The filled part is protected while
 *    the rest still rests, and no other order can spend what the legs hold.
 * 4. Later fills grow that plan while it waits; once it has fired or been cancelled, the next fill
 *    starts a new one. Cancelling the order places nothing more and leaves the plan for what did fill;
 *    cancelling it before any fill places nothing at all.
 * 5. A sell's legs buy back with the proceeds (by quote amount): a MARKET leg spends them, a LIMIT leg
 *    buys what they buy at its limit price. So the legs never lock anything the fills did not deliver.
 * 6. The plan's parentPlanId is the order it protects; its client id is `tpsl-{order id}` (then
 *    `-2`, `-3`… for later plans of the same order). It cannot be modified, only cancelled.
 */
import { CODES, PLAN_TYPE, type Instrument, type Side } from '../../../shared/protocol';
import { ZERO, type Fixed, type Price } from '../../../shared/money/fixed';
import type { Outcome } from '../types';
import type { EngineCore } from './core';
import { toOrder } from './orderRecords';
import { parseLeg } from './planSpec';
import type { AttachedFields } from './requests';
import { createPlanState, type AttachedTpSl, type OcoLeg, type OrderState } from './state';
import { fail, succeed, type Bounds } from './validation';

const LEG_FIELDS = {
  tp: ['tp_trigger_price', 'tp_limit_price', 'tp_order_type'],
  sl: ['sl_trigger_price', 'sl_limit_price', 'sl_order_type'],
} as const;

const given = (value: unknown): boolean => value !== undefined && value !== '';

/** Rule 2's sides: the triggers against the order's own price. */
export function checkLegSides(
  side: Side,
  price: Price,
  tp: OcoLeg | undefined,
  sl: OcoLeg | undefined,
): Outcome<true> {
  const buy = side === 'Buy';
  if (tp && (buy ? tp.trigger <= price : tp.trigger >= price)) {
    return fail(
      CODES.invalidTrigger,
      buy
        ? 'The take-profit trigger of a buy must be above its price.'
        : 'The take-profit trigger of a sell must be below its price.',
    );
  }
  if (sl && (buy ? sl.trigger >= price : sl.trigger <= price)) {
    return fail(
      CODES.invalidTrigger,
      buy
        ? 'The stop-loss trigger of a buy must be below its price.'
        : 'The stop-loss trigger of a sell must be above its price.',
    );
  }
  return succeed(true);
}

/** Checks the legs of a limit order at `price` (rules 1, 2) and returns them, not yet fed. */
export function checkAttached(
  inst: Instrument,
  b: Bounds,
  side: Side,
  price: Price,
  fields: AttachedFields,
): Outcome<AttachedTpSl> {
  // 1. Each leg that is given at all, parsed as an OCO leg is.
  const legOf = (name: 'tp' | 'sl'): Outcome<OcoLeg | undefined> => {
    const [trigger, limit, type] = LEG_FIELDS[name];
    if (![trigger, limit, type].some((field) => given(fields[field]))) return succeed(undefined);
    return parseLeg(name, fields[trigger], fields[limit], fields[type], side, inst, b);
  };
  const tp = legOf('tp');
  if (!tp.ok) return tp;
  const sl = legOf('sl');
  if (!sl.ok) return sl;
  if (!tp.value && !sl.value)
    return fail(CODES.badRequest, 'tp_trigger_price or sl_trigger_price is required.');
  // 2. Their sides of the order's price; then which way each fires once the legs are on the other side.
  const sides = checkLegSides(side, price, tp.value, sl.value);
  if (!sides.ok) return sides;
  const up = side === 'Buy';
  if (tp.value) tp.value.direction = up ? 'up' : 'down';
  if (sl.value) sl.value.direction = up ? 'down' : 'up';
  return succeed({ tp: tp.value, sl: sl.value, pending: ZERO, plan: undefined, started: 0 });
}

/**
 * Rule 3 and 4: locks what the order's fills delivered since last time for its TP/SL plan, growing
 * the plan that waits or starting one. Runs after the operation's trades and before any plan fires
 * (planOrders.ts), so the delivered funds are still free: nothing between the fill and here locks more
 * than it releases.
 */
export function feedAttached(core: EngineCore, order: OrderState): void {
  const attached = order.attached;
  const symbol = core.symbols.get(order.inst.symbolId);
  if (!attached || !symbol || attached.pending <= ZERO) return;
  const received = attached.pending;
  attached.pending = ZERO;
  const inst = order.inst;
  const side: Side = order.side === 'Buy' ? 'Sell' : 'Buy';
  const lockToken = side === 'Sell' ? inst.baseTokenId : inst.quoteTokenId;
  if (!core.accounts.lock(order.accountId, lockToken, received)) {
    throw new Error(
      `engine bug: the fills of order ${order.id} delivered ${received} ${lockToken} that is gone`,
    );
  }
  const now = core.now();
  let plan = attached.plan?.status === 'Untriggered' ? attached.plan : undefined;
  if (plan) {
    if (side === 'Sell') plan.origQty += received;
    else plan.amount += received;
    plan.locked += received;
    plan.updatedTime = now;
  } else {
    attached.started++;
    const { id, seq } = core.newOrderId();
    const copy = (leg: OcoLeg | undefined): OcoLeg | undefined => (leg ? { ...leg } : undefined);
    plan = {
      id,
      seq,
      clientOrderId: attached.started === 1 ? `tpsl-${order.id}` : `tpsl-${order.id}-${attached.started}`,
      accountId: order.accountId,
      inst,
      side,
      type: attached.tp?.orderType === 'MARKET' || attached.sl?.orderType === 'MARKET' ? 'MARKET' : 'LIMIT',
      tif: 'GTC',
      status: 'Untriggered',
      price: ZERO,
      origQty: side === 'Sell' ? received : ZERO,
      amount: side === 'Buy' ? received : ZERO,
      marketUnit: side === 'Buy' ? 'quoteCoin' : 'baseCoin',
      executedQty: ZERO,
      executedAmount: ZERO,
      lockToken,
      locked: received,
      createType: 'CreateByUser',
      parentPlanId: order.id,
      triggeredOrderId: '',
      rejectReason: '',
      createdTime: now,
      updatedTime: now,
      plan: createPlanState(PLAN_TYPE.tpsl, {
        tp: copy(attached.tp),
        sl: copy(attached.sl),
        ocoTriggerBy: 'untriggered',
        stopOrderType: 'TpSl',
      }),
      attached: undefined,
    };
    attached.plan = plan;
    core.store.add(plan);
    symbol.plans.add(plan);
  }
  // The market may already be past a trigger (a fill can land beyond the stop): the plan fires now.
  core.planChanged(symbol);
  core.emit({ type: 'planOrder', accountId: order.accountId, order: toOrder(plan) });
}

/** Records what one fill delivered to an order with legs; feedAttached locks it after the operation. */
export function noteAttachedFill(order: OrderState, received: Fixed): boolean {
  if (!order.attached || received <= ZERO) return false;
  order.attached.pending += received;
  return true;
}
