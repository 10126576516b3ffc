/** zod schemas of the order bodies and queries (spec 000 §7), shared by ordinary and plan routes. */
import { z } from 'zod';
import {
  clientOrderId,
  decimal,
  intInRange,
  marketUnit,
  orderType,
  side,
  symbolId,
  timestamp,
} from '../validate';
import { ATTACHED_NAMES } from '../../exchange/engine/requests';
import type { OrderQuery } from '../../exchange/types';

const orderId = z.string({ error: 'expected an order id' }).min(1).max(64);

/** A leg executes as a limit or a market order; LIMIT_MAKER is not a leg type. */
const legType = z.enum(['LIMIT', 'MARKET'], { error: 'expected LIMIT or MARKET' });

export const createOrderBody = z
  .object({
    symbol_id: symbolId,
    side,
    type: orderType,
    price: decimal.optional(),
    quantity: decimal,
    market_unit: marketUnit.optional(),
    client_order_id: clientOrderId,
    time_in_force: z.enum(['GTC', 'IOC', 'FOK'], { error: 'expected GTC, IOC or FOK' }).optional(),
    // Take-profit and stop-loss attached to a limit order (the engine checks them against its price).
    tp_trigger_price: decimal.optional(),
    tp_limit_price: decimal.optional(),
    tp_order_type: legType.optional(),
    sl_trigger_price: decimal.optional(),
    sl_limit_price: decimal.optional(),
    sl_order_type: legType.optional(),
  })
  .superRefine((body, context) => {
    if (body.type !== 'MARKET') return;
    const field = ATTACHED_NAMES.find((name) => body[name] !== undefined);
    if (field) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: 'take-profit and stop-loss attach to LIMIT and LIMIT_MAKER orders only, not to MARKET',
      });
    }
  });

/** Either id names the order; the check names both fields so the message says what to send. */
export const orderRef = z
  .object({ order_id: orderId.optional(), client_order_id: clientOrderId.optional() })
  .refine((ref) => ref.order_id !== undefined || ref.client_order_id !== undefined, {
    error: 'order_id or client_order_id is required',
    path: ['order_id'],
  });

export const modifyOrderBody = z
  .object({
    order_id: orderId.optional(),
    client_order_id: clientOrderId.optional(),
    symbol_id: symbolId.optional(),
    price: decimal.optional(),
    quantity: decimal.optional(),
  })
  .refine((ref) => ref.order_id !== undefined || ref.client_order_id !== undefined, {
    error: 'order_id or client_order_id is required',
    path: ['order_id'],
  });

/** The engine names the ids in camelCase. */
export function toRef(ref: { order_id?: string | undefined; client_order_id?: string | undefined }) {
  return definedOnly({ orderId: ref.order_id, clientOrderId: ref.client_order_id });
}

/** A comma list of symbol ids; empty or absent means all pairs. */
export const symbolList = z
  .string()
  .max(2000)
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  )
  .pipe(z.array(symbolId));

export const cancelAllBody = z.object({ symbol_ids: symbolList.optional() });

/** Order lists; start_time/end_time (ms) bound the orders' created time. */
export const listQuery = z.object({
  symbol_id: symbolId.optional(),
  from_order_id: z.string().max(64).optional(),
  start_time: timestamp.optional(),
  end_time: timestamp.optional(),
  limit: intInRange(1, 100).default(100),
});

/** A list query as the engine takes it; from_order_id "0" is the spec's "from the start". */
export function toOrderQuery(query: z.infer<typeof listQuery>): OrderQuery {
  const { symbol_id, from_order_id, start_time, end_time, limit } = query;
  return definedOnly({
    symbolId: symbol_id,
    fromOrderId: from_order_id && from_order_id !== '0' ? from_order_id : undefined,
    startTime: start_time,
    endTime: end_time,
    limit,
  });
}

/** Executions newest first; from_trade_id is the previous page's nextCursor. */
export const executionsQuery = z.object({
  symbol_id: symbolId.optional(),
  from_trade_id: z.string().max(64).optional(),
  start_time: timestamp.optional(),
  end_time: timestamp.optional(),
  limit: intInRange(1, 1000).default(1000),
});

/** Side as a word or as the UTA numbers (1 buy, 2 sell). */
export const sideParam = z
  .enum(['Buy', 'Sell', '1', '2'], { error: 'expected Buy, Sell, 1 or 2' })
  .transform((value) => (value === 'Buy' || value === '1' ? 'Buy' : 'Sell'));

export const averagePriceQuery = z.object({
  symbol_id: symbolId,
  side: sideParam,
  // spec 000 §7: the window is capped at 90 days, so a longer ask is served as 90, not refused.
  daySpan: z.coerce
    .number({ error: 'expected a number of days' })
    .int({ error: 'expected a number of days' })
    .min(1, { error: 'must be at least 1' })
    .default(7)
    .transform((days) => Math.min(days, 90)),
});

/** Drops keys whose value is undefined: exactOptionalPropertyTypes treats "absent" and "undefined" apart. */
export function definedOnly<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

/** A page of a list: the cursor is the last id when the page is full, "" at the end. */
export function page<T extends { orderId: string }>(list: T[], limit: number) {
  return { list, nextCursor: list.length >= limit ? (list[list.length - 1]?.orderId ?? '') : '' };
}
