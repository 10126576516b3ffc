/**
 * The order form's contract with its checks (spec 000 §5), shared by the page, the compute worker
 * that runs the checks as the trader types, and the tests. Everything is a string as typed: the
 * checks parse it exactly (src/shared/money/fixed.ts), never as floats.
 */
// The protocol's own files, not its index: protocol/compute.ts names these types for the worker's API.
import type { Instrument, Side } from '../protocol/market';
import type { CreateOrderBody, CreatePlanOrderBody } from '../protocol/rest';

/** The form's order types (spec 001 §2 trade area; plan types of spec 000 §4). */
export const FORM_ORDER_KINDS = [
  'limit',
  'market',
  'conditional',
  'stopLimit',
  'oco',
  'trailingStop',
] as const;
export type FormOrderKind = (typeof FORM_ORDER_KINDS)[number];

export type TimeInForce = 'GTC' | 'IOC' | 'FOK';
/** How a triggered leg executes. */
export type LegType = 'LIMIT' | 'MARKET';

/** One take-profit or stop-loss leg: its trigger, and a limit price when it executes as a limit. */
export interface LegFields {
  trigger: string;
  type: LegType;
  limitPrice: string;
}

/**
 * What the trader typed, field by field. Fields that do not apply to `kind` are ignored (they keep
 * what was typed, so switching types back loses nothing).
 */
export interface OrderFields {
  kind: FormOrderKind;
  side: Side;
  /** The limit price: limit, stop-limit, a conditional order whose triggered type is LIMIT. */
  price: string;
  /** Conditional and stop-limit. */
  triggerPrice: string;
  /** Conditional: the order placed when the trigger fires. Stop-limit is always LIMIT. */
  triggeredType: LegType;
  /**
   * What the size is given in: `quantity` (base) or `amount` (quote). A market buy is always by
   * amount (spec 000 §5 "amount not empty (buy with value)"); every other order by quantity. So is
   * every buy that executes at market when it fires (a conditional order whose triggered type is
   * MARKET, an OCO with a MARKET leg, a trailing stop): the exchange takes a quote amount for those.
   * The checks read the field `sizeByOf(fields)` names and do not read this one; the form sets it
   * from `sizeByOf` to show the right input.
   */
  sizeBy: 'quantity' | 'amount';
  quantity: string;
  amount: string;
  /** Limit orders only; shown per the trade preferences (spec 001 §5). */
  timeInForce: TimeInForce;
  postOnly: boolean;
  /**
   * Take-profit and stop-loss attached to a limit order: placed on the other side once it fills.
   * Either leg may be left blank (a leg is used when its trigger or limit price is filled in), but
   * not both. Their triggers are judged against the order's own price, where the position opens.
   */
  attachTpSl: boolean;
  takeProfit: LegFields;
  stopLoss: LegFields;
  /**
   * Trailing stop: the callback as a rate (percent, 0.1 to 20 in steps of 0.01: TRAILING_RATE) or as
   * a spread (a price distance, at least one price step, on the step).
   */
  trailingBy: 'rate' | 'spread';
  trailingRate: string;
  trailingSpread: string;
  /** Optional: the trailing starts once the market reaches it. */
  activationPrice: string;
}

/** Who is ordering, as far as the checks care. */
export type OrderViewer =
  | { kind: 'visitor' }
  | {
      kind: 'user';
      /** Unified trading account: no balance check on the client (spec 000 §5 item 3). */
      isUnified: boolean;
      isDemo: boolean;
      /** Account status: 4 liquidation (liquidationErrorInfo), 5 overrun (overrunErrorInfo). */
      accountStatus: number;
      /** A pending-maintenance state: web2_will_update. */
      pendingMaintenance: boolean;
      /** The risk disclaimer of this pair was accepted (asked for SUI, MNT, BIT, innovation, adventure). */
      riskDisclaimerAccepted: boolean;
      /** The leveraged-token risk test was passed (leveraged-token pairs). */
      ltRiskTestPassed: boolean;
    };

/** Quota of an innovation or adventure pair: `unknown` shows '--'; limit "-1" is unlimited ('-'). */
export type OrderQuota =
  { kind: 'none' } | { kind: 'unknown' } | { kind: 'known'; limit: string; remainAmount: string };

