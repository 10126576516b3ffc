/**
 * The compute worker's API (src/workers/compute): one per tab, for the CPU work a panel would otherwise
 * do on the main thread (../../../shared/design.md): kline backfill and the chart's derived series, and
 * the order checks of spec 000 §5 (the order form's and the quick order's). Both sides compile against
 * this one type.
 *
 * Chart values are plotting coordinates: prices and volumes become float64 here, once, for the chart
 * library. Nothing computed from them is ever sent as money: a price picked on the chart (a dragged
 * order line) is snapped to the symbol's tick as a decimal before it is used (see snapPriceToTick).
 */
import type { OrderContext, OrderFields, OrderVerdict } from '../orderChecks/orderCheckTypes';
import type { OrderEdit, OrderEditContext, OrderEditVerdict } from '../orderChecks/checkOrderEdit';
import type { DisplayStatus } from '../orders/displayStatusOf';
import type { Execution } from './account';
import type { KlineView } from './hub';
import type { KlineInterval, Side } from './market';

/** Chart types and their codes (spec 000 §9). */
export const CHART_TYPES = {
  bar: 0,
  candle: 1,
  line: 2,
  area: 3,
  heikinAshi: 8,
  hollowCandle: 9,
  baseline: 10,
} as const;
export type ChartType = keyof typeof CHART_TYPES;

/** One series: a symbol at an interval. */
export interface SeriesKey {
  symbol: string;
  interval: KlineInterval;
}

/** An indicator and its settings (the toolbar's indicators dialog edits these). */
export type IndicatorSpec =
  | { kind: 'MA'; period: number }
  | { kind: 'EMA'; period: number }
  | { kind: 'BOLL'; period: number; multiplier: number }
  | { kind: 'VOL'; maPeriod: number }
  | { kind: 'MACD'; fast: number; slow: number; signal: number }
  | { kind: 'RSI'; period: number };

/**
 * Bars as columns, oldest first, one entry per bar: `time` in UTC seconds (the chart's UTCTimestamp),
 * the rest as plotting numbers. Moved to the tab as transferred buffers, never copied.
 */
