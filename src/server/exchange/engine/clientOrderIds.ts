/**
 * Client order ids (design.md, integrity rules): one submission, one id, one order.
 *
 * - One namespace per account for ordinary and plan orders: an id names at most one order or plan, so
 *   a retry cannot land on the other endpoint's record, and cancel or modify by client id names one
 *   thing.
 * - A repeat of the same request answers the order the first one made and changes nothing (no funds
 *   locked, no quota spent, no push); the same id with a different request is refused
 *   (CODES.clientOrderIdReused), never answered as if it were the old order.
 * - "The same request" is the body without its client id, with decimals compared by value ("99" and
 *   "99.00" are one price), empty fields dropped, and the defaults time_in_force GTC and market_unit
 *   baseCoin filled in; which endpoint it came to is part of it.
 * - `plan-…` and `tpsl-…` name the orders the exchange places itself (a fired plan's order, the
 *   TP/SL plan of an order's legs), so a trader cannot take them.
 */
import { CODES, type Order } from '../../../shared/protocol';
import { formatFixed, parseFixed } from '../../../shared/money/fixed';
import type { Outcome } from '../types';
import type { OrderState } from './state';
import { fail } from './validation';

export type Endpoint = 'order' | 'plan';

const DEFAULTS: Record<string, string> = { time_in_force: 'GTC', market_unit: 'baseCoin' };
const RESERVED = /^(?:plan|tpsl)-/;

function canonical(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  const decimal = parseFixed(value);
  return decimal === undefined ? value : formatFixed(decimal);
}

/** What makes two create requests the same order. */
export function requestKey(endpoint: Endpoint, body: object): string {
  const fields = new Map<string, string>();
  for (const [name, value] of Object.entries(body)) {
    if (name !== 'client_order_id' && value !== undefined && value !== '') fields.set(name, canonical(value));
  }
  for (const [name, value] of Object.entries(DEFAULTS)) if (!fields.has(name)) fields.set(name, value);
  return JSON.stringify([endpoint, [...fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
}

/** A refusal for an id the exchange keeps for its own orders. */
export function reservedIdRefusal(clientOrderId: string): Outcome<never> | undefined {
  return RESERVED.test(clientOrderId)
    ? fail(
        CODES.badRequest,
        'client_order_id must not start with "plan-" or "tpsl-": those name the orders the exchange places for plans and take-profit/stop-loss legs.',
      )
    : undefined;
}

/**
 * The answer to a create whose client id the account already used: the order, when the request is
 * the same; a refusal otherwise. `keys` holds the request key of every order placed by a request.
 */
export function answerRepeat(
  existing: OrderState,
  key: string,
  keys: WeakMap<OrderState, string>,
  toOrder: (order: OrderState) => Order,
): Outcome<Order> {
  if (keys.get(existing) === key) return { ok: true, value: toOrder(existing) };
  return fail(
    CODES.clientOrderIdReused,
    `client_order_id ${existing.clientOrderId} was already used for order ${existing.id} with a different request; a new order needs a new client_order_id.`,
  );
}
