import type { AccountView } from '../../../shared/protocol';
import { accountViewAtom } from '../../hub/hubAtoms';
import { atom, atomPerKey, selectAtom, useAtomValue, type Atom } from '../../state/appJotai';
import { viewerAtom } from '../session';
import {
  createOwnOrderPrices,
  NO_OWN_ORDERS,
  sameOwnOrderPrices,
  type OwnOrderPrices,
} from './calculateOwnOrderPrices';

/**
 * The rows of the book of `symbolId` at `step` that hold the user's open orders, notifying its readers
 * only when they change: the account view changes with every fill, cancel or edit of any order, most
 * of which mark no other row, and a new marking makes the book's painters anew, which rewrite every
 * cell (BookSideRows.tsx).
 */
const ownOrderPricesAtom = atomPerKey((symbolId: string, step: string): Atom<OwnOrderPrices> => {
  const ownOrderPrices = createOwnOrderPrices(symbolId, step);
  return selectAtom(
    accountViewAtom,
    (account: AccountView | undefined) =>
      account?.openOrders ? ownOrderPrices(account.openOrders) : NO_OWN_ORDERS,
    sameOwnOrderPrices,
  );
});

/** Read instead when there are no markers to show: the account view is not watched. */
const noMarkersAtom: Atom<OwnOrderPrices> = atom(() => NO_OWN_ORDERS);

/**
 * The book rows holding the user's open orders of this symbol. Only for logged-in users who are not
 * on a demo account (spec 001 §6: demo has no order markers in the book); visitors have no orders, and
 * for them the account view is not even watched.
 */
export function useOwnOrderPrices(symbolId: string, step: string | undefined): OwnOrderPrices {
  const viewer = useAtomValue(viewerAtom);
  const marked = viewer.isLoggedIn && !viewer.isDemo && step !== undefined;
  return useAtomValue(marked ? ownOrderPricesAtom(symbolId, step) : noMarkersAtom);
}
