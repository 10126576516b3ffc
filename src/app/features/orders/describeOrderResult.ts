import type { i18n } from 'i18next';
import type errorCodeTexts from '../../../../locales/en/errorCode.json';
import { CODES, type Order } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { describeApiFailure } from '../../api/describeApiFailure';
import { formatDecimalForLocale } from '../../i18n/localeFormat';
import type { ToastInput } from '../../ui/toastAtoms';
import type { OrderLimitFlag } from './orderResultAtoms';

/** What an order's answer means for the page: the toast to show, and the flag it raises, if any. */
export interface OrderOutcome {
  toast: ToastInput;
  flag: OrderLimitFlag | undefined;
}

type ErrorCodeKey = keyof typeof errorCodeTexts;

/** Spec 000 §8: the codes that raise a flag rather than being only a message. */
const FLAGS = new Map<number, OrderLimitFlag>([
  [CODES.tradeTryLimit, 'tradeTryLimit'],
  [CODES.tradeTryLimitAlt, 'tradeTryLimit'],
  [CODES.tradeTryLimitRisk, 'tradeTryLimit'],
  [CODES.tradeTryLimitRegion, 'tradeTryLimit'],
  [CODES.standardAccountLimit, 'standardAccountLimit'],
]);

/**
 * Spec 000 §8 "order result codes" for a created order: success is orderSuccessful with its detail;
 * a refusal says why in the reader's language when errorCode has the code, else in the server's own
 * words (as text); a lost answer says a retry is safe (the submission keeps its client order id).
 * The flagged codes also toast, since nothing shows the flags yet.
 */
export function describeOrderResult(
  i18n: Pick<i18n, 't' | 'exists' | 'language'>,
  result: ApiResult<Order>,
): OrderOutcome {
  const { t } = i18n;
  if (result.ok) {
    const order = result.value;
    return {
      flag: undefined,
      toast: {
        tone: 'success',
        title: t('orderResult.orderSuccessful'),
        // A market order trades at the market; a limit order (placed or modified) rests at its price.
        detail: t(
          order.type === 'MARKET'
            ? 'orderResult.orderSuccessfulDetail'
            : 'orderResult.orderSuccessfulLimitDetail',
          {
            side: t(`orderResult.side.${order.side}`),
            quantity: formatDecimalForLocale(order.orderQtyForView || order.origQty, i18n.language),
            base: order.baseTokenName,
            price: formatDecimalForLocale(order.price, i18n.language),
            pair: `${order.baseTokenName}/${order.quoteTokenName}`,
          },
        ),
      },
    };
  }
  const { error } = result;
  if (error.kind === 'server') {
    const key = String(error.code) as ErrorCodeKey;
    const known = error.code !== undefined && i18n.exists(key, { ns: 'errorCode' });
    return {
      flag: error.code === undefined ? undefined : FLAGS.get(error.code),
      toast: {
        tone: 'error',
        title: t('orderResult.failed'),
        detail: known ? t(key, { ns: 'errorCode' }) : describeApiFailure(t, error),
      },
    };
  }
  return {
    flag: undefined,
    toast: {
      tone: 'error',
      title: t('orderResult.uncertain'),
      detail: t('orderResult.retrySafe', { reason: describeApiFailure(t, error) }),
    },
  };
}
