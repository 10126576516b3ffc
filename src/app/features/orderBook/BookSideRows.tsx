import type { BookRowView } from '../../../shared/protocol';
import type { OwnOrderPrices } from './calculateOwnOrderPrices';
import { BookRow, type BookRowProps } from './BookRow';
import type { TotalIn } from './bookPrefs';

export interface BookSideRowsProps {
  side: 'ask' | 'bid';
  label: string;
  /** In the order shown (asks above the middle are highest first). */
  rows: readonly BookRowView[];
  totalIn: TotalIn;
  own: OwnOrderPrices;
  locale: string;
  mineLabel: string;
  onPick: BookRowProps['onPick'];
}

/** One side of the book as a named row group, rows keyed by price so a level keeps its row. */
export function BookSideRows({
  side,
  label,
  rows,
  totalIn,
  own,
  locale,
  mineLabel,
  onPick,
}: BookSideRowsProps) {
  const mine = side === 'ask' ? own.asks : own.bids;
  return (
    <tbody aria-label={label}>
      {rows.map((row) => (
        <BookRow
          key={row.price}
          side={side}
          price={row.price}
          size={row.size}
          total={totalIn === 'base' ? row.totalBase : row.totalQuote}
          totalBase={row.totalBase}
          depth={row.depth}
          locale={locale}
          mine={mine.has(row.price)}
          mineLabel={mineLabel}
          onPick={onPick}
        />
      ))}
    </tbody>
  );
}