export interface BarColumns {
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/**
 * An indicator's lines, aligned with the bars: `lines[name][i]` belongs to bar i, NaN where the
 * indicator is not defined yet (the first period−1 bars of an MA). Line names per kind: MA and EMA
 * `value`; BOLL `middle`, `upper`, `lower`; VOL `volume`, `ma`; MACD `macd`, `signal`, `histogram`;
 * RSI `value`.
 */
export interface IndicatorColumns {
  spec: IndicatorSpec;
  lines: Record<string, Float64Array>;
}

/** What the chart shows of a series: how it is drawn, and with which indicators. */
export interface SeriesRequest {
  key: SeriesKey;
  chartType: ChartType;
  indicators: IndicatorSpec[];
}

/**
 * A whole series as the chart draws it. `bars` are the raw candles; `shown` are what the chart type
 * draws (heikin-ashi bars for `heikinAshi`, the raw bars otherwise); `rising[i]` is 1 when bar i closed
 * at or above the previous bar's close (hollow candles colour by it; bar 0 compares with its own open).
 */
export interface SeriesSnapshot {
  key: SeriesKey;
  chartType: ChartType;
  status: 'live' | 'empty' | 'failed';
  /** A failed first page: the ApiError's message (the chart shows FailedToLoadData with a refresh). */
  failure: string;
  bars: BarColumns;
  shown: BarColumns;
  rising: Uint8Array;
  indicators: IndicatorColumns[];
  /** True once the server has no older bars (a page came back short even after the extra requests). */
  reachedStart: boolean;
}

/** One bar as the chart's `update()` takes it. */
export interface BarPoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * What a live candle changed: the last bar or two (`shown` by the chart type, `rising` per bar) and the
 * indicators' values at those bars (NaN where undefined). `reload` means the live candle left a gap the
 * worker is filling from REST: ask for the whole series again with `snapshot`.
 */
export interface LiveUpdate {
  key: SeriesKey;
  reload: boolean;
  bars: BarPoint[];
  shown: BarPoint[];
  rising: number[];
  indicators: { spec: IndicatorSpec; points: Record<string, number>[] }[];
}

/** The quick-order panel's input (spec 000 §5 "Quick chart order"). */
export interface QuickOrderInput {
  side: Side;
  /** As typed, base quantity. */
  quantity: string;
  /** The price the order is checked against (the last price for a market order). */
  price: string;
  /** The symbol's quantity step: 10^-quantityPrecision ("0.000001"). */
  quantityStep: string;
  isVisitor: boolean;
  isBanBuy: boolean;
  isBanSell: boolean;
}

/**
 * The first failed check, in the spec's order, or ok. Reasons are the spec's message keys:
 * `quick_order_0_tip` empty quantity, `quickLimitOrderPriceError` price ≤ 0, `login` visitor,
 * `bannedSide` the side is banned, `qtyErrorTickTip` not a multiple of the step.
 */
export type QuickOrderVerdict =
  | { ok: true }
  | {
      ok: false;
      reason: 'quick_order_0_tip' | 'quickLimitOrderPriceError' | 'login' | 'bannedSide' | 'qtyErrorTickTip';
    };

export interface ComputeApi {
  /**
   * Loads a series: pages of KLINE_PAGE_SIZE bars ending now, until `needed` bars are there (default
   * one page): while a page comes back full and the bars are still fewer than needed, up to
   * KLINE_EXTRA_REQUESTS more pages (spec 000 §7); a short page means the server has no older bars.
   * Then it derives what `request` shows. A series already loaded is not fetched again; a new chart
   * type or indicator list only re-derives.
   */
  load(request: SeriesRequest, needed?: number): Promise<SeriesSnapshot>;
  /** The series as it stands (after a `reload` update, or to redraw). */
  snapshot(request: SeriesRequest): Promise<SeriesSnapshot>;
  /**
   * The user scrolled back past the oldest bar: fetches `needed` more bars before it under the same
   * page rule as `load`, and answers the whole series. Nothing is fetched once `reachedStart`.
   */
  loadOlder(request: SeriesRequest, needed: number): Promise<SeriesSnapshot>;
  /** Joins the hub's live candles to the series: no gap and no duplicate bar at the seam. */
  applyLive(request: SeriesRequest, candles: KlineView['candles']): Promise<LiveUpdate>;
  /** Forgets a series (the chart moved to another symbol or interval). */
  drop(key: SeriesKey): Promise<void>;
  checkQuickOrder(input: QuickOrderInput): Promise<QuickOrderVerdict>;
  /**
   * The order form's check sequence (spec 000 §5, src/shared/orderChecks/checkOrder.ts): the first
   * failed check, or the exact request to send.
   */
  checkOrder(fields: OrderFields, context: OrderContext): Promise<OrderVerdict>;

  // Editing an open order in place (the orders panel's Open orders tab).
  /**
   * The edit checks of spec 000 §5 for one field edited in place (src/shared/orderChecks/checkOrderEdit.ts):
   * close without a request, refuse with the reason, or the value to send and what to confirm first.
   */
  checkOrderEdit(edit: OrderEdit, context: OrderEditContext): Promise<OrderEditVerdict>;

