import type { TFunction } from 'i18next';
import type { TradeHistoryRow } from '../../../../shared/protocol';
import type { VirtualTableColumn } from '../../../ui/VirtualTable';
import { HistoryFigure } from './HistoryFigure';

/** The Trade history table's columns: time, pair, side, price, quantity, value, fee, role. */
export function tradeHistoryColumns(
  t: TFunction<'integratedTrade'>,
  locale: string,
  formatTime: (epochMs: number) => string,
): VirtualTableColumn<TradeHistoryRow>[] {
  const figure = (value: string, unit?: string) => (
    <HistoryFigure value={value} unit={unit} locale={locale} />
  );
  return [
    { key: 'time', widthCh: 20, header: t('history.column.time'), cell: (row) => formatTime(row.time) },
    { key: 'pair', widthCh: 9, header: t('history.column.pair'), cell: (row) => row.pair },
    {
      key: 'side',
      widthCh: 8,
      header: t('history.column.side'),
      cell: (row) => <span className={`history-side--${row.side}`}>{t(`history.side.${row.side}`)}</span>,
    },
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
      cell: (row) => t(`history.role.${row.role}`),
    },
  ];
}
