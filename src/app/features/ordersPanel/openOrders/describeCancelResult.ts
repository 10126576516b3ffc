import type { TFunction } from 'i18next';
import { CODES } from '../../../../shared/protocol';
import type { ApiResult } from '../../../../shared/rest/ApiError';
import { describeApiFailure } from '../../../api/describeApiFailure';
import type { ToastInput } from '../../../ui/toastAtoms';

/**
 * The toast of a cancel or cancel-all answer (spec 000 §8 "Cancel", 001 §8 "Cancel all"): success is
 * operationSuccess with cancelSuccess; 81001 is operationFail with the liquidation message; any other
 * failure is operationFail with the server's own message (or why no answer came).
 */
export function describeCancelResult(t: TFunction, result: ApiResult<unknown>): ToastInput {
  if (result.ok) {
    return {
      tone: 'success',
      title: t('openOrders.result.operationSuccess', { ns: 'integratedTrade' }),
      detail: t('openOrders.result.cancelSuccess', { ns: 'integratedTrade' }),
    };
  }
  return {
    tone: 'error',
    title: t('openOrders.result.operationFail', { ns: 'integratedTrade' }),
    detail:
      result.error.code === CODES.liquidation
        ? t('orderCheck.liquidationErrorInfo')
        : describeApiFailure(t, result.error),
  };
}