  // The orders panel's history lists (src/shared/orders/createHistoryPages.ts).
  /** One page of order history, newest first, rows ready to show (the cursor rule is in mergeOrderPages). */
  orderHistoryPage(request: OrderHistoryRequest): Promise<HistoryPage<OrderHistoryRow>>;
  /** One page of the account's executions (trade history), newest first, rows ready to show. */
  tradeHistoryPage(request: TradeHistoryRequest): Promise<HistoryPage<TradeHistoryRow>>;
  /** Executions the hub pushed (`match`), as trade-history rows, in the order given. */
  tradeHistoryRows(executions: readonly Execution[]): Promise<TradeHistoryRow[]>;
}

/**
 * What the compute worker exposes to its tab: the API, and the channel a cross-origin isolated tab
 * opens for the order form's checks (src/shared/orderChecks/verdictBoard.ts): questions come by a port
 * of their own, without Comlink, and verdicts go on the shared board, by message only when the tab
 * has not read them there.
 */
export interface ComputeWorkerApi extends ComputeApi {
  /** The tab's verdict board and the port its questions come by, opened once. */
  openOrderCheckChannel(board: SharedArrayBuffer, port: OrderCheckPort): Promise<void>;
}

/**
 * The worker's end of the order-check channel: the far end of the tab's MessageChannel (described by
 * shape, as src/shared has no DOM types). Questions come in, answers by message go out.
 */
export interface OrderCheckPort {
  postMessage(answer: OrderCheckAnswer): void;
  addEventListener(type: 'message', listener: (event: { data: OrderCheckQuestion }) => void): void;
  start(): void;
}

/**
 * An order form's question on the order-check channel: `checkOrder`'s arguments, under a ticket. The
 * context comes only when it is not the one the question before carried (a port keeps its messages in
 * order): it changes far less often than the fields.
 */
export interface OrderCheckQuestion {
  ticket: number;
  fields: OrderFields;
  context?: OrderContext;
}

/**
 * An answer by message on the order-check channel: a verdict the tab has not read from the board, or
 * the checks' failure.
 */
export type OrderCheckAnswer =
  { ticket: number; verdict: OrderVerdict } | { ticket: number; failure: string };

/** The history lists' time ranges, in days (spec 001 §9). */
export const HISTORY_RANGES = [7, 30, 180] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Rows per request: the order list's page size and the trade list's limit (spec 000 §9). */
export const ORDER_HISTORY_PAGE_SIZE = 100;
export const TRADE_HISTORY_PAGE_SIZE = 1000;

/**
 * Order history's sub-tabs (spec 001 §2: ordinary, stop-limit, conditional, OCO), and `all`, ordinary
 * and plan orders merged.
 */
export type OrderHistoryKind = 'ordinary' | 'stopLimit' | 'conditional' | 'oco' | 'all';

export interface HistoryRequestBase {
  range: HistoryRange;
  /** One pair ("BTCUSDT"), or every pair when absent. */
  symbolId?: string;
  /**
   * The previous page's `nextCursor`; absent for the first page, which fixes the time window (range
   * days back from the exchange's clock) for every later page of the list.
   */
  cursor?: string;
}

export interface OrderHistoryRequest extends HistoryRequestBase {
  kind: OrderHistoryKind;
}

export type TradeHistoryRequest = HistoryRequestBase;

/** Why a page failed: the REST client's ApiError as plain data (the tab's describeApiFailure reads it). */
export interface HistoryFailure {
  kind: 'network' | 'http' | 'server' | 'invalid' | 'aborted';
  status: number;
  message: string;
}

/** A page: rows, and the cursor of the next page ("" when this was the last), or the failure. */
export type HistoryPage<Row> =
  { ok: true; rows: Row[]; nextCursor: string } | { ok: false; failure: HistoryFailure };

/**
 * An order as the history table shows it. Figures are exact decimals at the pair's precisions (the
 * tab only applies the locale's notation); "" where a figure does not apply. `type`, `side` and
 * `status` are keys the tab translates.
 */
export interface OrderHistoryRow {
  /** The order id: the row's key. */
  id: string;
  /** Created, epoch ms. */
  time: number;
  symbolId: string;
  /** "BTC/USDT". */
  pair: string;
  type: 'limit' | 'market' | 'limitMaker';
  side: 'buy' | 'sell';
  /** "" for a market order. */
  price: string;
  /** Trigger prices: one for a plan, take-profit then stop-loss for an OCO, none for an ordinary order. */
  triggers: string[];
  quantity: string;
  /** The token the quantity is in: the quote token for a buy by amount, else the base token. */
  quantityUnit: string;
  filled: string;
  /** "" until something filled. */
  averagePrice: string;
  /** Filled value, in the quote token. */
  value: string;
  quoteUnit: string;
  status: DisplayStatus;
}

/** An execution as the trade-history table shows it (as OrderHistoryRow: exact decimals, keys). */
export interface TradeHistoryRow {
  /** Trade id and order id: a trade between two orders of one account is two rows. */
  id: string;
  tradeId: string;
  time: number;
  symbolId: string;
  pair: string;
  side: 'buy' | 'sell';
  price: string;
  quantity: string;
  baseUnit: string;
  value: string;
  quoteUnit: string;
  fee: string;
  feeCoin: string;
  role: 'maker' | 'taker';
}

/** Spec 000 §7 and §9: bars per page, and the most extra requests when a page comes back short. */
export const KLINE_PAGE_SIZE = 500;
export const KLINE_EXTRA_REQUESTS = 3;
