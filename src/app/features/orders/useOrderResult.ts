import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CODES, type Order } from '../../../shared/protocol';
import { isSignedOut, type ApiResult } from '../../../shared/rest/ApiError';
import { useSetAtom } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { refreshProfileAtom } from '../session';
import { describeOrderResult } from './describeOrderResult';
import { raiseOrderLimitFlagAtom } from './orderResultAtoms';

/**
 * Refusals that say the account's state changed (spec 000 §5: liquidation, an overrun): the profile is
 * loaded again so the page's own checks refuse the next order before any request.
 */
const ACCOUNT_STATE_CODES: ReadonlySet<number> = new Set([CODES.liquidation, CODES.tradeTryLimit]);

/**
 * The order-result handler of spec 000 §8: toasts what an order's answer means, raises its flag, and
 * reloads the profile when the answer says the account can no longer trade, or that the session is
 * gone (401: the page then becomes a visitor's, SessionWatch).
 */
export function useOrderResult(): (result: ApiResult<Order>) => void {
  const { i18n } = useTranslation();
  const { show } = useToast();
  const raise = useSetAtom(raiseOrderLimitFlagAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  return useCallback(
    (result) => {
      const outcome = describeOrderResult(i18n, result);
      if (outcome.flag) raise(outcome.flag);
      if (!result.ok && (ACCOUNT_STATE_CODES.has(result.error.code ?? 0) || isSignedOut(result.error)))
        refreshProfile();
      show(outcome.toast);
    },
    [i18n, raise, refreshProfile, show],
  );
}
