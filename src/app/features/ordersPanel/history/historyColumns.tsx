import type { TFunction } from 'i18next';
import type { VirtualTableColumn } from '../../../ui/VirtualTable';
import { createWordCache } from '../../../i18n/createWordCache';
import { HistoryFigure } from './HistoryFigure';

/** What both history tables' rows have: when, the pair, and the side. */
interface HistoryRowBase {
  time: number;
  pair: string;
  side: 'buy' | 'sell';
}

/**
 * The columns Order history and Trade history share (time, pair, side) and the cell of an exact figure
 * with its token, for their own columns.
 */
export function historyColumns<Row extends HistoryRowBase>(
  t: TFunction<'integratedTrade'>,
  locale: string,
  formatTime: (epochMs: number) => string,
) {
  const time: VirtualTableColumn<Row> = {
    key: 'time',
    widthCh: 20,
    header: t('history.column.time'),
    cell: (row) => formatTime(row.time),
  };
  const pair: VirtualTableColumn<Row> = {
    key: 'pair',
    widthCh: 9,
    header: t('history.column.pair'),
    cell: (row) => row.pair,
  };
  const sideWord = createWordCache();
  const side: VirtualTableColumn<Row> = {
    key: 'side',
    widthCh: 8,
    header: t('history.column.side'),
    cell: (row) => (
      <span className={`history-side--${row.side}`}>
        {sideWord(row.side, () => t(`history.side.${row.side}`))}
      </span>
    ),
  };
  const figure = (value: string, unit?: string) => (
    <HistoryFigure value={value} unit={unit} locale={locale} />
  );
  return { time, pair, side, figure };
}
