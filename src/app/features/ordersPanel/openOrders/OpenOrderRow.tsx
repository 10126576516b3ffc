import { memo, useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { OrderEditField } from '../../../../shared/orderChecks';
import { displayStatusOf } from '../../../../shared/orders/displayStatusOf';
import type { Order } from '../../../../shared/protocol';
import { formatDecimalForLocale } from '../../../i18n/localeFormat';
import { VirtualTableRow } from '../../../ui/VirtualTable';
import { calculateOpenOrderRow, type Figure } from './calculateOpenOrderRow';
import { EditableFigure } from './EditableFigure';
import type { OpenOrderWords } from './openOrderWords';
import type { PendingAction } from './useOrderActions';

export interface OpenOrderRowProps {
  /** The row's index in its table's rows. */
  index: number;
  order: Order;
  pending: PendingAction | undefined;
  formatTime(epochMs: number): string;
  /** The rows' words in the page's language (one set for the table). */
  words: OpenOrderWords;
  onCancel(order: Order): void;
  onModify(order: Order, field: OrderEditField, value: string): void;
}

/** One open order: its figures (the editable ones as buttons), its display status and its Cancel. */
export const OpenOrderRow = memo(function OpenOrderRow({
  index,
  order,
  pending,
  formatTime,
  words,
  onCancel,
  onModify,
}: OpenOrderRowProps) {
  const { t } = useTranslation('integratedTrade');
  const { word } = words;
  const row = useMemo(() => calculateOpenOrderRow(order), [order]);
  const decimal = (value: string) => (value ? formatDecimalForLocale(value, words.locale) : '--');
  const type = word(`type.${row.type}`, () => t(`openOrders.types.${row.type}`));
  const side = word(`side.${order.side}`, () => t(`orderResult.side.${order.side}`, { ns: 'spot' }));
  const summary = words.summary({
    type,
    side,
    quantity: `${decimal(row.quantity.value)} ${row.quantity.coin}`,
    pair: row.pair,
  });
  const status = pending?.kind === 'cancel' ? 'PENDING_CANCEL' : displayStatusOf(order);

  const figures = (list: Figure[], unit?: string) =>
    list.length === 0
      ? '--'
      : list.map((figure, index) => {
          const text = unit ? `${words.figure(figure)} ${unit}` : words.figure(figure);
          return figure.edit ? (
            <EditableFigure
              key={index}
              order={order}
              field={figure.edit}
              value={figure.value}
              text={text}
              summary={summary}
              words={words}
              busy={pending !== undefined}
              modifying={pending?.kind === 'modify' && pending.field === figure.edit}
              onModify={onModify}
            />
          ) : (
            <span key={index} className="open-orders__figure-text">
              {text}
            </span>
          );
        });

  return (
    <VirtualTableRow
      index={index}
      aria-busy={pending !== undefined || undefined}
      data-order-id={order.orderId}
    >
      <td>{formatTime(order.createdTime)}</td>
      <td>{row.pair}</td>
      <td>{type}</td>
      <td data-side={order.side}>{side}</td>
      <td data-numeric>{figures(row.price)}</td>
      <td data-numeric>{figures(row.trigger)}</td>
      <td data-numeric>{figures([row.quantity], row.quantity.coin)}</td>
      <td data-numeric>{decimal(row.filled)}</td>
      <td data-numeric>{decimal(row.value)}</td>
      <td>{word(`status.${status}`, () => t(`status.${status}`))}</td>
      <td>
        <button
          type="button"
          className="open-orders__cancel"
          aria-disabled={pending !== undefined || undefined}
          aria-label={words.cancelOrder({ order: summary })}
          onClick={() => {
            if (!pending) onCancel(order);
          }}
        >
          {word('cancel', () => t('openOrders.cancel'))}
        </button>
      </td>
    </VirtualTableRow>
  );
});
