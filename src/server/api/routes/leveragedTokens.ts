/**
 * Leveraged tokens: info, subscribe (quote in, tokens out at NAV), redeem (tokens in, quote out) and
 * the account's LT orders. The checks follow spec 000 §5 in its order and stop at the first failure.
 * A repeated client_order_id answers the order it already made (one click is one order).
 */
import { z } from 'zod';
import {
  API,
  CODES,
  LT_ORDER_STATUS,
  LT_ORDER_TYPE,
  LT_ORDERS_MAX_LIMIT,
  type Instrument,
  type LeveragedTokenInfo,
  type LtOrderList,
} from '../../../shared/protocol';
import { div, formatFixed, mul, parseFixed, ZERO, type Fixed } from '../../../shared/money/fixed';
import type { ExchangeError } from '../../exchange/types';
import type { LtOrder } from '../accountStore';
import { privateRoute, publicRoute, type PrivateContext, type Route } from '../context';
import { ok, refuse, type JsonResponse } from '../envelope';
import { clientOrderId, decimal, intInRange, parseWith, symbolId } from '../validate';
import { freeOf } from './assets';
import { findInstrument, isInstrument } from './market';

const symbolQuery = z.object({ symbol: symbolId });
const subscribeBody = z.object({
  symbol: symbolId,
  amount: decimal.optional(),
  client_order_id: clientOrderId,
});
const redeemBody = z.object({
  symbol: symbolId,
  quantity: decimal.optional(),
  client_order_id: clientOrderId,
});
/** The records list of the orders panel (spec 001 §2): one direction, optionally one token, newest first. */
const ordersQuery = z.object({
  order_type: z.enum(['1', '2'], { error: 'expected 1 (subscription) or 2 (redemption)' }).optional(),
  symbol_id: symbolId.optional(),
  limit: intInRange(1, LT_ORDERS_MAX_LIMIT).optional(),
});

const fail = (code: number, message: string): ExchangeError => ({ code, message });
const big = (text: string | undefined) => parseFixed(text) ?? ZERO;

/** Steps 3–6 are the same for both directions; `closedStates` differ (redeem closed vs subscribe closed). */
function statusRefusal(info: LeveragedTokenInfo, closedStates: number[]): ExchangeError | undefined {
  if (closedStates.includes(info.st))
    return fail(CODES.ltClosed, 'this leveraged token is closed for the action');
  if (info.st === 5) return fail(CODES.ltPositionChange, 'the leveraged token is changing its position');
  if (info.riskSwitchStatus === 4) return fail(CODES.ltClosed, 'the leveraged token is closing its position');
  if (big(info.nav) <= ZERO) return fail(CODES.ltOutOfBounds, 'the net asset value is not valid');
  return undefined;
}

export function subscribeRefusal(amount: Fixed, quoteFree: Fixed, info: LeveragedTokenInfo, quote: string) {
  if (amount <= ZERO) return fail(CODES.invalidAmount, 'enter an amount to subscribe');
  if (amount > quoteFree) return fail(CODES.insufficientBalance, `not enough ${quote}`);
  return (
    statusRefusal(info, [3, 4]) ??
    (amount > big(info.maxPurchase)
      ? fail(CODES.ltOutOfBounds, `at most ${info.maxPurchase} ${quote}`)
      : undefined) ??
    (amount < big(info.minPurchase)
      ? fail(CODES.ltOutOfBounds, `at least ${info.minPurchase} ${quote}`)
      : undefined)
  );
}

export function redeemRefusal(quantity: Fixed, baseFree: Fixed, info: LeveragedTokenInfo) {
  if (quantity <= ZERO) return fail(CODES.invalidQuantity, 'enter a quantity to redeem');
  if (quantity > baseFree) return fail(CODES.insufficientBalance, 'not enough tokens to redeem');
  return (
    statusRefusal(info, [2, 4]) ??
    (quantity < big(info.minRedeem) ? fail(CODES.ltOutOfBounds, `at least ${info.minRedeem}`) : undefined) ??
    (quantity > big(info.maxRedeem) ? fail(CODES.ltOutOfBounds, `at most ${info.maxRedeem}`) : undefined)
  );
}

function lookup(
  c: PrivateContext,
  symbol: string,
): { instrument: Instrument; info: LeveragedTokenInfo } | JsonResponse {
  const instrument = findInstrument(c, symbol);
  if (!isInstrument(instrument)) return instrument;
  const info = c.deps.exchange.leveragedToken(symbol);
  return info ? { instrument, info } : refuse(CODES.symbolNotFound, `not a leveraged token: ${symbol}`);
}

