import { useState } from 'react';
import type { OrderBookView } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';

/**
 * The hub's book view of a symbol at a step, `rows` a side. `rows` is part of the view key, so a
 * resize that changes it starts a new view; until that one's first snapshot arrives the last book of
 * the same symbol and step stays on screen (same topic, same prices), instead of a "Loading…" flash.
 * A new step or symbol shows nothing until its own book arrives: old prices at the wrong step would
 * mislead. `undefined` while loading.
 */
export function useBookView(symbol: string, step: string, rows: number): OrderBookView | undefined {
  const book = useAtomValue(viewAtom({ kind: 'orderBook', symbol, step, rows }));
  const [last, setLast] = useState(book);
  // Storing the latest snapshot during render (React's "previous render" pattern): no extra commit.
  if (book !== undefined && book !== last) setLast(book);
  if (book !== undefined) return book;
  return last !== undefined && last.symbol === symbol && last.step === step ? last : undefined;
}
