import { viewAtom } from '../../../hub/hubAtoms';
import { atom, type Atom } from '../../../state/appJotai';

const atoms = new Map<string, Atom<string>>();

/**
 * A pair's last price from the hub's ticker ('' until known), one atom per pair: read by an open
 * editor only, so a row's pair is watched while its figure is being edited and not otherwise.
 */
export function lastPriceAtom(symbol: string): Atom<string> {
  let found = atoms.get(symbol);
  if (!found) {
    const ticker = viewAtom({ kind: 'ticker', symbol });
    found = atom((get) => get(ticker)?.lastPrice ?? '');
    atoms.set(symbol, found);
  }
  return found;
}
