import type { ViewKey, ViewSnapshot } from '../../shared/protocol';

/** The snapshot type a view key is answered with: `{kind: 'ticker'}` → `TickerView`. */
export type SnapshotOf<V extends ViewKey> = Extract<ViewSnapshot, { kind: V['kind'] }>;

/**
 * What the app asks of the market hub, per tab. The real one talks to the SharedWorker over Comlink
 * (`createHubClient`); component tests connect the same tab logic to an in-process hub.
 */
export interface HubClient {
  /** Starts delivering a view; the returned function stops it. Snapshots may arrive after a stop is asked. */
  watch<V extends ViewKey>(view: V, onSnapshot: (snapshot: SnapshotOf<V>) => void): () => void;
  /** Whose session this page loaded with ("" for a visitor); the hub reconnects when it changed. */
  sessionIs(accountId: string): void;
  /** Says goodbye, stops every watch and releases the tab's lock (tests; a page just closes). */
  dispose(): void;
}
