/**
 * REST: one envelope for every answer, the error codes, and the paths. Paths follow the spec where it
 * gives them (spec 000 §7, 001 §7) and the same style where it says "not shown".
 *
 * Every answer, success or failure, is `{code, success, message, result}` with HTTP 200 for a business
 * outcome, 400 for a malformed request, 401 when a session is required, 403 for a state-changing request
 * the origin guard refuses, 404 for an unknown path, 405 for a wrong method, 413 for a body over the
 * limit, 429 with `Retry-After` for too many failed logins, 503 when the server holds as many sessions
 * as it can, and 500 only for a server fault.
 */
import type { MarketUnit, PlanType, OrderType } from './account';
import type { Side } from './market';

export interface ApiEnvelope<T = unknown> {
  code: number;
  success: boolean;
  message: string;
  result: T;
}

/** Codes the spec names, and ours in the same style. */
export const CODES = {
  ok: 0,
  // Requests
  badRequest: 10001,
  /** Refused by the origin guard: not JSON, no request header, or from another origin (HTTP 403). */
  forbidden: 10002,
  unauthorized: 10003,
  notFound: 10004,
  methodNotAllowed: 10005,
  bodyTooLarge: 10006,
  tooManyRequests: 10018,
  serviceUnavailable: 10019,
  internal: 10016,
  // Orders (spec 000 §8 names 81001, 32241, -2172, 12240, 170348, 32329)
  liquidation: 81001,
  tradeTryLimit: 32241,
  tradeTryLimitAlt: -2172,
  tradeTryLimitRisk: 12240,
  tradeTryLimitRegion: 170348,
  standardAccountLimit: 32329,
  insufficientBalance: 12131,
  orderNotFound: 12213,
  symbolNotFound: 12201,
  symbolNotTrading: 12202,
  buyBanned: 12203,
  sellBanned: 12204,
  invalidPrice: 12205,
  invalidQuantity: 12206,
  invalidAmount: 12207,
  quotaExceeded: 12208,
  orderNotModifiable: 12209,
  postOnlyWouldTake: 12210,
  noLiquidity: 12211,
  invalidTrigger: 12212,
  /** A client_order_id the account already used, sent with a different request. */
  clientOrderIdReused: 12214,
  // Leveraged tokens
  ltClosed: 12301,
  ltPositionChange: 12302,
  ltOutOfBounds: 12303,
  // Demo (spec 001 §8)
  demoRechargeLimit: 3410020,
  demoNotSupported: 3410021,
} as const;
export type ApiCode = (typeof CODES)[keyof typeof CODES];

export const API = {
  // Session
  login: '/login', // GET: the login page; POST: form or JSON {email, password, redirect_url}
  logout: '/logout', // POST, empty body (spec 001 §7)
  register: '/register', // GET ?redirect_url: sign-up (the simulator's accounts exist already: its login page)
  profile: '/v2/private/user/profile', // GET: UserProfile (visitors get userState -1)
  latencyProbe: '/t1', // GET (spec 000 §7); answered with CORS so other access routes can be probed
  webConfig: '/v3/config/web', // GET: WebConfig
  analyticsEvent: '/spot/api/analytics/event', // POST AnalyticsEvent
  supportMessage: '/spot/api/support/message', // POST {text} (≤ SUPPORT_MESSAGE_MAX chars): SupportTicket
  serverTime: '/spot/api/basic/server_time',
  // Market data
  symbols: '/spot/api/basic/symbol_list_v3', // GET: Instrument[]
  tickers: '/spot/api/quote/v2/tickers', // GET ?symbol= (optional): Ticker[]
  klines: '/spot/api/quote/v2/klines', // GET symbol, interval, limit (≤1000, default 500), to (ms, exclusive)
  depth: '/spot/api/quote/v2/depth', // GET symbol, step, limit
  trades: '/spot/api/quote/v2/trades', // GET symbol, limit (≤100)
  noticeVisibleSymbols: '/spot/api/basic/query_notice_visible_symbol', // GET: symbolIds with a notice
  symbolNotice: '/spot/api/basic/symbol_notice', // GET symbol_id: SymbolNotice
  noticeBar: '/spot/api/basic/notice_bar', // GET: NoticeItem[]
  quota: '/spot/api/basic/innovation/remain_amount', // GET symbol_id: QuotaEntry
  // Assets
  assets: '/spot/api/asset/get', // GET: Balance[]
  available: '/spot/api/v1/asset/get_available', // GET symbol_id, side: {available, maxBuy/maxSell}
  unifiedAssets: '/siteapi/unified/private/spot-walletbalance', // GET: {coinList, actualLeverageRatio}
  // Orders
  createOrder: '/spot/api/order/create',
  cancelOrder: '/spot/api/order/cancel',
  modifyOrder: '/spot/api/order/modify',
  cancelAllOrders: '/spot/api/order/cancel_all', // symbol_ids (comma list) unless all pairs
  openOrders: '/spot/api/order/open_orders', // GET symbol_id?, from_order_id, limit ≤ 100
  orderHistory: '/spot/api/order/history', // GET symbol_id?, from_order_id, start_time?, end_time? (created), limit ≤ 100
  executions: '/spot/api/order/trades', // GET symbol_id?, from_trade_id?, start_time, end_time, limit ≤ 1000: {list, nextCursor}
  createPlanOrder: '/spot/api/order/plan/create',
  cancelPlanOrder: '/spot/api/order/plan/cancel',
  modifyPlanOrder: '/spot/api/order/plan/modify',
  cancelAllPlanOrders: '/spot/api/order/plan/cancel_all', // plan_type, symbol_id?
  openPlanOrders: '/spot/api/order/plan/open_orders', // GET plan_type?, symbol_id?
  planOrderHistory: '/spot/api/order/plan/history', // as orderHistory, plus plan_type?
  averagePrice: '/spot/api/order/average_price', // GET symbol_id, side, daySpan (≤ 90)
  // Unified (spec 001 §7)
  integratedOpenOrders: '/unified/integrated/v5/queryOpenOrders', // POST {marketType, symbol, supportFutureSpread}
  integratedPositions: '/unified/integrated/v5/queryPositions', // POST {needSort}
  // Preferences and chart settings (spec 000 §7)
  setKlineConfig: '/spot/api/account/set_kline_config',
  getKlineConfig: '/spot/api/account/get_kline_config',
  preferences: '/v3/private/user/member/preferences', // GET; POST {upsert_keys}
  favourites: '/spot/api/account/favourites', // GET; POST {symbolIds}
  // Leveraged tokens
  ltInfo: '/spot/api/lt/info', // GET symbol
  ltSubscribe: '/spot/api/lt/subscribe', // POST {symbol, amount, client_order_id}
  ltRedeem: '/spot/api/lt/redeem', // POST {symbol, quantity, client_order_id}
  ltOrders: '/spot/api/lt/orders',
  // Trading bots (spec 000 §3, §7): the logged-in user's running grid strategies, drawn on the chart
  gridStrategies: '/s1/bot/grid/v1/query-grid-list', // GET symbol_id?: GridStrategyList
  // Demo
  demoWalletBalance: '/spot/api/demo/wallet_balance',
  demoRecharge: '/spot/api/demo/recharge', // POST {bizScene: "SPOT_TRADE"}
} as const;

