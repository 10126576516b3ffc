/**
 * Per-account settings the API keeps itself (the engine does not care about them): chart config,
 * preferences and favourites, the demo-recharge tally, and the grid bots seeded at start.
 */
import type { GridBot, LtOrder } from '../../shared/protocol';

export type { LtOrder };

export interface AccountStore {
  klineConfig: Map<string, unknown>;
  preferences: Map<string, Record<string, string>>;
  favourites: Map<string, string[]>;
  /** Quote recharged per demo account, against the recharge cap. */
  demoRecharged: Map<string, number>;
  /** Leveraged-token subscriptions and redemptions per account, newest last. */
  ltOrders: Map<string, LtOrder[]>;
  /** Grid-trading bots per account, running and completed (seedGridStrategies); read-only for clients. */
  gridStrategies: Map<string, GridBot[]>;
}

export function createAccountStore(gridStrategies = new Map<string, GridBot[]>()): AccountStore {
  return {
    klineConfig: new Map(),
    preferences: new Map(),
    favourites: new Map(),
    demoRecharged: new Map(),
    ltOrders: new Map(),
    gridStrategies,
  };
}
