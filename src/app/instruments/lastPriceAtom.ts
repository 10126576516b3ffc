import { viewAtom } from '../hub/hubAtoms';
import { atom, useAtomValue, type Atom } from '../state/appJotai';

const lastPrices = new Map<string, Atom<string>>();
const knownPrices = new Map<string, Atom<boolean>>();

/**
 * A pair's last price from the hub's ticker ('' until known), one atom per pair. It notifies its
 * readers only when the price itself changes: the ticker changes with every trade (its volumes),
 * most of which leave the price where it was.
 */
export function lastPriceAtom(symbol: string): Atom<string> {
  let found = lastPrices.get(symbol);
  if (!found) {
    const ticker = viewAtom({ kind: 'ticker', symbol });
    found = atom((get) => get(ticker)?.lastPrice ?? '');
    lastPrices.set(symbol, found);
  }
  return found;
}

/**
 * Whether the pair's last price is known: for what needs the price only when asked (a button that
 * takes it when clicked), which then renders once when the price comes, not at every move.
 */
export function lastPriceKnownAtom(symbol: string): Atom<boolean> {
  let found = knownPrices.get(symbol);
  if (!found) {
    const price = lastPriceAtom(symbol);
    found = atom((get) => get(price) !== '');
    knownPrices.set(symbol, found);
  }
  return found;
}

/** The pair's last price; read it in the smallest component that shows it (it moves many times a second). */
export function useLastPrice(symbol: string): string {
  return useAtomValue(lastPriceAtom(symbol));
}