/** What the checks know besides the fields. */
export interface OrderContext {
  instrument: Instrument;
  /** The last trade price, the market reference (OCO directions, market order value); "" when none yet. */
  lastPrice: string;
  viewer: OrderViewer;
  /** Available (free) balances of the pair's coins; "" while unknown. */
  baseAvailable: string;
  quoteAvailable: string;
  quota: OrderQuota;
}

/** The field a refusal belongs to (the form marks it `aria-invalid` and describes it by the message). */
export type OrderFieldName =
  | 'price'
  | 'triggerPrice'
  | 'quantity'
  | 'amount'
  | 'takeProfit.trigger'
  | 'takeProfit.limitPrice'
  | 'stopLoss.trigger'
  | 'stopLoss.limitPrice'
  | 'trailingRate'
  | 'trailingSpread'
  | 'activationPrice';

/**
 * A refusal: the spec's message key (translated under `orderCheck.<reason>` in every locale), the
 * field it names (none for account-wide refusals), and the values the message shows, already
 * formatted as plain decimals at the pair's precision (`{min: "0.0001", coin: "BTC"}`).
 *
 * Values by reason: priceBelowMin, triggerPriceBelowMin {min}; quantityBelowMin, quantityAboveMax,
 * amountBelowMin, amountAboveMax {min, max, coin}; notOnStep {step}; trailingRateOutOfRange {min, max}
 * (percent); balanceNotEnough {coin, available}; innovateTradeFail {remain, coin};
 * conditionalSellPriceTooLow {min}; conditionalBuyPriceTooHigh {max}; tpTriggerSide, slTriggerSide
 * {reference, relation: "above" | "below"}: where the trigger must be; legPriceOutOfBand {min, max}.
 * The others have none. Bounds shown are themselves allowed (a lower bound rounded up to the step).
 */
export interface OrderRefusal {
  ok: false;
  reason: OrderCheckReason;
  field?: OrderFieldName;
  values?: Record<string, string>;
}

/**
 * The spec's keys where it names them (balanceNotEnough, innovateTradeFail, liquidationErrorInfo,
 * overrunErrorInfo, web2_will_update, modifyQtyLessTips, modifyLeverageErrorTips), ours where it
 * does not ("not shown"), in the order the checks run.
 */
export type OrderCheckReason =
  // Gates (before the fields: a visitor, a blocked account or a pair that needs consent).
  | 'login'
  | 'liquidationErrorInfo'
  | 'overrunErrorInfo'
  | 'web2_will_update'
  | 'symbolRestricted'
  | 'bannedSide'
  | 'riskDisclaimer'
  | 'ltRiskTest'
  // 1. Empty.
  | 'priceEmpty'
  | 'triggerPriceEmpty'
  | 'quantityEmpty'
  | 'amountEmpty'
  | 'tpTriggerEmpty'
  | 'slTriggerEmpty'
  | 'tpLimitPriceEmpty'
  | 'slLimitPriceEmpty'
  | 'trailingEmpty'
  // 2. Bounds and steps, field by field: readable, at least the minimum, on the step, at most the
  //    maximum. `invalidNumber`: not a plain decimal (the number input normalizes what is typed, so
  //    only a caller that skipped it meets this); `notOnStep` {step}: finer than the field allows.
  | 'invalidNumber'
  | 'priceBelowMin'
  | 'triggerPriceBelowMin'
  | 'quantityBelowMin'
  | 'quantityAboveMax'
  | 'amountBelowMin'
  | 'amountAboveMax'
  | 'notOnStep'
  | 'trailingRateOutOfRange'
  // 3. Money.
  | 'balanceNotEnough'
  | 'innovateTradeFail'
  // 4. Conditional bands.
  | 'conditionalSellPriceTooLow'
  | 'conditionalBuyPriceTooHigh'
  // 5. OCO and attached TP/SL.
  | 'tpTriggerSide'
  | 'slTriggerSide'
  | 'legPriceOutOfBand'
  // Edits.
  | 'modifyQtyLessTips'
  | 'modifyLeverageErrorTips';

/** The exact request the form would send (no client_order_id: the submitter adds it once). */
export type OrderRequest =
  | { endpoint: 'createOrder'; body: Omit<CreateOrderBody, 'client_order_id'> }
  | { endpoint: 'createPlanOrder'; body: Omit<CreatePlanOrderBody, 'client_order_id'> };

export type OrderVerdict = { ok: true; request: OrderRequest } | OrderRefusal;
