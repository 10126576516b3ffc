/**
 * Per-account settings the API keeps itself (the engine does not care about them): chart config,
 * preferences and favourites, and the demo-recharge tally.
 */
export interface AccountStore {
  klineConfig: Map<string, unknown>;
  preferences: Map<string, Record<string, string>>;
  favourites: Map<string, string[]>;
  /** Quote recharged per demo account, against the recharge cap. */
  demoRecharged: Map<string, number>;
  /** Leveraged-token subscriptions and redemptions per account, newest last. */
  ltOrders: Map<string, LtOrder[]>;
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

export function createAccountStore(): AccountStore {
  return {
    klineConfig: new Map(),
    preferences: new Map(),
    favourites: new Map(),
    demoRecharged: new Map(),
    ltOrders: new Map(),
  };
}
