/**
 * Per-account settings the API keeps itself (the engine does not care about them): chart config,
 * preferences and favourites, the demo-recharge tally, and the grid bots seeded at start.
 */
import type { GridStrategy } from '../../shared/protocol';

export interface AccountStore {
  klineConfig: Map<string, unknown>;
  preferences: Map<string, Record<string, string>>;
  favourites: Map<string, string[]>;
  /** Quote recharged per demo account, against the recharge cap. */
  demoRecharged: Map<string, number>;
  /** Leveraged-token subscriptions and redemptions per account, newest last. */
  ltOrders: Map<string, LtOrder[]>;
  /** Running grid-trading strategies per account (seedGridStrategies); read-only for clients. */
  gridStrategies: Map<string, GridStrategy[]>;
}

export interface LtOrder {
  orderId: string;
  clientOrderId: string;
  symbolId: string;
  kind: 'subscribe' | 'redeem';
  /** Quote paid (subscribe) or received (redeem). */
  amount: string;
  /** Token quantity received (subscribe) or given (redeem). */
  quantity: string;
  nav: string;
  status: 'Filled';
  createdTime: number;
}

export function createAccountStore(gridStrategies = new Map<string, GridStrategy[]>()): AccountStore {
  return {
    klineConfig: new Map(),
    preferences: new Map(),
    favourites: new Map(),
    demoRecharged: new Map(),
    ltOrders: new Map(),
    gridStrategies,
  };
}
