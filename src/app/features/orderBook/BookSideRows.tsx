import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { unpackBookSide } from '../../../shared/hub/packedBook';
import type { BookRowView, PackedBookSide } from '../../../shared/protocol';
import { formatDecimalForLocale } from '../../i18n/localeFormat';
import { useStore } from '../../state/appJotai';
import { bookAtom } from './bookAtoms';
import type { TotalIn } from './bookPrefs';
import { createBookSidePainter, type BookSidePainter } from './createBookSidePainter';
import type { OwnOrderPrices } from './calculateOwnOrderPrices';
import { useBoxSize } from './useBoxSize';

export interface BookSideRowsProps {
  symbol: string;
  step: string;
  side: 'ask' | 'bid';
  label: string;
  /** Rows the panel fits: one slot each. */
  slots: number;
  /** Best first (bids, and asks side by side), or best last (asks above the middle). */
  bestFirst: boolean;
  totalIn: TotalIn;
  own: OwnOrderPrices;
  locale: string;
  mineLabel: string;
  /** What a click on a row's price drafts: its side, price and cumulative base. */
  onPick(side: 'ask' | 'bid', price: string, totalBase: string): void;
}

/** A side's rows in the order shown, at most `slots`. */
function rowsShown(packed: PackedBookSide, slots: number, bestFirst: boolean): BookRowView[] {
  const rows = unpackBookSide(packed).slice(0, slots);
  return bestFirst ? rows : rows.reverse();
}

/**
 * One side of the book as a named row group of `slots` rows. React renders the rows once, empty and
 * hidden; each book snapshot is painted into them straight from the book atom (createBookSidePainter:
 * only the cells that changed are written), so a snapshot renders nothing here. A click on a row
 * drafts an order; the price is a button, so rows are reachable with Tab, and Enter drafts it too.
 * The depth bar is an empty span laid over the row, filled to the row's share of the group's width
 * (OrderBook.css), which a ResizeObserver follows: nothing is read from the page while painting.
 */
export function BookSideRows(props: BookSideRowsProps) {
  const { symbol, step, side, label, slots, bestFirst, totalIn, own, locale, mineLabel, onPick } = props;
  const store = useStore();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const painterRef = useRef<BookSidePainter | undefined>(undefined);
  const mine = side === 'ask' ? own.asks : own.bids;
  const barWidthPx = useBoxSize(bodyRef)?.width;

  // Before the browser paints: new slots or a new look are filled in the frame that shows them.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const painter = createBookSidePainter(body);
    painterRef.current = painter;
    const book = bookAtom(symbol, step);
    const look = {
      totalIn,
      mine,
      mineLabel,
      format: (value: string) => formatDecimalForLocale(value, locale),
      barWidthPx,
    };
    const paint = () => {
      const view = store.get(book);
      // No book yet, or the panel is letting go of it: what is shown stays until the next snapshot.
      if (!view) return;
      painter.paint(rowsShown(side === 'ask' ? view.asks : view.bids, slots, bestFirst), look);
      // The book's update id now on screen: the `tabs` bench times each from the server's push to here.
      body.dataset.u = String(view.u);
    };
    paint();
    return store.sub(book, paint);
  }, [store, symbol, step, side, slots, bestFirst, totalIn, mine, mineLabel, locale, barWidthPx]);

  // A click anywhere on a row picks it, as a trader expects of a book; the price's button is the
  // keyboard's way to it (Enter or Space clicks the button, and that click comes here too). One
  // listener on the side, not a box laid over each row: the rows are laid out at every market frame,
  // and such a box would be one more positioned box in each of them.
  const pickRow = useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      const tr = event.target instanceof Element ? event.target.closest('tr') : null;
      const row = tr && painterRef.current?.rowAt(tr.sectionRowIndex);
      if (row) onPick(side, row.price, row.totalBase);
    },
    [onPick, side],
  );

  return (
    <tbody ref={bodyRef} aria-label={label} onClick={pickRow}>
      {Array.from({ length: slots }, (_, slot) => (
        <tr key={slot} className={`book-row book-row--${side}`} hidden>
          <td className="book-row__price">
            <span className="book-row__depth" data-cell="depth" />
            <button type="button" className="book-row__pick" data-cell="pick">
              <span data-cell="price" />
            </button>
          </td>
          <td data-cell="size" />
          <td data-cell="total" />
        </tr>
      ))}
    </tbody>
  );
}
