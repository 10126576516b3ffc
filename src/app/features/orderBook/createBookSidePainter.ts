/**
 * Paints one side of the order book into the row slots React rendered (BookSideRows.tsx).
 *
 * Why not React: a book snapshot comes ten times a second and moves most of the numbers shown. Through
 * React, each one re-rendered the panel, diffed every row, and inserted and removed rows keyed by price;
 * that was the largest piece of script on the trading page at the fastest feed (the bookPanel bench).
 * React still renders the table, its rows (one slot per row the panel fits) and every attribute that a
 * person or a test reads; this module only writes the text of the cells, the depth bars' length, the
 * own-order marker and which slots are shown, and only what differs from what it wrote last. Reading
 * nothing back from the page, it never forces a layout.
 *
 * The slot markup it expects, per row (`data-cell` names the parts it writes):
 *   <tr hidden> <td> <span data-cell="depth"> <button data-cell="pick"> <span data-cell="price">
 *   </button> </td> <td data-cell="size"> <td data-cell="total"> </tr>
 * The own-order marker is added to the button after the price only while the row holds an order, so
 * the button's name says so then and only then.
 */
import type { BookRowView } from '../../../shared/protocol';

export interface BookSideLook {
  /** Which cumulative total the last column shows. */
  totalIn: 'base' | 'quote';
  /** Bucket prices holding the user's open orders on this side. */
  mine: ReadonlySet<string>;
  /** What the marker says to screen readers ("Your order"). */
  mineLabel: string;
  /** Formats a plain decimal for the reader's locale. */
  format(value: string): string;
  /** The rows' width in CSS pixels, the depth bars' whole length; undefined until measured. */
  barWidthPx: number | undefined;
}

export interface BookSidePainter {
  /** Shows `rows` top to bottom in the slots; slots beyond them are hidden, rows beyond the slots cut. */
  paint(rows: readonly BookRowView[], look: BookSideLook): void;
  /** The row shown in a slot (what a click on it drafts), if any. */
  rowAt(slot: number): BookRowView | undefined;
}

interface Slot {
  row: HTMLTableRowElement;
  price: Text;
  size: Text;
  total: Text;
  depth: HTMLElement;
  pick: HTMLElement;
  /** The own-order marker while shown. */
  mine: HTMLElement | undefined;
  /** What was last written, as the view spelled it (before formatting). */
  shown: { price: string; size: string; total: string; depth: number; visible: boolean };
}

/** The cell's only text node, made on first use: React renders these cells empty and leaves them so. */
function textOf(cell: Element | null): Text {
  if (!cell) throw new Error('createBookSidePainter: a slot lacks a data-cell part');
  const first = cell.firstChild;
  if (first instanceof Text) return first;
  return cell.appendChild(cell.ownerDocument.createTextNode(''));
}

/** ● with its words for screen readers (the dot alone says nothing to them). */
function createMarker(doc: Document, label: string): HTMLElement {
  const marker = doc.createElement('span');
  marker.className = 'book-row__mine';
  const dot = doc.createElement('span');
  dot.setAttribute('aria-hidden', 'true');
  dot.textContent = '●';
  const words = doc.createElement('span');
  words.className = 'visually-hidden';
  words.textContent = ` ${label}`;
  marker.append(dot, words);
  return marker;
}

/**
 * A depth bar's `box-shadow`: a band `share` (0…1) of the row's width wide, inside the bar's box on
 * its right edge (OrderBook.css says why a shadow); none while the width is not known yet.
 */
export function barShadow(share: number, widthPx: number | undefined): string {
  if (widthPx === undefined || !(widthPx > 0)) return 'none';
  return `inset ${(-share * widthPx).toFixed(2)}px 0 0 0 currentColor`;
}

function part(row: HTMLTableRowElement, name: string): HTMLElement {
  const found = row.querySelector<HTMLElement>(`[data-cell="${name}"]`);
  if (!found) throw new Error(`createBookSidePainter: a slot lacks data-cell="${name}"`);
  return found;
}

export function createBookSidePainter(body: HTMLTableSectionElement): BookSidePainter {
  const slots: Slot[] = [...body.rows].map((row) => {
    const pick = part(row, 'pick');
    // A marker of an earlier painter may speak another language: the first paint adds it again.
    pick.querySelector('.book-row__mine')?.remove();
    return {
      row,
      price: textOf(part(row, 'price')),
      size: textOf(part(row, 'size')),
      total: textOf(part(row, 'total')),
      depth: part(row, 'depth'),
      pick,
      mine: undefined,
      // The texts and the bar as never written, so the first paint writes them all (a painter made
      // anew for another locale or total reformats every cell); visibility as the slot stands.
      shown: { price: '', size: '', total: '', depth: -1, visible: !row.hidden },
    };
  });
  let painted: readonly BookRowView[] = [];

  return {
    paint(rows, look) {
      painted = rows;
      slots.forEach((slot, i) => {
        const row = rows[i];
        const { shown } = slot;
        if (row === undefined) {
          if (shown.visible) slot.row.hidden = true;
          shown.visible = false;
          return;
        }
        if (!shown.visible) slot.row.hidden = false;
        shown.visible = true;
        const total = look.totalIn === 'base' ? row.totalBase : row.totalQuote;
        if (shown.price !== row.price) slot.price.data = look.format((shown.price = row.price));
        if (shown.size !== row.size) slot.size.data = look.format((shown.size = row.size));
        if (shown.total !== total) slot.total.data = look.format((shown.total = total));
        if (shown.depth !== row.depth)
          slot.depth.style.boxShadow = barShadow((shown.depth = row.depth), look.barWidthPx);
        const mine = look.mine.has(row.price);
        if (mine && !slot.mine)
          slot.mine = slot.pick.appendChild(createMarker(slot.pick.ownerDocument, look.mineLabel));
        else if (!mine && slot.mine) {
          slot.mine.remove();
          slot.mine = undefined;
        }
      });
    },
    rowAt: (slot) => (slot < slots.length ? painted[slot] : undefined),
  };
}
