/**
 * Server-side refusals of spec 000 §8 that depend on who trades what, so every order-result code the
 * page handles can be reached against the simulator. The rules, in the order they are checked:
 *
 * 1. 81001 (liquidation): the account's risk status is 4. Applies to create, modify, cancel and
 *    cancel-all. Set it with `users.setRiskStatus(accountId, 4)` (the control endpoint
 *    POST /__control/risk {accountId, status} does this on a running server).
 * 2. 32241 (trade try limit): the account's risk status is 5 (overrun). Create and modify only.
 * 3. 170348 (region/permission limit): a sub-account ordering an innovation- or adventure-zone symbol.
 * 4. -2172 (trade try limit, alternate): a demo account ordering a leveraged token.
 * 5. 12240 (risk-control limit): a copy-trading leader ordering an adventure-zone symbol.
 * 6. 32329 (standard-account limit): a classic (standard) account placing one order worth more than
 *    STANDARD_ORDER_LIMIT in quote.
 */
import { CODES, type Instrument } from '../../shared/protocol';
import { toFixed, type Fixed } from '../../shared/money/fixed';
import type { ExchangeError } from '../exchange/types';
import type { ApiUser, UserDirectory } from './users';

export const STANDARD_ORDER_LIMIT = toFixed('1000000');

export type TradeAction = 'create' | 'modify' | 'cancel';

const zone = (instrument: Instrument, name: string) => instrument.mark.includes(name);

export function accountRefusal(
  users: UserDirectory,
  user: ApiUser,
  action: TradeAction,
): ExchangeError | undefined {
  const risk = users.riskStatus(user.accountId);
  if (risk === 4) return { code: CODES.liquidation, message: 'the account is in liquidation' };
  if (risk === 5 && action !== 'cancel') {
    return { code: CODES.tradeTryLimit, message: 'the account is over its risk limit; trading is paused' };
  }
  return undefined;
}

/** Checks of a new order; `notional` is its quote value when it can be known (undefined otherwise). */
export function orderRefusal(
  user: ApiUser,
  instrument: Instrument,
  notional: Fixed | undefined,
): ExchangeError | undefined {
  if (user.kind === 'sub' && (zone(instrument, 'innovation') || zone(instrument, 'adventure'))) {
    return {
      code: CODES.tradeTryLimitRegion,
      message: 'sub-accounts cannot trade innovation or adventure pairs',
    };
  }
  if (user.kind === 'demo' && instrument.isLeveragedToken) {
    return { code: CODES.tradeTryLimitAlt, message: 'demo accounts cannot trade leveraged tokens' };
  }
  if (user.kind === 'copyLeader' && zone(instrument, 'adventure')) {
    return { code: CODES.tradeTryLimitRisk, message: 'copy-trading leaders cannot trade adventure pairs' };
  }
  if (user.kind === 'classic' && notional !== undefined && notional > STANDARD_ORDER_LIMIT) {
    return { code: CODES.standardAccountLimit, message: 'order value above the standard-account limit' };
  }
  return undefined;
}