function record(
  c: PrivateContext,
  order: Omit<LtOrder, 'orderId' | 'status' | 'createdTime' | 'orderType'>,
): JsonResponse {
  const list = c.store.ltOrders.get(c.user.accountId) ?? [];
  const now = c.deps.exchange.clock.now();
  const full: LtOrder = {
    ...order,
    orderId: `lt-${now}-${list.length + 1}`,
    orderType: order.kind === 'subscribe' ? LT_ORDER_TYPE.subscription : LT_ORDER_TYPE.redemption,
    // The simulator settles a subscription or redemption at once.
    status: LT_ORDER_STATUS.filled,
    createdTime: now,
  };
  c.store.ltOrders.set(c.user.accountId, [...list, full]);
  return ok(full);
}

function move(c: PrivateContext, out: [string, Fixed], into: [string, Fixed]): ExchangeError | undefined {
  const taken = c.deps.exchange.engine.adjustBalance(c.user.accountId, out[0], formatFixed(-out[1]));
  if (!taken.ok) return taken.error;
  const given = c.deps.exchange.engine.adjustBalance(c.user.accountId, into[0], formatFixed(into[1]));
  return given.ok ? undefined : given.error;
}

function previous(c: PrivateContext, clientId: string): JsonResponse | undefined {
  const found = c.store.ltOrders.get(c.user.accountId)?.find((o) => o.clientOrderId === clientId);
  return found ? ok(found) : undefined;
}

function subscribe(c: PrivateContext): JsonResponse {
  const body = parseWith(subscribeBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const repeated = previous(c, body.value.client_order_id);
  if (repeated) return repeated;
  const found = lookup(c, body.value.symbol);
  if ('kind' in found) return found;
  const { instrument, info } = found;
  const amount = big(body.value.amount);
  const refused = subscribeRefusal(
    amount,
    big(freeOf(c, instrument.quoteTokenId)),
    info,
    instrument.quoteTokenName,
  );
  if (refused) return refuse(refused.code, refused.message);
  const quantity = parseFixed(formatFixed(div(amount, big(info.nav)), instrument.quantityPrecision)) ?? ZERO;
  const moved = move(c, [instrument.quoteTokenId, amount], [instrument.baseTokenId, quantity]);
  if (moved) return refuse(moved.code, moved.message);
  return record(c, {
    clientOrderId: body.value.client_order_id,
    symbolId: instrument.symbolId,
    kind: 'subscribe',
    amount: formatFixed(amount),
    quantity: formatFixed(quantity),
    nav: info.nav,
  });
}

function redeem(c: PrivateContext): JsonResponse {
  const body = parseWith(redeemBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const repeated = previous(c, body.value.client_order_id);
  if (repeated) return repeated;
  const found = lookup(c, body.value.symbol);
  if ('kind' in found) return found;
  const { instrument, info } = found;
  const quantity = big(body.value.quantity);
  const refused = redeemRefusal(quantity, big(freeOf(c, instrument.baseTokenId)), info);
  if (refused) return refuse(refused.code, refused.message);
  const amount = parseFixed(formatFixed(mul(quantity, big(info.nav)), instrument.amountPrecision)) ?? ZERO;
  const moved = move(c, [instrument.baseTokenId, quantity], [instrument.quoteTokenId, amount]);
  if (moved) return refuse(moved.code, moved.message);
  return record(c, {
    clientOrderId: body.value.client_order_id,
    symbolId: instrument.symbolId,
    kind: 'redeem',
    amount: formatFixed(amount),
    quantity: formatFixed(quantity),
    nav: info.nav,
  });
}

function ltOrders(c: PrivateContext): JsonResponse {
  const query = parseWith(ordersQuery, c.request.query, 'query');
  if (!query.ok) return query.response;
  const { order_type: type, symbol_id: symbol, limit = 50 } = query.value;
  const wanted = (order: LtOrder) =>
    (type === undefined || order.orderType === Number(type)) &&
    (symbol === undefined || order.symbolId === symbol);
  const all = c.store.ltOrders.get(c.user.accountId) ?? [];
  const result: LtOrderList = { list: [...all].reverse().filter(wanted).slice(0, limit) };
  return ok(result);
}

export const leveragedTokenRoutes: Route[] = [
  publicRoute('GET', API.ltInfo, (c) => {
    const query = parseWith(symbolQuery, c.request.query, 'query');
    if (!query.ok) return query.response;
    const info = c.deps.exchange.leveragedToken(query.value.symbol);
    return info ? ok(info) : refuse(CODES.symbolNotFound, `not a leveraged token: ${query.value.symbol}`);
  }),
  privateRoute('POST', API.ltSubscribe, subscribe),
  privateRoute('POST', API.ltRedeem, redeem),
  privateRoute('GET', API.ltOrders, ltOrders),
];
