/**
 * The order book panel's book: one atom per symbol and depth step, fed by a watch of the hub's book
 * view at the panel's row count (`useWatchedBook`).
 *
 * The row count is not part of the atom. When it changes (a resize, a layout switch) the panel watches
 * the view of the new count, and the atom keeps the last book (same topic, same prices) until that
 * view's first snapshot, so nothing flashes. A new symbol or step is another atom and starts empty: old
 * prices at the wrong step would mislead. The atom forgets its book when the panel lets go of it, so a
 * book shown again (the book tab after the trades tab) starts from nothing, not from old prices.
 *
 * The panel reads the book in pieces: the rows are painted straight from the atom (BookSideRows.tsx),
 * and React renders only the derived values below, which notify their readers only when they change.
 */
import { useEffect } from 'react';
import type { FeedStatus, OrderBookView } from '../../../shared/protocol';
import { hubClientAtom } from '../../hub/hubAtoms';
import {
  atom,
  atomPerKey,
  useAtomValue,
  useSetAtom,
  type Atom,
  type PrimitiveAtom,
} from '../../state/appJotai';

type BookAtom = PrimitiveAtom<OrderBookView | undefined>;

const derived = new Map<string, Atom<unknown>>();

/** The book of `symbol` at `step`; `undefined` until its first snapshot. */
export const bookAtom = atomPerKey(
  // Keyed by the book; the atom itself needs neither.
  (_symbol: string, _step: string): BookAtom => atom<OrderBookView | undefined>(undefined),
);

/** One atom per book and name, so every render reads the same atom. */
function derive<T>(
  name: string,
  symbol: string,
  step: string,
  read: (book: OrderBookView | undefined) => T,
): Atom<T> {
  const id = `${name}:${symbol}:${step}`;
  let found = derived.get(id) as Atom<T> | undefined;
  if (!found) {
    const book = bookAtom(symbol, step);
    found = atom((get) => read(get(book)));
    derived.set(id, found);
  }
  return found;
}

/** `undefined` until the first snapshot (the panel says "Loading…"). */
export const bookStatusAtom = (symbol: string, step: string): Atom<FeedStatus | undefined> =>
  derive('status', symbol, step, (book) => book?.status);

/** The book is live but its feed has gone silent past its expected interval (hub/feedIntervals.ts). */
export const bookStaleAtom = (symbol: string, step: string): Atom<boolean> =>
  derive('stale', symbol, step, (book) => book?.stale === true);

/** The spread at the price precision; "" while either side is empty or before the first snapshot. */
export const bookSpreadAtom = (symbol: string, step: string): Atom<string> =>
  derive('spread', symbol, step, (book) => book?.spread ?? '');

/** The buy and sell shares of the rows shown ("54.32"); "" before the first snapshot. */
export const bookBuyRatioAtom = (symbol: string, step: string): Atom<string> =>
  derive('buyRatio', symbol, step, (book) => book?.buyRatio ?? '');
export const bookSellRatioAtom = (symbol: string, step: string): Atom<string> =>
  derive('sellRatio', symbol, step, (book) => book?.sellRatio ?? '');

/**
 * Watches the hub's book view of `symbol` at `step`, `rows` a side, into `bookAtom(symbol, step)` while
 * the caller is mounted, and forgets the book when it unmounts or moves to another symbol or step. A
 * changed row count watches the new view before the old one stops (connectHubClient.ts), so the hub
 * keeps the topic and its book.
 */
export function useWatchedBook(symbol: string, step: string, rows: number): void {
  const hub = useAtomValue(hubClientAtom);
  const setBook = useSetAtom(bookAtom(symbol, step));
  useEffect(() => {
    if (!hub) throw new Error('useWatchedBook outside an app store with a hub client');
    return hub.watch({ kind: 'orderBook', symbol, step, rows }, setBook);
  }, [hub, symbol, step, rows, setBook]);
  useEffect(() => () => setBook(undefined), [setBook]);
}
