/**
 * Plan orders: placing, modifying and cancelling them, and firing them when the last price reaches
 * their trigger. A plan locks what its order will need while it waits; when it fires, that lock is
 * released and the ordinary order is placed (and locks for itself) in the same operation, so nobody
 * can take the funds in between. A placed order that fails its checks leaves the plan 'Rejected'.
 */
import {
  CODES,
  PLAN_TYPE,
  type CreatePlanOrderBody,
  type ModifyPlanOrderBody,
} from '../../../shared/protocol';
import { formatFixed, ZERO, type Fixed } from '../../../shared/money/fixed';
import type { Outcome } from '../types';
import { feedAttached } from './attachedTpSl';
import type { EngineCore } from './core';
import { toOrder } from './orderRecords';
import { placeOrdinary, release, type OrderRequest } from './placement';
import { buildPlan, qtyForAmount, trailingTrigger, type PlanSpec } from './planSpec';
import type { Direction, OrderState, SymbolState } from './state';
import { fail, insufficient, succeed } from './validation';

const hit = (direction: Direction, last: Fixed, level: Fixed): boolean =>
  level !== ZERO && (direction === 'up' ? last >= level : last <= level);

/** Keeps trailing plans following trades and fires due plans after each operation. */
export function installPlanHooks(core: EngineCore): void {
  const dirty = new Set<SymbolState>();
  const moved = new Set<OrderState>();
  const fed = new Set<OrderState>();
  core.onTrade = (symbol, price) => {
    dirty.add(symbol);
    // Trailing plans: activate when the price reaches the activation level, then follow the extreme.
    for (const plan of symbol.plans) {
      const p = plan.plan;
      if (!p || (p.planType !== 4 && p.planType !== 5)) continue;
      if (!p.activated) {
        if (!hit(p.activationDirection, price, p.activationPrice)) continue;
        p.activated = true;
        p.extreme = price;
      } else if (plan.side === 'Sell' ? price > p.extreme : price < p.extreme) {
        p.extreme = price;
      } else continue;
      p.triggerPrice = trailingTrigger(p, plan.side, core.boundsOf(symbol.inst.symbolId).priceStep);
      // A moved trigger is a change of the plan: clients order its pushes by updatedTime.
      plan.updatedTime = core.now();
      moved.add(plan);
    }
  };
  core.afterOperation = () => {
    // 1. Tell owners about trailing triggers that moved.
    for (const plan of moved) {
      if (plan.status === 'Untriggered')
        core.emit({ type: 'planOrder', accountId: plan.accountId, order: toOrder(plan) });
    }
    moved.clear();
    // 2. Until nothing more is due (a fired order may trade, fill orders with legs and reach other
    //    plans): first lock what fills delivered for attached TP/SL legs, before any plan fires and
    //    places an order that could spend it; then fire one symbol's due plans. The guard only stops a
    //    runaway loop; each plan fires at most once anyway.
    for (let guard = 0; (fed.size > 0 || dirty.size > 0) && guard < 10_000; guard++) {
      for (const order of fed) feedAttached(core, order);
      fed.clear();
      const symbol = dirty.values().next().value;
      if (!symbol) continue;
      dirty.delete(symbol);
      for (const plan of [...symbol.plans]) {
        if (plan.status === 'Untriggered' && symbol.last !== undefined)
          fireIfDue(core, symbol, plan, symbol.last);
      }
    }
    for (const plan of moved) {
      if (plan.status === 'Untriggered')
        core.emit({ type: 'planOrder', accountId: plan.accountId, order: toOrder(plan) });
    }
    moved.clear();
    dirty.clear();
  };
  core.planChanged = (symbol) => dirty.add(symbol);
  core.attachedFilled = (order) => fed.add(order);
}

