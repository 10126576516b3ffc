import { viewAtom } from '../hub/hubAtoms';
import { atom, atomPerKey, useAtomValue, type Atom } from '../state/appJotai';

/**
 * A pair's last price from the hub's ticker ('' until known), one atom per pair. It notifies its
 * readers only when the price itself changes: the ticker changes with every trade (its volumes),
 * most of which leave the price where it was.
 */
export const lastPriceAtom = atomPerKey((symbol: string): Atom<string> => {
  const ticker = viewAtom({ kind: 'ticker', symbol });
  return atom((get) => get(ticker)?.lastPrice ?? '');
});

/**
 * Whether the pair's last price is known: for what needs the price only when asked (a button that
 * takes it when clicked), which then renders once when the price comes, not at every move.
 */
export const lastPriceKnownAtom = atomPerKey((symbol: string): Atom<boolean> => {
  const price = lastPriceAtom(symbol);
  return atom((get) => get(price) !== '');
});

/** The pair's last price; read it in the smallest component that shows it (it moves many times a second). */
export function useLastPrice(symbol: string): string {
  return useAtomValue(lastPriceAtom(symbol));
}
