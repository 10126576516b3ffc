import type { AccountView, Order } from '../../../../shared/protocol';
import { atom, atomPerKey, selectAtom, useAtomValue, type Atom } from '../../../state/appJotai';
import { ownAccountAtom } from '../../session';
import { classifyOpenOrder, type OpenOrderTab } from './classifyOpenOrder';

export interface OpenOrders {
  status: AccountView['status'] | undefined;
  /** Each sub-tab's orders, newest first. */
  byTab: Record<OpenOrderTab, Order[]>;
}

/** What the sub-tab strip shows: the account's status and each sub-tab's count. */
export interface OpenOrderCounts {
  status: AccountView['status'] | undefined;
  counts: Record<OpenOrderTab, number>;
}

function groupOpenOrders(account: AccountView | undefined, symbolId: string, allPairs: boolean): OpenOrders {
  const byTab: Record<OpenOrderTab, Order[]> = {
    limitMarket: [],
    stopLimit: [],
    conditional: [],
    oco: [],
    trailingStop: [],
  };
  const all = [...(account?.openOrders ?? []), ...(account?.planOrders ?? [])];
  all.sort((a, b) => b.createdTime - a.createdTime);
  for (const order of all) {
    if (allPairs || order.symbolId === symbolId) byTab[classifyOpenOrder(order)].push(order);
  }
  return { status: account?.status, byTab };
}

const countsOf = ({ status, byTab }: OpenOrders): OpenOrderCounts => ({
  status,
  counts: {
    limitMarket: byTab.limitMarket.length,
    stopLimit: byTab.stopLimit.length,
    conditional: byTab.conditional.length,
    oco: byTab.oco.length,
    trailingStop: byTab.trailingStop.length,
  },
});

const sameCounts = (a: OpenOrderCounts, b: OpenOrderCounts): boolean =>
  a.status === b.status &&
  (Object.keys(a.counts) as OpenOrderTab[]).every((tab) => a.counts[tab] === b.counts[tab]);

/** The open orders grouped by sub-tab, once per account view however many read them. */
const openOrdersAtom = atomPerKey((symbolId: string, allPairs: boolean): Atom<OpenOrders> =>
  atom((get) => groupOpenOrders(get(ownAccountAtom), symbolId, allPairs)),
);

const openOrderCountsAtom = atomPerKey((symbolId: string, allPairs: boolean): Atom<OpenOrderCounts> =>
  selectAtom(openOrdersAtom(symbolId, allPairs), countsOf, sameCounts),
);

/**
 * The user's open ordinary and plan orders as the hub's account view holds them (live from the
 * private pushes), of the page's pair unless `allPairs`, grouped by sub-tab.
 */
export function useOpenOrders(symbolId: string, allPairs: boolean): OpenOrders {
  return useAtomValue(openOrdersAtom(symbolId, allPairs));
}

/**
 * The status and each sub-tab's count, notifying only when one of them changes: an edit or a fill that
 * leaves the counts as they were (most of them) renders the sub-tabs' lists, not their strip.
 */
export function useOpenOrderCounts(symbolId: string, allPairs: boolean): OpenOrderCounts {
  return useAtomValue(openOrderCountsAtom(symbolId, allPairs));
}
