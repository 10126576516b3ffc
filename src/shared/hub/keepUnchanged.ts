import type { AccountView } from '../protocol';
import { executionKey } from './store/accountState';

/** Two flat records (an order, a balance, an execution) with the same fields and values. */
function sameRecord<T extends object>(a: T, b: T): boolean {
  for (const key in a) if (a[key] !== b[key]) return false;
  for (const key in b) if (!(key in a)) return false;
  return true;
}

/**
 * `next` with each record that equals one of `previous` (by `keyOf`) replaced by that old object, and
 * the old array itself when nothing changed.
 */
function keepRecords<T extends object>(previous: readonly T[], next: T[], keyOf: (item: T) => string): T[] {
  const old = new Map(previous.map((item) => [keyOf(item), item]));
  let changed = previous.length !== next.length;
  const kept = next.map((item, index) => {
    const before = old.get(keyOf(item));
    if (before !== undefined && (before === item || sameRecord(before, item))) {
      if (previous[index] !== before) changed = true;
      return before;
    }
    changed = true;
    return item;
  });
  return changed ? kept : (previous as T[]);
}

/**
 * A whole account view that reaches a tab (the first after it links again: accountPatch.ts) is all new
 * objects, so an order that did not change is a new object equal to the one the tab had. The tab's
 * objects (and lists) are given back where nothing changed, as a patch gives them, so every panel
 * that shows the user's orders (the chart's order lines, the book's own-order marks, the Open orders
 * rows) can skip by identity what did not change.
 */
export function keepUnchanged(previous: AccountView, next: AccountView): AccountView {
  return {
    ...next,
    openOrders: keepRecords(previous.openOrders, next.openOrders, (order) => order.orderId),
    planOrders: keepRecords(previous.planOrders, next.planOrders, (order) => order.orderId),
    balances: keepRecords(previous.balances, next.balances, (balance) => balance.tokenId),
    executions: keepRecords(previous.executions, next.executions, executionKey),
  };
}
