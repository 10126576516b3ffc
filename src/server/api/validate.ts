/**
 * Input checks where a request enters: a zod schema per query or body, and one message format that
 * names the bad field ("quantity: expected a decimal string") so a client can show or log it.
 */
import { z } from 'zod';
import { parseFixed } from '../../shared/money/fixed';
import { requestError, type JsonResponse } from './envelope';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: JsonResponse };

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, what: string): Parsed<z.output<S>> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : what;
  return { ok: false, response: requestError(400, `${field}: ${issue?.message ?? 'invalid'}`) };
}

/**
 * The one form a decimal takes on the wire: digits, then optionally a point and digits; no sign, no
 * white space, no exponent, no leading zeros ("0.5" and "50000.00" yes; "+1", " 50000 ", "50000\n",
 * "00050000", ".5", "5." no). Trailing zeros stay allowed: they are how a precision is written.
 */
const CANONICAL_DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

export const decimal = z
  .string({ error: 'expected a decimal string' })
  .refine((text) => CANONICAL_DECIMAL.test(text) && parseFixed(text) !== undefined, {
    error: 'expected a non-negative decimal such as "50000" or "0.5" (no sign, spaces or leading zeros)',
  });

export const symbolId = z
  .string({ error: 'expected a symbol id' })
  .regex(/^[A-Z0-9]{2,24}$/, { error: 'expected a symbol id such as BTCUSDT' });

/** Query values arrive as strings; this reads an optional bounded integer out of one. */
export const intInRange = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected an integer' })
    .int({ error: 'expected an integer' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** Millisecond timestamps, which exceed int32 but stay safe integers. */
export const timestamp = z.coerce
  .number({ error: 'expected a time in ms' })
  .int({ error: 'expected a time in ms' })
  .nonnegative({ error: 'expected a time in ms' });

export const clientOrderId = z
  .string({ error: 'expected a client order id' })
  .min(1, { error: 'must not be empty' })
  .max(64, { error: 'must be at most 64 characters' });

export const side = z.enum(['Buy', 'Sell'], { error: 'expected Buy or Sell' });
export const orderType = z.enum(['LIMIT', 'MARKET', 'LIMIT_MAKER'], {
  error: 'expected LIMIT, MARKET or LIMIT_MAKER',
});
export const marketUnit = z.enum(['baseCoin', 'quoteCoin'], { error: 'expected baseCoin or quoteCoin' });
