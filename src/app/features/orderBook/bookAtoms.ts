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

/** The book of `symbol` at `step`; `undefined` until its first snapshot. */
export const bookAtom = atomPerKey(
  // Keyed by the book; the atom itself needs neither.
  (_symbol: string, _step: string): BookAtom => atom<OrderBookView | undefined>(undefined),
);

/** A value read from the book: one atom per book, so every render reads the same atom. */
const fromBook = <T>(read: (book: OrderBookView | undefined) => T) =>
  atomPerKey((symbol: string, step: string): Atom<T> => atom((get) => read(get(bookAtom(symbol, step)))));

/** `undefined` until the first snapshot (the panel says "Loading…"). */
export const bookStatusAtom = fromBook<FeedStatus | undefined>((book) => book?.status);

/** The book is live but its feed has gone silent past its expected interval (hub/feedIntervals.ts). */
export const bookStaleAtom = fromBook((book) => book?.stale === true);

/** The spread at the price precision; "" while either side is empty or before the first snapshot. */
export const bookSpreadAtom = fromBook((book) => book?.spread ?? '');

/** The buy and sell shares of the rows shown ("54.32"); "" before the first snapshot. */
export const bookBuyRatioAtom = fromBook((book) => book?.buyRatio ?? '');
export const bookSellRatioAtom = fromBook((book) => book?.sellRatio ?? '');

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
