/**
 * Turning request bodies into parsed requests: shapes and decimal syntax only (bad requests); the
 * business checks live in validation.ts and run when the order is placed.
 */
import { CODES, type CreateOrderBody } from '../../../shared/protocol';
import { ZERO } from '../../../shared/money/fixed';
import type { Outcome } from '../types';
import type { OrderRequest } from './placement';
import { fail, parseField, succeed } from './validation';

const SIDES = new Set(['Buy', 'Sell']);
const TYPES = new Set(['LIMIT', 'MARKET', 'LIMIT_MAKER']);
const TIFS = new Set(['GTC', 'IOC', 'FOK']);
const UNITS = new Set(['baseCoin', 'quoteCoin']);
/** The take-profit and stop-loss fields of a create body (the REST schema refuses them on MARKET). */
export const ATTACHED_NAMES = [
  'tp_trigger_price',
  'tp_limit_price',
  'tp_order_type',
  'sl_trigger_price',
  'sl_limit_price',
  'sl_order_type',
] as const;

/** Take-profit and stop-loss fields of a create body, as sent (attachedTpSl.ts checks them). */
export type AttachedFields = Pick<CreateOrderBody, (typeof ATTACHED_NAMES)[number]>;

/** The tp_/sl_ fields a create body gives, or undefined when it gives none. */
export function attachedFieldsOf(body: CreateOrderBody): AttachedFields | undefined {
  const names = ATTACHED_NAMES.filter((name) => body[name] !== undefined && body[name] !== '');
  if (names.length === 0) return undefined;
  return Object.fromEntries(names.map((name) => [name, body[name]])) as AttachedFields;
}

/** Checks the fields every order body shares. */
export function checkShape(body: {
  side?: unknown;
  type?: unknown;
  market_unit?: unknown;
  client_order_id?: unknown;
}): Outcome<true> {
  if (!SIDES.has(body.side as string)) return fail(CODES.badRequest, 'side must be Buy or Sell.');
  if (!TYPES.has(body.type as string))
    return fail(CODES.badRequest, 'type must be LIMIT, MARKET or LIMIT_MAKER.');
  if (body.market_unit !== undefined && !UNITS.has(body.market_unit as string)) {
    return fail(CODES.badRequest, 'market_unit must be baseCoin or quoteCoin.');
  }
  if (typeof body.client_order_id !== 'string' || body.client_order_id.length > 64) {
    return fail(CODES.badRequest, 'client_order_id must be a string of at most 64 characters.');
  }
  return succeed(true);
}

export function parseCreateBody(body: CreateOrderBody): Outcome<OrderRequest> {
  const shape = checkShape(body);
  if (!shape.ok) return shape;
  if (body.time_in_force !== undefined && !TIFS.has(body.time_in_force)) {
    return fail(CODES.badRequest, 'time_in_force must be GTC, IOC or FOK.');
  }
  const isMarket = body.type === 'MARKET';
  const attached = attachedFieldsOf(body);
  if (attached && isMarket) {
    return fail(
      CODES.badRequest,
      'Take-profit and stop-loss attach to LIMIT and LIMIT_MAKER orders only, not to a MARKET order.',
    );
  }
  const price = isMarket ? succeed(ZERO) : parseField(body.price, 'price');
  if (!price.ok) return price;
  const quantity = parseField(body.quantity, 'quantity');
  if (!quantity.ok) return quantity;
  const marketUnit = body.market_unit ?? 'baseCoin';
  if (isMarket && body.side === 'Sell' && marketUnit === 'quoteCoin') {
    return fail(CODES.badRequest, 'A market sell is placed by base quantity (market_unit baseCoin).');
  }
  const byValue = isMarket && body.side === 'Buy' && marketUnit === 'quoteCoin';
  return succeed({
    side: body.side,
    type: body.type,
    tif: body.time_in_force ?? 'GTC',
    price: price.value,
    qty: byValue ? ZERO : quantity.value,
    amount: byValue ? quantity.value : ZERO,
    marketUnit: isMarket ? marketUnit : 'baseCoin',
    clientOrderId: body.client_order_id,
    createType: 'CreateByUser',
    parentPlanId: '',
    attached,
  });
}
