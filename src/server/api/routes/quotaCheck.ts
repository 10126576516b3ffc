/**
 * The innovation/adventure quota at the edge of both create routes (spec 000 §5 step 3): a buy whose
 * quote value is above the remaining quota is refused (innovateTradeFail); an accepted one holds its
 * value until it ends (exchange/quotaLedger.ts). Sells and pairs without a quota pass.
 */
import { CODES, type Order } from '../../../shared/protocol';
import { formatFixed, parseFixed, ZERO, type Fixed } from '../../../shared/money/fixed';
import type { PrivateContext } from '../context';
import { refuse, type JsonResponse } from '../envelope';

export interface QuotaCheck {
  refusal: JsonResponse | undefined;
  /** Call with the engine's answer once it accepted the order. */
  hold(order: Order): void;
}

export function checkQuota(
  c: PrivateContext,
  body: { symbol_id: string; side: string },
  notional: Fixed | undefined,
): QuotaCheck {
  const { exchange } = c.deps;
  const accountId = c.user.accountId;
  const quota = body.side === 'Buy' ? exchange.quota(accountId, body.symbol_id) : undefined;
  if (!quota || quota.limit === '-1' || notional === undefined || notional <= ZERO)
    return { refusal: undefined, hold: () => undefined };
  const remain = parseFixed(quota.remainAmount);
  if (remain !== undefined && notional > remain) {
    return {
      refusal: refuse(
        CODES.quotaExceeded,
        `innovateTradeFail: ${quota.remainAmount} ${quota.coin} of quota left`,
      ),
      hold: () => undefined,
    };
  }
  return {
    refusal: undefined,
    hold: (order) => exchange.reserveQuota?.(accountId, order, formatFixed(notional)),
  };
}
