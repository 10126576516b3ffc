import type { TFunction } from 'i18next';
import { parseFixed } from '../../../shared/money/fixed';
import { formatAtPrecision } from '../../../shared/orders/formatAtPrecision';
import type { Instrument, OrderEvent } from '../../../shared/protocol';
import { formatDecimalForLocale } from '../../i18n/localeFormat';
import type { ToastInput } from '../../ui/toastAtoms';

/** Spec 000 §3: an unknown symbol's precisions. */
const DEFAULT_PRICE_DECIMALS = 13;
const DEFAULT_QUANTITY_DECIMALS = 8;

const TONES: Record<OrderEvent['kind'], ToastInput['tone']> = {
  filled: 'success',
  partiallyFilledCancelled: 'info',
  cancelled: 'info',
  modified: 'info',
  marketFailed: 'error',
  postOnlyRefused: 'error',
  triggerRejected: 'error',
};

const positive = (value: string): boolean => (parseFixed(value || '0') ?? 0n) > 0n;

/**
 * An order event as a toast (spec 000 §4 "Notifications", 001 §8): what happened as the title; the
 * side, quantity, price and pair as the detail, at the pair's precisions in the reader's notation.
 * A fill says what traded at its average price; other events say the order as it stood. A market
 * buy by value says its quote amount. A plan that could not place its order adds the exchange's reason.
 */
export function describeOrderEvent(
  t: TFunction,
  language: string,
  event: OrderEvent,
  instrument: Instrument | undefined,
): ToastInput {
  const { order, kind } = event;
  // Padded to the pair's precision, never cut: an average price may hold more digits than the pair's.
  const format = (value: string, decimals: number): string =>
    formatDecimalForLocale(formatAtPrecision(value || '0', decimals), language);
  const priceDecimals = instrument?.pricePrecision ?? DEFAULT_PRICE_DECIMALS;
  const traded = kind === 'filled' || kind === 'partiallyFilledCancelled';
  const byValue = !traded && order.marketUnit === 'quoteCoin' && positive(order.amount);
  const quantity = byValue
    ? format(order.amount, instrument?.amountPrecision ?? DEFAULT_QUANTITY_DECIMALS)
    : format(
        traded ? order.executedQty : order.origQty,
        instrument?.quantityPrecision ?? DEFAULT_QUANTITY_DECIMALS,
      );
  const price = traded && positive(order.avgPrice) ? order.avgPrice : order.price;
  const values = {
    side: t(`orderEvents.side.${order.side}`),
    quantity,
    unit: byValue ? order.quoteTokenName : order.baseTokenName,
    price: format(positive(price) ? price : order.triggerPrice, priceDecimals),
    pair: `${order.baseTokenName}/${order.quoteTokenName}`,
  };
  const atMarket = !positive(price) && !positive(order.triggerPrice);
  const detail = t(atMarket ? 'orderEvents.detailMarket' : 'orderEvents.detail', values);
  return {
    tone: TONES[kind],
    title: t(`orderEvents.${kind}`),
    detail: kind === 'triggerRejected' && order.rejectReason ? `${detail} ${order.rejectReason}` : detail,
  };
}