function fireIfDue(core: EngineCore, symbol: SymbolState, plan: OrderState, last: Fixed): void {
  const p = plan.plan;
  if (!p) return;
  // 1. Which order is due, if any.
  let due: { type: 'LIMIT' | 'MARKET'; price: Fixed; by: 'takeProfit' | 'stopLoss' | '' } | undefined;
  if (p.tp || p.sl) {
    // OCO, and TP/SL plans of attached legs: the first leg reached wins.
    if (p.tp && hit(p.tp.direction, last, p.tp.trigger))
      due = { type: p.tp.orderType, price: p.tp.limitPrice, by: 'takeProfit' };
    else if (p.sl && hit(p.sl.direction, last, p.sl.trigger))
      due = { type: p.sl.orderType, price: p.sl.limitPrice, by: 'stopLoss' };
  } else if (p.planType === 4 || p.planType === 5) {
    if (p.activated && hit(p.direction, last, p.triggerPrice)) due = { type: 'MARKET', price: ZERO, by: '' };
  } else if (hit(p.direction, last, p.triggerPrice)) {
    due = { type: plan.type === 'MARKET' ? 'MARKET' : 'LIMIT', price: plan.price, by: '' };
  }
  if (!due) return;
  // 2. Free the plan's lock and place its order, which checks and locks for itself.
  release(core, plan);
  symbol.plans.delete(plan);
  const byValue = plan.side === 'Buy' && plan.marketUnit === 'quoteCoin';
  const req: OrderRequest = {
    side: plan.side,
    type: due.type,
    tif: 'GTC',
    price: due.price,
    qty:
      byValue && due.type === 'LIMIT'
        ? qtyForAmount(plan.amount, due.price, plan.inst.quantityPrecision)
        : plan.origQty,
    amount: byValue && due.type === 'MARKET' ? plan.amount : ZERO,
    marketUnit: byValue && due.type === 'MARKET' ? 'quoteCoin' : 'baseCoin',
    clientOrderId: `plan-${plan.id}`,
    createType: 'CreateByPlan',
    parentPlanId: plan.id,
    attached: undefined,
  };
  const placed = placeOrdinary(core, plan.accountId, symbol, req);
  // 3. The plan's outcome.
  if (placed.ok) {
    plan.status = 'Triggered';
    plan.triggeredOrderId = placed.value.id;
  } else {
    plan.status = 'Rejected';
    plan.rejectReason = placed.error.message;
  }
  if (due.by !== '') p.ocoTriggerBy = due.by;
  plan.updatedTime = core.now();
  core.store.sync(plan);
  core.emit({ type: 'planOrder', accountId: plan.accountId, order: toOrder(plan) });
}

export function placePlan(
  core: EngineCore,
  accountId: string,
  body: CreatePlanOrderBody,
): Outcome<OrderState> {
  const symbol = core.symbols.get(body.symbol_id);
  if (!symbol) return fail(CODES.symbolNotFound, `Symbol ${String(body.symbol_id)} does not exist.`);
  // 1. Everything the plan will do, checked.
  const built = buildPlan(core, symbol, body);
  if (!built.ok) return built;
  const spec = built.value;
  const inst = symbol.inst;
  const lockToken = spec.side === 'Buy' ? inst.quoteTokenId : inst.baseTokenId;
  // 2. Lock what the order will need.
  if (!core.accounts.lock(accountId, lockToken, spec.lock)) {
    return { ok: false, error: insufficient(lockToken, spec.lock, core.accounts.free(accountId, lockToken)) };
  }
  // 3. The record, waiting for its trigger.
  const now = core.now();
  const { id, seq } = core.newOrderId();
  const plan: OrderState = {
    id,
    seq,
    clientOrderId: body.client_order_id,
    accountId,
    inst,
    side: spec.side,
    type: spec.type,
    tif: 'GTC',
    status: 'Untriggered',
    price: spec.price,
    origQty: spec.qty,
    amount: spec.amount,
    marketUnit: spec.marketUnit,
    executedQty: ZERO,
    executedAmount: ZERO,
    lockToken,
    locked: spec.lock,
    createType: 'CreateByUser',
    parentPlanId: '',
    triggeredOrderId: '',
    rejectReason: '',
    createdTime: now,
    updatedTime: now,
    plan: spec.plan,
    attached: undefined,
  };
  core.store.add(plan);
  symbol.plans.add(plan);
  core.planChanged(symbol);
  core.emit({ type: 'planOrder', accountId, order: toOrder(plan) });
  return succeed(plan);
}

export function cancelPlan(core: EngineCore, plan: OrderState): Outcome<OrderState> {
  if (plan.status !== 'Untriggered') {
    return fail(
      CODES.orderNotModifiable,
      `Plan order ${plan.id} is ${plan.status} and can no longer be changed.`,
    );
  }
  release(core, plan);
  core.symbols.get(plan.inst.symbolId)?.plans.delete(plan);
  plan.status = 'Cancelled';
  plan.updatedTime = core.now();
  core.store.sync(plan);
  core.emit({ type: 'planOrder', accountId: plan.accountId, order: toOrder(plan) });
  return succeed(plan);
}

