/**
 * Plan orders (conditional, trailing, stop-limit, OCO, TP/SL): the same repeat answer, account
 * refusals and quota as ordinary orders, then the engine's plan checks.
 */
import { z } from 'zod';
import { API, PLAN_TYPE, type CreatePlanOrderBody, type ModifyPlanOrderBody } from '../../../shared/protocol';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { fromOutcome, ok, refuse, type JsonResponse } from '../envelope';
import { accountRefusal, orderRefusal } from '../tradeRules';
import { clientOrderId, decimal, marketUnit, orderType, parseWith, side, symbolId } from '../validate';
import { findInstrument, isInstrument } from './market';
import { definedOnly, listQuery, orderRef, page, toOrderQuery, toRef } from './orderSchemas';
import { notionalOf } from './orders';
import { planNotionalOf } from './planNotional';
import { checkQuota } from './quotaCheck';

const PLAN_TYPES = Object.values(PLAN_TYPE).filter((type) => type !== PLAN_TYPE.ordinary);
const planType = z.coerce
  .number({ error: `expected a plan type (${PLAN_TYPES.join(', ')})` })
  .refine((n): n is CreatePlanOrderBody['plan_type'] => (PLAN_TYPES as number[]).includes(n), {
    error: `expected a plan type (${PLAN_TYPES.join(', ')})`,
  });

const createBody = z.object({
  symbol_id: symbolId,
  plan_type: planType,
  side,
  type: orderType,
  client_order_id: clientOrderId,
  quantity: decimal,
  market_unit: marketUnit.optional(),
  price: decimal.optional(),
  trigger_price: decimal.optional(),
  activation_price: decimal.optional(),
  trailing_percentage: decimal.optional(),
  trailing_value: decimal.optional(),
  tp_trigger_price: decimal.optional(),
  tp_limit_price: decimal.optional(),
  tp_order_type: orderType.optional(),
  sl_trigger_price: decimal.optional(),
  sl_limit_price: decimal.optional(),
  sl_order_type: orderType.optional(),
});

const modifyBody = z
  .object({
    order_id: z.string().min(1).max(64).optional(),
    client_order_id: clientOrderId.optional(),
    plan_type: planType,
    trigger_price: decimal.optional(),
    price: decimal.optional(),
    quantity: decimal.optional(),
    activation_price: decimal.optional(),
    trailing_percentage: decimal.optional(),
    trailing_value: decimal.optional(),
  })
  .refine((ref) => ref.order_id !== undefined || ref.client_order_id !== undefined, {
    error: 'order_id or client_order_id is required',
    path: ['order_id'],
  });

const cancelAllBody = z.object({ plan_type: planType.optional(), symbol_id: symbolId.optional() });
const planListQuery = listQuery.extend({ plan_type: planType.optional() });

function create(c: PrivateContext): JsonResponse {
  const body = parseWith(createBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const order = definedOnly(body.value) as CreatePlanOrderBody;
  // A repeated client order id is the plan it made, answered before any check (as orders.ts does).
  const repeat = c.deps.exchange.engine.repeatOf(c.user.accountId, 'plan', order);
  if (repeat) return fromOutcome(repeat);
  const instrument = findInstrument(c, order.symbol_id);
  if (!isInstrument(instrument)) return instrument;
  const lastPrice = c.deps.exchange.engine.lastPrice(order.symbol_id);
  const notional = notionalOf(order, lastPrice);
  const refused =
    accountRefusal(c.deps.users, c.user, 'create') ?? orderRefusal(c.user, instrument, notional);
  if (refused) return refuse(refused.code, refused.message);
  // A plan buy holds quota from placement, as it holds its funds (exchange/quotaLedger.ts).
  const quota = checkQuota(c, order, planNotionalOf(order, lastPrice));
  if (quota.refusal) return quota.refusal;
  const placed = c.deps.exchange.engine.placePlanOrder(c.user.accountId, order);
  if (placed.ok) quota.hold(placed.value);
  return fromOutcome(placed);
}

function cancel(c: PrivateContext): JsonResponse {
  const body = parseWith(orderRef, c.request.body, 'body');
  if (!body.ok) return body.response;
  const refused = accountRefusal(c.deps.users, c.user, 'cancel');
  if (refused) return refuse(refused.code, refused.message);
  return fromOutcome(c.deps.exchange.engine.cancelPlanOrder(c.user.accountId, toRef(body.value)));
}

function modify(c: PrivateContext): JsonResponse {
  const body = parseWith(modifyBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const refused = accountRefusal(c.deps.users, c.user, 'modify');
  if (refused) return refuse(refused.code, refused.message);
  const change = definedOnly(body.value) as ModifyPlanOrderBody;
  return fromOutcome(c.deps.exchange.engine.modifyPlanOrder(c.user.accountId, change));
}

function cancelAll(c: PrivateContext): JsonResponse {
  const body = parseWith(cancelAllBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const refused = accountRefusal(c.deps.users, c.user, 'cancel');
  if (refused) return refuse(refused.code, refused.message);
  const { plan_type, symbol_id } = body.value;
  return ok({ list: c.deps.exchange.engine.cancelAllPlanOrders(c.user.accountId, plan_type, symbol_id) });
}

function listOf(which: 'openPlanOrders' | 'planOrderHistory') {
  return (c: PrivateContext): JsonResponse => {
    const query = parseWith(planListQuery, c.request.query, 'query');
    if (!query.ok) return query.response;
    const { plan_type, limit } = query.value;
    const list = c.deps.exchange.engine[which](
      c.user.accountId,
      definedOnly({ ...toOrderQuery(query.value), planType: plan_type }),
    );
    return ok(page(list, limit));
  };
}

export const planOrderRoutes: Route[] = [
  privateRoute('POST', API.createPlanOrder, create),
  privateRoute('POST', API.cancelPlanOrder, cancel),
  privateRoute('POST', API.modifyPlanOrder, modify),
  privateRoute('POST', API.cancelAllPlanOrders, cancelAll),
  privateRoute('GET', API.openPlanOrders, listOf('openPlanOrders')),
  privateRoute('GET', API.planOrderHistory, listOf('planOrderHistory')),
];
