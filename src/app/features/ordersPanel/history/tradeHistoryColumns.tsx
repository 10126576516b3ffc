import type { TFunction } from 'i18next';
import type { TradeHistoryRow } from '../../../../shared/protocol';
import type { VirtualTableColumn } from '../../../ui/VirtualTable';
import { createWordCache } from '../../../i18n/createWordCache';
import { historyColumns } from './historyColumns';

/** The Trade history table's columns: time, pair, side, price, quantity, value, fee, role. */
export function tradeHistoryColumns(
  t: TFunction<'integratedTrade'>,
  locale: string,
  formatTime: (epochMs: number) => string,
): VirtualTableColumn<TradeHistoryRow>[] {
  const { time, pair, side, figure } = historyColumns<TradeHistoryRow>(t, locale, formatTime);
  const roleWord = createWordCache();
  return [
    time,
    pair,
    side,
    {
      key: 'price',
      widthCh: 12,
      header: t('history.column.price'),
      numeric: true,
      cell: (row) => figure(row.price),
    },
    {
      key: 'quantity',
      widthCh: 14,
      header: t('history.column.quantity'),
      numeric: true,
      cell: (row) => figure(row.quantity, row.baseUnit),
    },
    {
      key: 'value',
      widthCh: 17,
      header: t('history.column.value'),
      numeric: true,
      cell: (row) => figure(row.value, row.quoteUnit),
    },
    {
      key: 'fee',
      widthCh: 14,
      header: t('history.column.fee'),
      numeric: true,
      cell: (row) => figure(row.fee, row.feeCoin),
    },
    {
      key: 'role',
      widthCh: 8,
      header: t('history.column.role'),
      cell: (row) => roleWord(row.role, () => t(`history.role.${row.role}`)),
    },
  ];
}
