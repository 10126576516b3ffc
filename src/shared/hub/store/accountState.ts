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
 *
 * The same guards make order events (orderEventOf.ts) fire once: a delta push becomes an event only
 * when it ends an order not seen ended, or changes an open order it replaces; snapshots and the REST
 * reconcile fire none. The hub takes the events (`takeEvents`) after each push.
 *
 * A record is replaced, never changed in place: the hub's account patches (accountPatch.ts) send a
 * record that is the same object as before as a position in the tab's list, not as data.
 */
import type {
  AccountView,
  Balance,
  Execution,
  Order,
  OrderEventKind,
  SourceOrderStatus,
} from '../../protocol';
import { topics } from '../../protocol';
import { toFixed } from '../../money/fixed';
import type { AccountState } from '../types';
import { orderEventOf, type OrderList } from './orderEventOf';

export interface AccountStore {
  status: AccountView['status'];
  openOrders: Map<string, Order>;
  planOrders: Map<string, Order>;
  balances: Map<string, Balance>;
  /** Executions from the `match` push, newest first, at most EXECUTIONS_KEPT. */
  executions: Execution[];
  /** Ids of orders and plans seen ended, newest last (ids are never reused). */
  ended: Set<string>;
  /** Events of the pushes applied since the hub last took them, oldest first. */
  events: PendingOrderEvent[];
}

export interface PendingOrderEvent {
  kind: OrderEventKind;
  order: Order;
}

/** Executions kept from the push: more than a page of the trade history shows at once. */
export const EXECUTIONS_KEPT = 200;

/** Events held between two takes: far more than one push carries. */
const EVENTS_PENDING_KEPT = 100;

/** Ended ids remembered: far more than a push can lag behind. */
const ENDED_KEPT = 5_000;

export const createAccountStore = (): AccountStore => ({
  status: 'loading',
  openOrders: new Map(),
  planOrders: new Map(),
  balances: new Map(),
  executions: [],
  ended: new Set(),
  events: [],
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
  list: OrderList,
  orders: readonly Order[],
  snapshot: boolean,
): void {
  const into = list === 'open' ? store.openOrders : store.planOrders;
  const rules = list === 'open' ? OPEN_ORDER_RULES : PLAN_ORDER_RULES;
  if (snapshot) into.clear();
  const event = (known: Order | undefined, order: Order): void => {
    const kind = snapshot ? undefined : orderEventOf(list, known, order);
    if (!kind) return;
    store.events.push({ kind, order });
    // A store nobody takes events from (a test, a bench) keeps only the latest.
    if (store.events.length > EVENTS_PENDING_KEPT) store.events.shift();
  };
  for (const order of orders) {
    const rule = rules[order.status];
    if (rule === 'remove') {
      if (!store.ended.has(order.orderId)) event(into.get(order.orderId), order);
      into.delete(order.orderId);
      markEnded(store, order.orderId);
    } else if (rule === 'add' && !store.ended.has(order.orderId)) {
      const current = into.get(order.orderId);
      if (current && isEarlier(order, current)) continue;
      if (current) event(current, order);
      into.set(order.orderId, order);
    }
  }
}

/**
 * An execution's identity: a trade between two orders of one account is two executions with one trade
 * id, one per order.
 */
export const executionKey = (execution: Pick<Execution, 'tradeId' | 'orderId'>): string =>
  `${execution.tradeId}:${execution.orderId}`;

/** New executions go on top; one already kept (a retransmit) is not kept twice. */
function applyExecutions(store: AccountStore, executions: readonly Execution[]): void {
  const known = new Set(store.executions.map(executionKey));
  const fresh = executions.filter((execution) => !known.has(executionKey(execution)));
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
      applyOrders(store, 'open', data as Order[], snapshot);
      break;
    case topics.planOrders:
      applyOrders(store, 'plan', data as Order[], snapshot);
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

/**
 * A private topic or the account's REST was refused: the session is a visitor (never logged in, or its
 * session ended), and nothing private may stay on screen.
 */
export function becomeVisitor(store: AccountStore): void {
  store.openOrders.clear();
  store.planOrders.clear();
  store.balances.clear();
  store.executions = [];
  store.events = [];
  store.status = 'visitor';
}

/** Another account's session: nothing of the last one may stay, and the new one loads afresh. */
export function forgetAccount(store: AccountStore): void {
  becomeVisitor(store);
  store.ended.clear();
  store.status = 'loading';
}

const newestFirst = (a: Order, b: Order): number => b.createdTime - a.createdTime;

/** The events since the last call, oldest first; the store forgets them. */
export function takeEvents(store: AccountStore): PendingOrderEvent[] {
  const events = store.events;
  store.events = [];
  return events;
}

/** Balances fetched on their own (the hub's poll when the wallet push is silent). */
export function replaceBalances(store: AccountStore, balances: readonly Balance[]): void {
  store.balances = new Map(balances.map((b) => [b.tokenId, b]));
}

export function calculateAccountView(store: AccountStore): AccountView {
  return {
    kind: 'account',
    status: store.status,
    openOrders: [...store.openOrders.values()].sort(newestFirst),
    planOrders: [...store.planOrders.values()].sort(newestFirst),
    balances: [...store.balances.values()].sort((a, b) => (a.tokenId < b.tokenId ? -1 : 1)),
    executions: store.executions,
    // The hub knows the timing (balanceWatch.ts) and sets it.
    balancesStale: false,
  };
}
