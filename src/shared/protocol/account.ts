import type { Side } from './market';

/** Account kinds of spec 000 §6 and 001 §6. */
export type AccountKind = 'classic' | 'uta' | 'demo' | 'sub' | 'copyLeader';

/**
 * spec 000 §5: the account's risk status. 0 is normal; liquidation (4) and an overrun (5) block
 * trading until the exchange lifts them.
 */
export type RiskStatus = 0 | 4 | 5;

/** spec 000 §3 / 001 §3 "User"; `userState` 1 is logged in, -1 a visitor. */
export interface UserProfile {
  id: string;
  userState: 1 | -1;
  isLogin: boolean;
  isUTA: boolean;
  isDemoAccount: boolean;
  kind: AccountKind | 'visitor';
  email: string;
  /** 2 is the newer unified type. */
  unified_account: 0 | 1 | 2;
  is_copy_trading_leader: boolean;
  sub_attribute: '' | 'sub';
  /** Unified-account upgrade status per tag (spec 001): PROCESS while an upgrade is under way. */
  member_tag: Record<string, '' | 'PROCESS' | 'SUCCESS' | 'FAIL'>;
  /** The account's risk status now (0 for a visitor). */
  risk_status: RiskStatus;
  double_confirm: {
    notifyClose: boolean;
    tradeNotifyClose: boolean;
    successAudio: boolean;
    cancelAll: boolean;
  };
}

/** A balance line: spot `free` and `locked` (in open orders). Never negative. */
export interface Balance {
  tokenId: string;
  free: string;
  locked: string;
  total: string;
}

/** Source order statuses, as the exchange reports them (spec 000 §4 maps them to display statuses). */
export type SourceOrderStatus =
  | 'New'
  | 'PartiallyFilled'
  | 'Filled'
  | 'Cancelled'
  | 'PartiallyFilledCanceled'
  | 'Rejected'
  | 'Untriggered'
  | 'Triggered'
  | 'Deactivated';

export type OrderType = 'LIMIT' | 'MARKET' | 'LIMIT_MAKER';

/**
 * Plan types of spec 000 §4. Stop-limit is 8 here (the spec gives 8 and, in one reading, 1; 1 is
 * conditional in this protocol so the two stay distinguishable).
 */
export const PLAN_TYPE = {
  ordinary: -1,
  conditional: 1,
  trailingStop: 4,
  trailingProfit: 5,
  stopLimit: 8,
  oco: 10,
  tpsl: 11,
} as const;
export type PlanType = (typeof PLAN_TYPE)[keyof typeof PLAN_TYPE];

export type MarketUnit = 'baseCoin' | 'quoteCoin';

/** spec 000 §3 "Order", for ordinary and plan orders alike. Absent fields do not apply to the order. */
export interface Order {
  orderId: string;
  clientOrderId: string;
  accountId: string;
  symbolId: string;
  baseTokenName: string;
  quoteTokenName: string;
  side: Side;
  type: OrderType;
  status: SourceOrderStatus;
  planType: PlanType;
  /** Limit price; "0" for market orders. */
  price: string;
  /** Ordered base quantity; for a market buy by quote amount, "0" and `amount` is set. */
  origQty: string;
  executedQty: string;
  /** Quote spent or received so far. */
  executedAmount: string;
  /** Quote amount of a market buy by value. */
  amount: string;
  avgPrice: string;
  marketUnit: MarketUnit;
  /** What the order list shows as the quantity (base qty, or quote amount for buys by value). */
  orderQtyForView: string;
  triggerPrice: string;
  activationPrice: string;
  trailingPercentage: string;
  trailingValue: string;
  /**
   * Legs of an OCO (planType 10) or a TP/SL plan that protects a filled order (planType 11), and the
   * outcome; on a limit order placed with take-profit/stop-loss attached, its legs.
   */
  tpTriggerPrice: string;
  tpLimitPrice: string;
  slTriggerPrice: string;
  slLimitPrice: string;
  ocoTriggerBy: '' | 'untriggered' | 'takeProfit' | 'stopLoss';
  /** For a triggered plan order, the ordinary order it placed. */
  triggeredOrderId: string;
  /**
   * For an ordinary order placed by a plan, the plan's id; for a TP/SL plan made by the fills of a
   * limit order with attached legs, that order's id.
   */
  parentPlanId: string;
  createType: 'CreateByUser' | 'CreateByPlan';
  stopOrderType: '' | 'Stop' | 'TakeProfit' | 'StopLoss' | 'TrailingStop' | 'TrailingProfit' | 'Oco' | 'TpSl';
  isLeverage: boolean;
  specialTradeFrom: '' | 'iceberg' | 'twap';
  rejectReason: string;
  createdTime: number;
  updatedTime: number;
}

/** spec 000 §3 "Deal (execution)". */
export interface Execution {
  tradeId: string;
  orderId: string;
  accountId: string;
  symbolId: string;
  side: Side;
  orderType: OrderType;
  execPrice: string;
  execQty: string;
  execValue: string;
  execFee: string;
  feeTokenId: string;
  isMaker: boolean;
  tradeTime: number;
  liquidationType: '';
}

/** Innovation/adventure quota (spec 000 §3); limit "-1" is unlimited. */
export interface QuotaEntry {
  symbolId: string;
  coin: string;
  limit: string;
  totalAmount: string;
  remainAmount: string;
}
