/**
 * A leveraged-token subscription or redemption (spec 001 §3 "Leveraged-token order"), as
 * `GET /spot/api/lt/orders` answers them: `{list}`, newest first.
 */
export interface LtOrder {
  orderId: string;
  clientOrderId: string;
  symbolId: string;
  /** Spec 001 §3: 1 subscription, 2 redemption (`kind` says the same in words). */
  orderType: LtOrderType;
  kind: 'subscribe' | 'redeem';
  /** Quote paid (subscribe) or received (redeem). */
  amount: string;
  /** Token quantity received (subscribe) or given (redeem). */
  quantity: string;
  nav: string;
  /** Spec 001 §4: 1 filled, 3 failed, anything else pending. The simulator settles at once (1). */
  status: number;
  createdTime: number;
}

export const LT_ORDER_TYPE = { subscription: 1, redemption: 2 } as const;
export type LtOrderType = (typeof LT_ORDER_TYPE)[keyof typeof LT_ORDER_TYPE];

/** Spec 001 §4 leveraged-token order statuses; any other value is pending. */
export const LT_ORDER_STATUS = { filled: 1, failed: 3 } as const;

/** The most rows one `GET /spot/api/lt/orders` answers (`limit`, default 50). */
export const LT_ORDERS_MAX_LIMIT = 100;

export interface LtOrderList {
  list: LtOrder[];
}
