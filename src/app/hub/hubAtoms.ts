import { viewId, type AccountView, type ConnectionView, type ViewKey } from '../../shared/protocol';
import { atom, type Atom } from '../state/appJotai';
import type { HubClient, SnapshotOf } from './HubClient';

/** The tab's hub client; the app root puts it in its store before the first render. */
export const hubClientAtom = atom<HubClient | undefined>(undefined);

const views = new Map<string, Atom<unknown>>();

/**
 * The latest snapshot of a view, `undefined` until the first one. The atom watches the hub while
 * mounted (some component reads it) and unwatches when the last reader unmounts, and then forgets
 * the snapshot: a view shown again (the book after the trades tab) starts from nothing, not from
 * prices that may be minutes old. One atom per `viewId`, so every panel showing the same view shares
 * one watch.
 */
export function viewAtom<V extends ViewKey>(view: V): Atom<SnapshotOf<V> | undefined> {
  const id = viewId(view);
  const known = views.get(id);
  if (known) return known as Atom<SnapshotOf<V> | undefined>;

  const snapshotAtom = atom<SnapshotOf<V> | undefined>(undefined);
  const watchingAtom = atom(
    (get) => get(snapshotAtom),
    (get, set) => {
      const hub = get(hubClientAtom);
      if (!hub) throw new Error('viewAtom read outside an app store with a hub client');
      const stop = hub.watch(view, (snapshot) => set(snapshotAtom, snapshot));
      return () => {
        stop();
        set(snapshotAtom, undefined);
      };
    },
  );
  watchingAtom.onMount = (watch) => watch();
  views.set(id, watchingAtom);
  return watchingAtom;
}

/** The hub's connection to the exchange, for the status indicator. */
export const connectionAtom: Atom<ConnectionView | undefined> = viewAtom({ kind: 'connection' });

/**
 * The logged-in user's account (balances, open orders, executions), for its readers that show only to a
 * logged-in user; `ownAccountAtom` (features/session) is the one to read where a visitor may be.
 */
export const accountViewAtom: Atom<AccountView | undefined> = viewAtom({ kind: 'account' });