/** Re-checks the plan as it would be after the change, then swaps it in and adjusts the lock. */
export function modifyPlan(
  core: EngineCore,
  plan: OrderState,
  body: ModifyPlanOrderBody,
): Outcome<OrderState> {
  const p = plan.plan;
  const symbol = core.symbols.get(plan.inst.symbolId);
  if (!p || !symbol || plan.status !== 'Untriggered') {
    return fail(
      CODES.orderNotModifiable,
      `Plan order ${plan.id} is ${plan.status} and can no longer be changed.`,
    );
  }
  if (body.plan_type !== p.planType)
    return fail(CODES.badRequest, `Plan order ${plan.id} is not of plan_type ${String(body.plan_type)}.`);
  if (p.planType === PLAN_TYPE.tpsl && (p.tp || p.sl)) {
    return fail(
      CODES.orderNotModifiable,
      'A take-profit/stop-loss attached to an order holds what its fills delivered and cannot be changed; cancel it and place a TP/SL plan order instead.',
    );
  }
  if (p.planType === 10 && (body.trigger_price !== undefined || body.price !== undefined)) {
    return fail(
      CODES.orderNotModifiable,
      'The legs of an OCO order cannot be changed; cancel it and place a new one.',
    );
  }
  // 1. The plan as a create body, with the changes laid over it.
  const text = (value: Fixed): string | undefined => (value === ZERO ? undefined : formatFixed(value));
  const merged: CreatePlanOrderBody = {
    symbol_id: plan.inst.symbolId,
    plan_type: p.planType,
    side: plan.side,
    type: plan.type,
    client_order_id: plan.clientOrderId,
    quantity: formatFixed(plan.marketUnit === 'quoteCoin' ? plan.amount : plan.origQty),
    market_unit: plan.marketUnit,
  };
  const put = (key: keyof CreatePlanOrderBody, value: string | undefined): void => {
    if (value !== undefined) (merged as unknown as Record<string, string>)[key] = value;
  };
  put('price', body.price ?? text(plan.price));
  put('quantity', body.quantity);
  if (p.planType === 4 || p.planType === 5) {
    put('activation_price', body.activation_price ?? text(p.activationPrice));
    const newTrail = body.trailing_percentage !== undefined || body.trailing_value !== undefined;
    put('trailing_percentage', newTrail ? body.trailing_percentage : text(p.trailingPercentage));
    put('trailing_value', newTrail ? body.trailing_value : text(p.trailingValue));
  } else if (p.planType !== 10) {
    put('trigger_price', body.trigger_price ?? text(p.triggerPrice));
  } else {
    put('tp_trigger_price', text(p.tp?.trigger ?? ZERO));
    put('tp_limit_price', text(p.tp?.limitPrice ?? ZERO));
    put('tp_order_type', p.tp?.orderType);
    put('sl_trigger_price', text(p.sl?.trigger ?? ZERO));
    put('sl_limit_price', text(p.sl?.limitPrice ?? ZERO));
    put('sl_order_type', p.sl?.orderType);
  }
  const built = buildPlan(core, symbol, merged);
  if (!built.ok) return built;
  const spec: PlanSpec = built.value;
  // 2. Re-lock the difference; refuse (plan unchanged) when free does not cover an increase.
  if (spec.lock > plan.locked) {
    const extra = spec.lock - plan.locked;
    if (!core.accounts.lock(plan.accountId, plan.lockToken, extra)) {
      return {
        ok: false,
        error: insufficient(plan.lockToken, extra, core.accounts.free(plan.accountId, plan.lockToken)),
      };
    }
  } else core.accounts.unlock(plan.accountId, plan.lockToken, plan.locked - spec.lock);
  plan.locked = spec.lock;
  // 3. Swap in; a trailing plan that already activated at the same level keeps following its extreme.
  if (
    (p.planType === 4 || p.planType === 5) &&
    p.activated &&
    spec.plan.activationPrice === p.activationPrice
  ) {
    spec.plan.activated = true;
    spec.plan.extreme = p.extreme;
    spec.plan.triggerPrice = trailingTrigger(
      spec.plan,
      plan.side,
      core.boundsOf(plan.inst.symbolId).priceStep,
    );
  }
  plan.plan = spec.plan;
  plan.price = spec.price;
  plan.origQty = spec.qty;
  plan.amount = spec.amount;
  plan.updatedTime = core.now();
  core.planChanged(symbol);
  core.emit({ type: 'planOrder', accountId: plan.accountId, order: toOrder(plan) });
  return succeed(plan);
}
