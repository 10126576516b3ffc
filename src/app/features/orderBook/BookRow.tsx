import { memo } from 'react';
import { formatDecimalForLocale } from '../../i18n/localeFormat';

export interface BookRowProps {
  side: 'ask' | 'bid';
  /** Plain decimals from the hub's view; formatted for `locale` here, only when the row renders. */
  price: string;
  size: string;
  /** The total column: cumulative base or quote, as chosen. */
  total: string;
  /** Cumulative base of this row (what a click drafts). */
  totalBase: string;
  /** 0…1 of the larger side's cumulative base: the depth bar. */
  depth: number;
  locale: string;
  /** The user has an open order in this row's bucket; `mineLabel` says so to screen readers. */
  mine: boolean;
  mineLabel: string;
  /** Stable for the panel's life: a new function would re-render every row. */
  onPick(side: 'ask' | 'bid', price: string, totalBase: string): void;
}

/**
 * One price level. Every prop is a primitive or a stable function, so `memo` skips each row whose level
 * did not change: a snapshot re-renders (and re-formats) only the rows it moved. No hooks here: with 80
 * rows a snapshot, each hook is 80 more calls. The price is a button, so rows are reachable with Tab
 * and Enter drafts an order just as a click does. The depth bar is an empty span laid over the row and
 * scaled to the row's share (OrderBook.css); a style property goes through the CSSOM, which the CSP
 * allows.
 */
export const BookRow = memo(function BookRow(props: BookRowProps) {
  const { side, price, size, total, totalBase, depth, locale, mine, mineLabel, onPick } = props;
  return (
    <tr className={`book-row book-row--${side}`}>
      <td className="book-row__price">
        <span className="book-row__depth" style={{ transform: `scaleX(${depth})` }} />
        <button type="button" className="book-row__pick" onClick={() => onPick(side, price, totalBase)}>
          {formatDecimalForLocale(price, locale)}
          {mine && (
            <span className="book-row__mine">
              <span aria-hidden="true">●</span>
              <span className="visually-hidden"> {mineLabel}</span>
            </span>
          )}
        </button>
      </td>
      <td>{formatDecimalForLocale(size, locale)}</td>
      <td>{formatDecimalForLocale(total, locale)}</td>
    </tr>
  );
});
