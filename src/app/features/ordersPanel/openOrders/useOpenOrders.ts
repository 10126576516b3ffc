import { useMemo } from 'react';
import type { AccountView, Order } from '../../../../shared/protocol';
import { viewAtom } from '../../../hub/hubAtoms';
import { atom, useAtomValue, type Atom } from '../../../state/appJotai';
import { viewerAtom } from '../../session';
import { classifyOpenOrder, type OpenOrderTab } from './classifyOpenOrder';

const accountView = viewAtom({ kind: 'account' });

/** The hub's account view for a logged-in user; never watched for a visitor (nothing to see). */
const ownAccountAtom: Atom<AccountView | undefined> = atom((get) =>
  get(viewerAtom).isLoggedIn ? get(accountView) : undefined,
);

export interface OpenOrders {
  status: AccountView['status'] | undefined;
  /** Each sub-tab's orders, newest first. */
  byTab: Record<OpenOrderTab, Order[]>;
}

/**
 * The user's open ordinary and plan orders as the hub's account view holds them (live from the
 * private pushes), of the page's pair unless `allPairs`, grouped by sub-tab.
 */
export function useOpenOrders(symbolId: string, allPairs: boolean): OpenOrders {
  const account = useAtomValue(ownAccountAtom);
  const byTab = useMemo(() => {
    const groups: Record<OpenOrderTab, Order[]> = {
      limitMarket: [],
      stopLimit: [],
      conditional: [],
      oco: [],
      trailingStop: [],
    };
    const all = [...(account?.openOrders ?? []), ...(account?.planOrders ?? [])];
    all.sort((a, b) => b.createdTime - a.createdTime);
    for (const order of all) {
      if (allPairs || order.symbolId === symbolId) groups[classifyOpenOrder(order)].push(order);
    }
    return groups;
  }, [account, allPairs, symbolId]);
  return { status: account?.status, byTab };
}
