/**
 * Ordinary orders: create, cancel, modify, cancel-all, open orders, history, executions and the
 * average price. A repeated client order id is answered first; then account refusals (tradeRules.ts),
 * the quota of innovation and adventure pairs (quotaCheck.ts), and the engine's own checks.
 */
import { API, type CreateOrderBody } from '../../../shared/protocol';
import { mul, parseFixed, ZERO, formatFixed, div, type Fixed } from '../../../shared/money/fixed';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { fromOutcome, ok, refuse, type JsonResponse } from '../envelope';
import { accountRefusal, orderRefusal } from '../tradeRules';
import { parseWith } from '../validate';
import { findInstrument, isInstrument } from './market';
import { checkQuota } from './quotaCheck';
import {
  averagePriceQuery,
  cancelAllBody,
  createOrderBody,
  definedOnly,
  executionsQuery,
  listQuery,
  modifyOrderBody,
  orderRef,
  page,
  toOrderQuery,
  toRef,
} from './orderSchemas';

const DAY_MS = 86_400_000;

/** Quote value of an order, when it can be known before matching. */
export function notionalOf(
  body: Pick<CreateOrderBody, 'type' | 'price' | 'quantity' | 'market_unit'>,
  lastPrice: string | undefined,
): Fixed | undefined {
  const quantity = parseFixed(body.quantity);
  if (quantity === undefined) return undefined;
  if (body.type === 'MARKET' && body.market_unit === 'quoteCoin') return quantity;
  const price = parseFixed(body.type === 'MARKET' ? lastPrice : body.price);
  return price === undefined ? undefined : mul(price, quantity);
}

function refusalResponse(error: { code: number; message: string } | undefined): JsonResponse | undefined {
  return error ? refuse(error.code, error.message) : undefined;
}

function create(c: PrivateContext): JsonResponse {
  const body = parseWith(createOrderBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const order = definedOnly(body.value) as CreateOrderBody;
  const { exchange, users } = c.deps;
  // A repeated client order id is the order it made (design.md), answered before any check that could
  // go otherwise on the retry (a risk status set since, the quota it spent), spending nothing; the
  // same id with a different request is refused (engine/clientOrderIds.ts).
  const repeat = exchange.engine.repeatOf(c.user.accountId, 'order', order);
  if (repeat) return fromOutcome(repeat);
  const instrument = findInstrument(c, order.symbol_id);
  if (!isInstrument(instrument)) return instrument;
  const notional = notionalOf(order, exchange.engine.lastPrice(order.symbol_id));
  const refused = accountRefusal(users, c.user, 'create') ?? orderRefusal(c.user, instrument, notional);
  if (refused) return refuse(refused.code, refused.message);
  const quota = checkQuota(c, order, notional);
  if (quota.refusal) return quota.refusal;
  const placed = exchange.engine.placeOrder(c.user.accountId, order);
  if (placed.ok) quota.hold(placed.value);
  return fromOutcome(placed);
}

function cancel(c: PrivateContext): JsonResponse {
  const body = parseWith(orderRef, c.request.body, 'body');
  if (!body.ok) return body.response;
  const refused = refusalResponse(accountRefusal(c.deps.users, c.user, 'cancel'));
  if (refused) return refused;
  return fromOutcome(c.deps.exchange.engine.cancelOrder(c.user.accountId, toRef(body.value)));
}

function modify(c: PrivateContext): JsonResponse {
  const body = parseWith(modifyOrderBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const refused = refusalResponse(accountRefusal(c.deps.users, c.user, 'modify'));
  if (refused) return refused;
  return fromOutcome(c.deps.exchange.engine.modifyOrder(c.user.accountId, definedOnly(body.value)));
}

function cancelAll(c: PrivateContext): JsonResponse {
  const body = parseWith(cancelAllBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const refused = refusalResponse(accountRefusal(c.deps.users, c.user, 'cancel'));
  if (refused) return refused;
  const symbols = body.value.symbol_ids;
  const cancelled = c.deps.exchange.engine.cancelAllOrders(
    c.user.accountId,
    symbols?.length ? symbols : undefined,
  );
  return ok({ list: cancelled });
}

function listOf(which: 'openOrders' | 'orderHistory') {
  return (c: PrivateContext): JsonResponse => {
    const query = parseWith(listQuery, c.request.query, 'query');
    if (!query.ok) return query.response;
    const list = c.deps.exchange.engine[which](c.user.accountId, toOrderQuery(query.value));
    return ok(page(list, query.value.limit));
  };
}

function executions(c: PrivateContext): JsonResponse {
  const query = parseWith(executionsQuery, c.request.query, 'query');
  if (!query.ok) return query.response;
  const { symbol_id, from_trade_id, start_time, end_time, limit } = query.value;
  return ok(
    c.deps.exchange.engine.executionPage(
      c.user.accountId,
      definedOnly({
        symbolId: symbol_id,
        fromTradeId: from_trade_id,
        startTime: start_time,
        endTime: end_time,
        limit,
      }),
    ),
  );
}

function averagePrice(c: PrivateContext): JsonResponse {
  const query = parseWith(averagePriceQuery, c.request.query, 'query');
  if (!query.ok) return query.response;
  const { symbol_id, side, daySpan } = query.value;
  const instrument = findInstrument(c, symbol_id);
  if (!isInstrument(instrument)) return instrument;
  const now = c.deps.exchange.clock.now();
  const fills = c.deps.exchange.engine
    .executions(c.user.accountId, {
      symbolId: symbol_id,
      startTime: now - daySpan * DAY_MS,
      endTime: now,
      limit: 1000,
    })
    .filter((fill) => fill.side === side);
  let quantity = ZERO;
  let value = ZERO;
  for (const fill of fills) {
    quantity += parseFixed(fill.execQty) ?? ZERO;
    value += parseFixed(fill.execValue) ?? ZERO;
  }
  const average = quantity > ZERO ? formatFixed(div(value, quantity), instrument.pricePrecision) : '';
  return ok({ symbolId: symbol_id, side, daySpan, averagePrice: average, quantity: formatFixed(quantity) });
}

export const orderRoutes: Route[] = [
  privateRoute('POST', API.createOrder, create),
  privateRoute('POST', API.cancelOrder, cancel),
  privateRoute('POST', API.modifyOrder, modify),
  privateRoute('POST', API.cancelAllOrders, cancelAll),
  privateRoute('GET', API.openOrders, listOf('openOrders')),
  privateRoute('GET', API.orderHistory, listOf('orderHistory')),
  privateRoute('GET', API.executions, executions),
  privateRoute('GET', API.averagePrice, averagePrice),
];
