/**
 * Innovation- and adventure-zone quotas (spec 000 §3, §5): each account may buy up to a limit of the
 * quote currency per symbol. Per account and symbol, only what was used is stored.
 *
 * How the API layer uses it: before accepting a buy on a quota symbol, read `quota()` and refuse with
 * CODES.quotaExceeded when the order's quote amount is above `remainAmount`; after the engine accepts
 * it, hand it to the ledger (quotaLedger.ts), which consumes its value and releases what the order
 * did not spend when it ends. `release` never raises the remainder above the limit.
 */
import { CODES, type Instrument, type QuotaEntry } from '../../shared/protocol';
import { formatFixed, parseFixed, ZERO, type Fixed } from '../../shared/money/fixed';
import type { Outcome } from './types';

/** Quote-currency limit per account and symbol, by zone. */
export const QUOTA_LIMITS: Readonly<Record<string, string>> = { innovation: '20000', adventure: '5000' };

export interface Quotas {
  quota(accountId: string, symbolId: string): QuotaEntry | undefined;
  /** Uses `amount` (quote currency) of the quota; `undefined` value for a symbol without quota. */
  consume(accountId: string, symbolId: string, amount: string): Outcome<QuotaEntry | undefined>;
  /** Gives `amount` back, capped so the remainder never exceeds the limit. */
  release(accountId: string, symbolId: string, amount: string): Outcome<QuotaEntry | undefined>;
}

export function createQuotas(
  instruments: readonly Instrument[],
  /** Zone → limit; tests use smaller ones. */
  zoneLimits: Readonly<Record<string, string>> = QUOTA_LIMITS,
): Quotas {
  const limits = new Map<string, { inst: Instrument; limit: Fixed; text: string }>();
  for (const inst of instruments) {
    const zone = inst.mark.find((mark) => zoneLimits[mark] !== undefined);
    const text = zone === undefined ? undefined : zoneLimits[zone];
    if (text !== undefined) limits.set(inst.symbolId, { inst, limit: parseFixed(text) ?? ZERO, text });
  }
  const used = new Map<string, Fixed>();
  const key = (accountId: string, symbolId: string): string => `${accountId}\u0000${symbolId}`;

  const entry = (accountId: string, symbolId: string): QuotaEntry | undefined => {
    const spec = limits.get(symbolId);
    if (spec === undefined) return undefined;
    const remain = spec.limit - (used.get(key(accountId, symbolId)) ?? ZERO);
    return {
      symbolId,
      coin: spec.inst.quoteTokenId,
      limit: spec.text,
      totalAmount: spec.text,
      remainAmount: formatFixed(remain > ZERO ? remain : ZERO, spec.inst.amountPrecision),
    };
  };

  const change = (
    accountId: string,
    symbolId: string,
    amountText: string,
    sign: 1n | -1n,
  ): Outcome<QuotaEntry | undefined> => {
    const amount = parseFixed(amountText);
    if (amount === undefined || amount < ZERO) {
      return {
        ok: false,
        error: { code: CODES.badRequest, message: 'amount must be a non-negative decimal.' },
      };
    }
    const spec = limits.get(symbolId);
    if (spec === undefined) return { ok: true, value: undefined };
    const k = key(accountId, symbolId);
    const next = (used.get(k) ?? ZERO) + sign * amount;
    if (next > spec.limit) {
      return {
        ok: false,
        error: {
          code: CODES.quotaExceeded,
          message: `The remaining quota of ${spec.inst.symbolName} is too low.`,
        },
      };
    }
    used.set(k, next > ZERO ? next : ZERO);
    return { ok: true, value: entry(accountId, symbolId) };
  };

  return {
    quota: entry,
    consume: (accountId, symbolId, amount) => change(accountId, symbolId, amount, 1n),
    release: (accountId, symbolId, amount) => change(accountId, symbolId, amount, -1n),
  };
}