/**
 * The trace header of order calls (spec 000 §7: create and cancel send one), in the W3C trace-context
 * format: `00-{32 hex trace id}-{16 hex span id}-01` (src/shared/rest/createTraceparent.ts).
 */
export const TRACE_HEADER = 'traceparent';

/**
 * The header every state-changing request carries, with the value `1` (the guard is
 * src/server/http/requestOriginGuard.ts). An HTML form cannot send it, and a page of another origin
 * cannot send it without a CORS preflight, which this server never grants. It is not the trace
 * header: tracing must never refuse a request (src/server/api/traceLog.ts), and tracing proxies add a
 * traceparent of their own to requests that come without one.
 */
export const REQUEST_HEADER = 'x-spotdesk-request';

/** The headers of a state-changing request: a JSON body, and the request header. */
export const STATE_CHANGE_HEADERS = { 'content-type': 'application/json', [REQUEST_HEADER]: '1' } as const;

/** Body of createOrder (spec 000 §7), snake_case as the spec gives it. */
export interface CreateOrderBody {
  symbol_id: string;
  side: Side;
  type: OrderType;
  /** Required for LIMIT and LIMIT_MAKER. */
  price?: string;
  /** Base quantity; or, for a MARKET buy with market_unit quoteCoin, the quote amount. */
  quantity: string;
  market_unit?: MarketUnit;
  client_order_id: string;
  time_in_force?: 'GTC' | 'IOC' | 'FOK';
  /**
   * Take-profit and stop-loss attached to a LIMIT or LIMIT_MAKER order (refused on MARKET): as it
   * fills, the exchange places one TP/SL plan order (plan type 11) on the other side holding what the
   * fills delivered, with both legs; the first to trigger wins. A leg is given by its trigger; its
   * type defaults to LIMIT when a limit price is given, else MARKET. The rules:
   * src/server/exchange/engine/attachedTpSl.ts.
   */
  tp_trigger_price?: string;
  tp_limit_price?: string;
  tp_order_type?: OrderType;
  sl_trigger_price?: string;
  sl_limit_price?: string;
  sl_order_type?: OrderType;
}

export interface CancelOrderBody {
  order_id?: string;
  client_order_id?: string;
}

export interface ModifyOrderBody {
  order_id?: string;
  client_order_id?: string;
  symbol_id?: string;
  price?: string;
  quantity?: string;
}

/** Body of createPlanOrder: the fields that apply to the plan type. */
export interface CreatePlanOrderBody {
  symbol_id: string;
  plan_type: Exclude<PlanType, -1>;
  side: Side;
  type: OrderType;
  client_order_id: string;
  quantity: string;
  market_unit?: MarketUnit;
  price?: string;
  trigger_price?: string;
  // Trailing (4, 5)
  activation_price?: string;
  trailing_percentage?: string;
  trailing_value?: string;
  // OCO (10)
  tp_trigger_price?: string;
  tp_limit_price?: string;
  tp_order_type?: OrderType;
  sl_trigger_price?: string;
  sl_limit_price?: string;
  sl_order_type?: OrderType;
}

export interface ModifyPlanOrderBody {
  order_id?: string;
  client_order_id?: string;
  plan_type: Exclude<PlanType, -1>;
  trigger_price?: string;
  price?: string;
  quantity?: string;
  activation_price?: string;
  trailing_percentage?: string;
  trailing_value?: string;
}

/** A page of a list: `nextCursor` is the id to pass as from_order_id, "" at the end. */
export interface ListResult<T> {
  list: T[];
  nextCursor: string;
}

/** Kline answer (spec 000 §7): rows oldest first. */
export interface KlinesResult {
  list: [number, string, string, string, string, string][];
}
