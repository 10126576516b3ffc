import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { useSetAtom } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { describeOrderResult } from './describeOrderResult';
import { raiseOrderLimitFlagAtom } from './orderResultAtoms';

/** The order-result handler of spec 000 §8: toasts what an order's answer means and raises its flag. */
export function useOrderResult(): (result: ApiResult<Order>) => void {
  const { i18n } = useTranslation();
  const { show } = useToast();
  const raise = useSetAtom(raiseOrderLimitFlagAtom);
  return useCallback(
    (result) => {
      const outcome = describeOrderResult(i18n, result);
      if (outcome.flag) raise(outcome.flag);
      show(outcome.toast);
    },
    [i18n, raise, show],
  );
}
