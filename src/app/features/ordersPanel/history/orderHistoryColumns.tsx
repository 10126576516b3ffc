import type { TFunction } from 'i18next';
import type { OrderHistoryRow } from '../../../../shared/protocol';
import type { VirtualTableColumn } from '../../../ui/VirtualTable';
import { createWordCache } from '../../../i18n/createWordCache';
import { historyColumns } from './historyColumns';

/** The Order history table's columns (time, pair, type, side, price, trigger, quantity, filled, …). */
export function orderHistoryColumns(
  t: TFunction<'integratedTrade'>,
  locale: string,
  formatTime: (epochMs: number) => string,
): VirtualTableColumn<OrderHistoryRow>[] {
  const { time, pair, side, figure } = historyColumns<OrderHistoryRow>(t, locale, formatTime);
  const typeWord = createWordCache();
  const statusWord = createWordCache();
  const marketPrice = t('history.marketPrice');
  return [
    time,
    pair,
    {
      key: 'type',
      widthCh: 10,
      header: t('history.column.type'),
      cell: (row) => typeWord(row.type, () => t(`history.type.${row.type}`)),
    },
    side,
    {
      key: 'price',
      widthCh: 12,
      header: t('history.column.price'),
      numeric: true,
      cell: (row) => (row.price === '' ? marketPrice : figure(row.price)),
    },
    {
      key: 'trigger',
      widthCh: 11,
      header: t('history.column.trigger'),
      numeric: true,
      cell: (row) =>
        row.triggers.length === 0
          ? figure('')
          : row.triggers.map((price, i) => (
              <span key={i}>
                {i > 0 && ' / '}
                {figure(price)}
              </span>
            )),
    },
    {
      key: 'quantity',
      widthCh: 14,
      header: t('history.column.quantity'),
      numeric: true,
      cell: (row) => figure(row.quantity, row.quantityUnit),
    },
    {
      key: 'filled',
      widthCh: 10,
      header: t('history.column.filled'),
      numeric: true,
      cell: (row) => figure(row.filled),
    },
    {
      key: 'averagePrice',
      widthCh: 11,
      header: t('history.column.averagePrice'),
      numeric: true,
      cell: (row) => figure(row.averagePrice),
    },
    {
      key: 'value',
      widthCh: 17,
      header: t('history.column.value'),
      numeric: true,
      cell: (row) => figure(row.value, row.quoteUnit),
    },
    {
      key: 'status',
      widthCh: 11,
      header: t('history.column.status'),
      cell: (row) => statusWord(row.status, () => t(`status.${row.status}`)),
    },
  ];
}
