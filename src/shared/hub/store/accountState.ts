/**
 * The logged-in user's private state, from the private topics (spec 001 §4 "Open orders (push)" and
 * "Plan, stop-limit and OCO orders (push)") and replaced wholesale by the REST reconcile after each
 * (re)connect. Executions (`match`) are kept newest first, the last EXECUTIONS_KEPT, so the trade
 * history and the chart's markers get a new fill without a refetch; the REST reconcile leaves them.
 *
 * Pushes may come twice or out of order (a retransmit, a reconnect racing the REST answer), so an
 * order's push never takes it back in time:
 * - an order that ended (filled, cancelled, triggered…) stays ended: a late push of an earlier state
 *   would otherwise bring it back as open for good;
 * - of two states of one open order, the later updatedTime wins, then the larger executed quantity
 *   (executions only grow); the wire has nothing finer within one millisecond.
 */
import type { AccountView, Balance, Execution, Order, SourceOrderStatus } from '../../protocol';
import { topics } from '../../protocol';
import { toFixed } from '../../money/fixed';
import type { AccountState } from '../types';

export interface AccountStore {
  status: AccountView['status'];
  openOrders: Map<string, Order>;
  planOrders: Map<string, Order>;
  balances: Map<string, Balance>;
  /** Executions from the `match` push, newest first, at most EXECUTIONS_KEPT. */
  executions: Execution[];
  /** Ids of orders and plans seen ended, newest last (ids are never reused). */
  ended: Set<string>;
}

/** Executions kept from the push: more than a page of the trade history shows at once. */
export const EXECUTIONS_KEPT = 200;

/** Ended ids remembered: far more than a push can lag behind. */
const ENDED_KEPT = 5_000;

export const createAccountStore = (): AccountStore => ({
  status: 'loading',
  openOrders: new Map(),
  planOrders: new Map(),
  balances: new Map(),
  executions: [],
  ended: new Set(),
});

function markEnded(store: AccountStore, orderId: string): void {
  store.ended.delete(orderId);
  store.ended.add(orderId);
  if (store.ended.size > ENDED_KEPT) store.ended.delete(store.ended.values().next().value as string);
}

/** Whether `next` is an earlier state of the order than `current`. */
function isEarlier(next: Order, current: Order): boolean {
  if (next.updatedTime !== current.updatedTime) return next.updatedTime < current.updatedTime;
  return toFixed(next.executedQty) < toFixed(current.executedQty);
}

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
  store: AccountStore,
  into: Map<string, Order>,
  orders: readonly Order[],
  snapshot: boolean,
  rules: typeof OPEN_ORDER_RULES,
): void {
  if (snapshot) into.clear();
  for (const order of orders) {
    const rule = rules[order.status];
    if (rule === 'remove') {
      into.delete(order.orderId);
      markEnded(store, order.orderId);
    } else if (rule === 'add' && !store.ended.has(order.orderId)) {
      const current = into.get(order.orderId);
      if (!current || !isEarlier(order, current)) into.set(order.orderId, order);
    }
  }
}

/** New executions go on top; one already kept (a retransmit) is not kept twice. */
function applyExecutions(store: AccountStore, executions: readonly Execution[]): void {
  const known = new Set(store.executions.map((execution) => execution.tradeId));
  const fresh = executions.filter((execution) => !known.has(execution.tradeId));
  if (fresh.length === 0) return;
  fresh.sort((a, b) => b.tradeTime - a.tradeTime);
  store.executions = [...fresh, ...store.executions].slice(0, EXECUTIONS_KEPT);
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
      applyOrders(store, store.openOrders, data as Order[], snapshot, OPEN_ORDER_RULES);
      break;
    case topics.planOrders:
      applyOrders(store, store.planOrders, data as Order[], snapshot, PLAN_ORDER_RULES);
      break;
    case topics.executions:
      applyExecutions(store, data as Execution[]);
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

/** The REST answer replaces the sets, except orders a push already said ended (the answer may be older). */
export function reconcile(store: AccountStore, state: AccountState): void {
  const open = (list: readonly Order[]) =>
    new Map(list.filter((o) => !store.ended.has(o.orderId)).map((o) => [o.orderId, o]));
  store.openOrders = open(state.openOrders);
  store.planOrders = open(state.planOrders);
  store.balances = new Map(state.balances.map((b) => [b.tokenId, b]));
  store.status = 'live';
}

/** A private topic was refused: the session is a visitor, and nothing private may stay on screen. */
export function becomeVisitor(store: AccountStore): void {
  store.openOrders.clear();
  store.planOrders.clear();
  store.balances.clear();
  store.executions = [];
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
    executions: store.executions,
  };
}
