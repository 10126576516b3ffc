/**
 * The account view as a change since the last one a watch got (design.md "Data flow", step 4). A busy
 * account has hundreds of open orders and changes ten times a second, each time in a few of them:
 * posted whole, every snapshot was hundreds of orders for the tab's main thread to receive, and for
 * each of its panels to compare with the last. A patch carries the changed records and, for the rest,
 * runs of positions in the list the tab already has, so the tab rebuilds the view from its own objects:
 * an order that did not change is the very object it was, and a list that did not change is the very
 * list.
 *
 * The hub compares by identity: its account store keeps an unchanged record's object (accountState.ts).
 */
import type { AccountPatch, AccountView, ListPatch, SnapshotDelivery, ViewSnapshot } from '../protocol';
import { keepUnchanged } from './keepUnchanged';

/** `next` as runs of `previous`'s positions (its objects, by identity) and the records not in it. */
export function encodeList<T extends object>(previous: readonly T[], next: readonly T[]): ListPatch<T> {
  const positionOf = new Map<T, number>();
  previous.forEach((record, index) => positionOf.set(record, index));
  const steps: ListPatch<T> = [];
  for (const record of next) {
    const position = positionOf.get(record);
    const last = steps.at(-1);
    if (position === undefined) steps.push({ record });
    else if (last !== undefined && 'from' in last && last.from + last.count === position) last.count += 1;
    else steps.push({ from: position, count: 1 });
  }
  return steps;
}

/** The list a patch describes over `previous`; `previous` itself when it describes no change. */
export function applyList<T>(previous: readonly T[], patch: ListPatch<T>): T[] {
  const next: T[] = [];
  for (const step of patch) {
    if ('record' in step) {
      next.push(step.record);
      continue;
    }
    if (step.from < 0 || step.from + step.count > previous.length)
      throw new RangeError(`a list patch keeps ${step.from}+${step.count} of ${previous.length} records`);
    for (let i = step.from; i < step.from + step.count; i++) next.push(previous[i] as T);
  }
  const unchanged = next.length === previous.length && next.every((record, i) => record === previous[i]);
  return unchanged ? (previous as T[]) : next;
}

/** What changed from `previous` (the last view this watch got) to `next`. */
export function encodeAccountPatch(previous: AccountView, next: AccountView): AccountPatch {
  return {
    kind: 'accountPatch',
    status: next.status,
    balancesStale: next.balancesStale,
    openOrders: encodeList(previous.openOrders, next.openOrders),
    planOrders: encodeList(previous.planOrders, next.planOrders),
    balances: encodeList(previous.balances, next.balances),
    executions: encodeList(previous.executions, next.executions),
  };
}

/** The view a patch describes over the last one the tab got, sharing its unchanged records and lists. */
export function applyAccountPatch(previous: AccountView, patch: AccountPatch): AccountView {
  return {
    kind: 'account',
    status: patch.status,
    balancesStale: patch.balancesStale,
    openOrders: applyList(previous.openOrders, patch.openOrders),
    planOrders: applyList(previous.planOrders, patch.planOrders),
    balances: applyList(previous.balances, patch.balances),
    executions: applyList(previous.executions, patch.executions),
  };
}

/** A tab's side of the patches: the whole views its watches' deliveries stand for. */
export interface WholeViews {
  /**
   * The whole view: a snapshot as it came, or for the account the view rebuilt over the one the watch
   * got last, sharing its unchanged records (a patch applied, or a whole view's equal records kept:
   * keepUnchanged.ts); call in arrival order, before anything merges two. `undefined` for a patch with
   * nothing under it, which cannot be, as the hub sends a new sink a whole view first.
   */
  of(delivery: SnapshotDelivery): ViewSnapshot | undefined;
  /** The watch is stopped: its account view is let go. */
  forget(watchId: number): void;
}

export function createWholeViews(): WholeViews {
  const accounts = new Map<number, AccountView>();
  return {
    of({ watchId, snapshot }) {
      if (snapshot.kind !== 'account' && snapshot.kind !== 'accountPatch') return snapshot;
      const previous = accounts.get(watchId);
      let whole: AccountView;
      if (snapshot.kind === 'accountPatch') {
        if (!previous) return undefined;
        whole = applyAccountPatch(previous, snapshot);
      } else whole = previous ? keepUnchanged(previous, snapshot) : snapshot;
      accounts.set(watchId, whole);
      return whole;
    },
    forget(watchId) {
      accounts.delete(watchId);
    },
  };
}
