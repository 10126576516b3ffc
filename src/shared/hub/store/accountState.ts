/**
 * The logged-in user's private state, from the private topics (spec 001 §4 "Open orders (push)" and
 * "Plan, stop-limit and OCO orders (push)") and replaced wholesale by the REST reconcile after each
 * (re)connect. Executions (`match`) have no view of their own yet: they are checked and not kept.
 */
import type { AccountView, Balance, Order, SourceOrderStatus } from '../../protocol';
import { topics } from '../../protocol';
import type { AccountState } from '../types';

export interface AccountStore {
  status: AccountView['status'];
  openOrders: Map<string, Order>;
  planOrders: Map<string, Order>;
  balances: Map<string, Balance>;
}

export const createAccountStore = (): AccountStore => ({
  status: 'loading',
  openOrders: new Map(),
  planOrders: new Map(),
  balances: new Map(),
});

/** What a push of each status does to the set it belongs to; statuses not listed leave it alone. */
const OPEN_ORDER_RULES: Partial<Record<SourceOrderStatus, 'add' | 'remove'>> = {
  New: 'add',
  PartiallyFilled: 'add', // replaces or adds
  PartiallyFilledCanceled: 'remove',
  Filled: 'remove',
  Cancelled: 'remove',
  Rejected: 'remove',
};
const PLAN_ORDER_RULES: Partial<Record<SourceOrderStatus, 'add' | 'remove'>> = {
  Untriggered: 'add',
  Triggered: 'remove',
  Cancelled: 'remove',
  Rejected: 'remove',
  Deactivated: 'remove',
  Filled: 'remove',
};

function applyOrders(
  into: Map<string, Order>,
  orders: readonly Order[],
  snapshot: boolean,
  rules: typeof OPEN_ORDER_RULES,
): void {
  if (snapshot) into.clear();
  for (const order of orders) {
    const rule = rules[order.status];
    if (rule === 'add') into.set(order.orderId, order);
    else if (rule === 'remove') into.delete(order.orderId);
  }
}

/** Applies a checked private push; returns whether the account view changed. */
export function applyPrivate(
  store: AccountStore,
  topic: string,
  data: unknown[],
  snapshot: boolean,
): boolean {
  switch (topic) {
    case topics.orders:
      applyOrders(store.openOrders, data as Order[], snapshot, OPEN_ORDER_RULES);
      break;
    case topics.planOrders:
      applyOrders(store.planOrders, data as Order[], snapshot, PLAN_ORDER_RULES);
      break;
    case topics.wallet:
      if (snapshot) store.balances.clear();
      for (const balance of data as Balance[]) store.balances.set(balance.tokenId, balance);
      break;
    default:
      return false;
  }
  store.status = 'live';
  return true;
}

export function reconcile(store: AccountStore, state: AccountState): void {
  store.openOrders = new Map(state.openOrders.map((o) => [o.orderId, o]));
  store.planOrders = new Map(state.planOrders.map((o) => [o.orderId, o]));
  store.balances = new Map(state.balances.map((b) => [b.tokenId, b]));
  store.status = 'live';
}

/** A private topic was refused: the session is a visitor, and nothing private may stay on screen. */
export function becomeVisitor(store: AccountStore): void {
  store.openOrders.clear();
  store.planOrders.clear();
  store.balances.clear();
  store.status = 'visitor';
}

const newestFirst = (a: Order, b: Order): number => b.createdTime - a.createdTime;

export function calculateAccountView(store: AccountStore): AccountView {
  return {
    kind: 'account',
    status: store.status,
    openOrders: [...store.openOrders.values()].sort(newestFirst),
    planOrders: [...store.planOrders.values()].sort(newestFirst),
    balances: [...store.balances.values()].sort((a, b) => (a.tokenId < b.tokenId ? -1 : 1)),
  };
}
