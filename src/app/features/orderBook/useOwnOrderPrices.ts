import { useMemo } from 'react';
import type { AccountView } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { viewerAtom } from '../session';
import { atom, useAtomValue } from '../../state/appJotai';
import { calculateOwnOrderPrices, NO_OWN_ORDERS, type OwnOrderPrices } from './calculateOwnOrderPrices';

const accountView = viewAtom({ kind: 'account' });
/** Read instead of the account view when there are no markers to show: nothing is watched. */
const noAccountAtom = atom<AccountView | undefined>(undefined);

/**
 * The book rows holding the user's open orders of this symbol. Only for logged-in users who are not
 * on a demo account (spec 001 §6: demo has no order markers in the book); visitors have no orders, and
 * for them the account view is not even watched.
 */
export function useOwnOrderPrices(symbolId: string, step: string | undefined): OwnOrderPrices {
  const viewer = useAtomValue(viewerAtom);
  const marked = viewer.isLoggedIn && !viewer.isDemo;
  const account = useAtomValue(marked ? accountView : noAccountAtom);
  const orders = account?.openOrders;
  return useMemo(
    () => (orders && step !== undefined ? calculateOwnOrderPrices(orders, symbolId, step) : NO_OWN_ORDERS),
    [orders, symbolId, step],
  );
}
