/**
 * The engine's mutable records. Money is `Fixed` here and becomes strings only in orderRecords.ts, so
 * no arithmetic ever touches a formatted value.
 */
import type {
  Instrument,
  MarketUnit,
  Order,
  OrderType,
  PlanType,
  PublicTrade,
  Side,
  SourceOrderStatus,
} from '../../../shared/protocol';
import { ZERO, type Fixed, type Price, type Quantity } from '../../../shared/money/fixed';
import type { OrderBook } from './orderBook';

export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

/** Which way the last price must move to fire: 'up' fires at last ≥ level, 'down' at last ≤ level. */
export type Direction = 'up' | 'down';

/** One leg of an OCO plan, of a TP/SL plan, or attached to a limit order. */
export interface OcoLeg {
  trigger: Price;
  /** 0 for a MARKET leg. */
  limitPrice: Price;
  orderType: 'LIMIT' | 'MARKET';
  direction: Direction;
}

/** What only plan orders have. */
export interface PlanState {
  planType: Exclude<PlanType, -1>;
  /** Conditional, stop-limit, TP/SL: the fixed trigger; trailing: the current computed one (0 = none yet). */
  triggerPrice: Price;
  direction: Direction;
  // Trailing (4, 5)
  activationPrice: Price;
  activationDirection: Direction;
  activated: boolean;
  /** Percent of the extreme, e.g. 1.5 means 1.5 %; 0 when the trail is a value. */
  trailingPercentage: Fixed;
  trailingValue: Price;
  /** Best price since activation: the highest for a sell, the lowest for a buy; 0 = not seen yet. */
  extreme: Price;
  // OCO (10)
  tp: OcoLeg | undefined;
  sl: OcoLeg | undefined;
  ocoTriggerBy: Order['ocoTriggerBy'];
  stopOrderType: Order['stopOrderType'];
}

/** A plan's state before its kind sets what it uses: no trigger, no trail, no legs. */
export function createPlanState(
  planType: PlanState['planType'],
  set: Partial<Omit<PlanState, 'planType'>> = {},
): PlanState {
  return {
    planType,
    triggerPrice: ZERO,
    direction: 'up',
    activationPrice: ZERO,
    activationDirection: 'up',
    activated: false,
    trailingPercentage: ZERO,
    trailingValue: ZERO,
    extreme: ZERO,
    tp: undefined,
    sl: undefined,
    ocoTriggerBy: '',
    stopOrderType: 'Stop',
    ...set,
  };
}

/**
 * Take-profit and stop-loss attached to a limit order (see attachedTpSl.ts): the legs, checked at
 * placement, and the plan that the order's fills feed.
 */
export interface AttachedTpSl {
  tp: OcoLeg | undefined;
  sl: OcoLeg | undefined;
  /** Delivered by fills and not yet locked for the legs: base for a buy, quote for a sell. */
  pending: Fixed;
  /** The TP/SL plan the fills feed; undefined before the first fill. */
  plan: OrderState | undefined;
  /** TP/SL plans started so far (numbers their client ids). */
  started: number;
}

export interface OrderState {
  id: string;
  /** Numeric form of `id`, for cursors. */
  seq: number;
  clientOrderId: string;
  accountId: string;
  inst: Instrument;
  side: Side;
  type: OrderType;
  tif: TimeInForce;
  status: SourceOrderStatus;
  /** Limit price; 0 for market orders. */
  price: Price;
  /** Base quantity; 0 for a market buy by quote amount. */
  origQty: Quantity;
  /** Quote amount of a market buy by value; 0 otherwise. */
  amount: Fixed;
  marketUnit: MarketUnit;
  executedQty: Quantity;
  executedAmount: Fixed;
  /** The token this order holds locked (quote for a buy, base for a sell) and how much is left. */
  lockToken: string;
  locked: Fixed;
  createType: Order['createType'];
  parentPlanId: string;
  triggeredOrderId: string;
  rejectReason: string;
  createdTime: number;
  updatedTime: number;
  /** Set for plan orders only. */
  plan: PlanState | undefined;
  /** Set for a limit order placed with take-profit or stop-loss legs. */
  attached: AttachedTpSl | undefined;
}

/** Per-symbol market state. */
export interface SymbolState {
  inst: Instrument;
  book: OrderBook;
  /** Last trade price; undefined before the first trade. */
  last: Price | undefined;
  lastTick: PublicTrade['tickDirection'];
  /** Newest last; trimmed to the last 100 now and then. */
  trades: PublicTrade[];
  /** Untriggered plans on this symbol, in placement order. */
  plans: Set<OrderState>;
}

export const remainingQty = (order: OrderState): Quantity => order.origQty - order.executedQty;

export const isOpenOrdinary = (order: OrderState): boolean =>
  order.status === 'New' || order.status === 'PartiallyFilled';
