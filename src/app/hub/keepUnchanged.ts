import { executionKey } from '../../shared/hub/store/accountState';
import type { AccountView, ViewSnapshot } from '../../shared/protocol';

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
 * A whole snapshot that arrives from the hub's thread is all new objects, so an order that did not
 * change is a new object equal to the old one. For the account view, the old objects (and lists) are
 * given back where nothing changed, so every panel that shows the user's orders (the chart's order
 * lines, the book's own-order marks, the Open orders rows) can skip by identity what did not change:
 * with hundreds of open orders and ten snapshots a second, redrawing all of them was most of the page's
 * work. The account mostly comes as patches, rebuilt from the tab's own objects
 * (shared/hub/accountPatch.ts); this is for the whole ones, the first after the tab links again.
 */
export function keepUnchanged<S extends ViewSnapshot>(previous: S | undefined, next: S): S {
  if (previous?.kind !== 'account' || next.kind !== 'account') return next;
  const before = previous as AccountView;
  const after = next as AccountView;
  return {
    ...after,
    openOrders: keepRecords(before.openOrders, after.openOrders, (order) => order.orderId),
    planOrders: keepRecords(before.planOrders, after.planOrders, (order) => order.orderId),
    balances: keepRecords(before.balances, after.balances, (balance) => balance.tokenId),
    executions: keepRecords(before.executions, after.executions, executionKey),
  } as S;
}
