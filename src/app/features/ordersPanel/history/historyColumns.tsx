import type { TFunction } from 'i18next';
import type { VirtualTableColumn } from '../../../ui/VirtualTable';
import { HistoryFigure } from './HistoryFigure';

/** What both history tables' rows have: when, the pair, and the side. */
interface HistoryRowBase {
  time: number;
  pair: string;
  side: 'buy' | 'sell';
}

/**
 * A column's words by the value they name (a side, a type, a status), each translated once for the
 * columns' language (the tables build their columns anew for another): rows come into view at every
 * frame of a scroll, and an i18next lookup per cell was about 1 % of the main thread while scrolling.
 */
export function createWordCache(): (value: string, translate: () => string) => string {
  const words = new Map<string, string>();
  return (value, translate) => {
    let word = words.get(value);
    if (word === undefined) words.set(value, (word = translate()));
    return word;
  };
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
