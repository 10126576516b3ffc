/**
 * The exchange simulator's public face: what the HTTP and socket layers, the msw handlers and the
 * tests call. Pure TypeScript: no Node APIs, no timers of its own (the clock and the scheduler are
 * injected), deterministic for a given seed.
 */
import type {
  AccountKind,
  Balance,
  BookLevel,
  Candle,
  CreateOrderBody,
  CreatePlanOrderBody,
  Execution,
  Instrument,
  KlineInterval,
  KlineRow,
  LeveragedTokenInfo,
  ModifyOrderBody,
  ModifyPlanOrderBody,
  NoticeItem,
  Order,
  PublicTrade,
  QuotaEntry,
  SymbolNotice,
  Ticker,
} from '../../shared/protocol';

/** A business refusal: `code` is one of CODES in src/shared/protocol/rest.ts. */
export interface ExchangeError {
  code: number;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ExchangeError };

export interface AccountSeed {
  id: string;
  kind: AccountKind;
  /** tokenId → free amount, as decimal strings. */
  balances: Record<string, string>;
}

/** Something that changed, for the socket gateway to fan out. Emitted synchronously, in order. */
export type ExchangeEvent =
  /** Raw levels that changed in one engine step (size "0" removes); `seq` grows per symbol. */
  | { type: 'book'; symbolId: string; seq: number; bids: BookLevel[]; asks: BookLevel[] }
  | { type: 'trade'; trade: PublicTrade }
  | { type: 'order'; accountId: string; order: Order }
  | { type: 'planOrder'; accountId: string; order: Order }
  | { type: 'execution'; accountId: string; execution: Execution }
  | { type: 'balance'; accountId: string; balances: Balance[] };

export interface Clock {
  now(): number;
}

/** Runs `task` after `ms`; returns a cancel function. Injected so tests drive time by hand. */
export type Scheduler = (ms: number, task: () => void) => () => void;

export interface OrderQuery {
  symbolId?: string;
  /** Return orders with an id below this one (pages newest first). */
  fromOrderId?: string;
  /** Created at or after / at or before (epoch ms; ids grow with creation time, so pages stay in order). */
  startTime?: number;
  endTime?: number;
  limit?: number;
}

/** A window of an account's executions, newest first. */
export interface ExecutionQuery {
  symbolId?: string;
  /** Return executions of trades with an id below this one (the cursor of a previous page). */
  fromTradeId?: string;
  startTime?: number;
  endTime?: number;
  limit?: number;
}

/** The matching engine with accounts, for every symbol. */
export interface Engine {
  readonly instruments: readonly Instrument[];
  instrument(symbolId: string): Instrument | undefined;

  openAccount(seed: AccountSeed): void;
  hasAccount(accountId: string): boolean;
  balances(accountId: string): Balance[];
  /** Adds (or, negative, removes if covered) free balance: deposits, demo recharge, LT subscribe. */
  adjustBalance(accountId: string, tokenId: string, delta: string): Outcome<Balance>;

  /**
   * Places an order. A client_order_id the account already used (for an order or a plan) answers that
   * order when the request is the same, changing nothing, and is refused (clientOrderIdReused)
   * otherwise; see engine/clientOrderIds.ts.
   */
  placeOrder(accountId: string, body: CreateOrderBody): Outcome<Order>;
  /**
   * What a create with an already used client_order_id gets (the order, or the refusal), or with an
   * id the exchange keeps for its own orders (a refusal), without placing anything; undefined for an
   * id free to use.
   */
  repeatOf(
    accountId: string,
    endpoint: 'order' | 'plan',
    body: CreateOrderBody | CreatePlanOrderBody,
  ): Outcome<Order> | undefined;
  /** An ordinary order of the account by id or client order id (what a repeated create answers). */
  findOrder(accountId: string, ref: { orderId?: string; clientOrderId?: string }): Order | undefined;
  cancelOrder(accountId: string, ref: { orderId?: string; clientOrderId?: string }): Outcome<Order>;
  modifyOrder(accountId: string, body: ModifyOrderBody): Outcome<Order>;
  cancelAllOrders(accountId: string, symbolIds?: string[]): Order[];
  /** Newest first, at most `query.limit` (100 when absent) and never more than OPEN_SET_MAX. */
  openOrders(accountId: string, query?: OrderQuery): Order[];
  orderHistory(accountId: string, query?: OrderQuery): Order[];
  executions(accountId: string, query?: ExecutionQuery): Execution[];
  /** The same list as a page: `nextCursor` is the `fromTradeId` of the next page, "" at the end. */
  executionPage(accountId: string, query?: ExecutionQuery): { list: Execution[]; nextCursor: string };

  /** Places a plan order; a used client_order_id is answered as placeOrder says. */
  placePlanOrder(accountId: string, body: CreatePlanOrderBody): Outcome<Order>;
  findPlanOrder(accountId: string, ref: { orderId?: string; clientOrderId?: string }): Order | undefined;
  cancelPlanOrder(accountId: string, ref: { orderId?: string; clientOrderId?: string }): Outcome<Order>;
  modifyPlanOrder(accountId: string, body: ModifyPlanOrderBody): Outcome<Order>;
  cancelAllPlanOrders(accountId: string, planType?: number, symbolId?: string): Order[];
  openPlanOrders(accountId: string, query?: OrderQuery & { planType?: number }): Order[];
  planOrderHistory(accountId: string, query?: OrderQuery & { planType?: number }): Order[];

  /** Raw book, best first, up to `limit` levels a side. */
  book(symbolId: string, limit?: number): { bids: BookLevel[]; asks: BookLevel[]; seq: number };
  lastPrice(symbolId: string): string | undefined;
  recentTrades(symbolId: string, limit?: number): PublicTrade[];

  /**
   * Runs the operations `work` makes as one: the plans their trades reached fire at its end, and
   * listeners then hear every event, with one 'book' event per symbol and one 'balance' event per
   * account for the whole (the makers' opening ladders: one book event, not one per level).
   */
  batch<T>(work: () => T): T;
  subscribe(listener: (event: ExchangeEvent) => void): () => void;
}

/** Candles built from the engine's trades, joined to deterministic history. */
export interface CandleSource {
  /** Rows oldest first, with open time < `to` (default: now, including the live candle). */
  klines(symbolId: string, interval: KlineInterval, limit: number, to?: number): KlineRow[];
  /** The candle open now for the interval. */
  current(symbolId: string, interval: KlineInterval): Candle;
  ticker(symbolId: string): Ticker;
}

/**
 * Feed on/off at run time (the control endpoint): paused, the seeded makers and takers place no orders,
 * so there are no trades and no depth changes; sockets, heartbeats, timers and resting orders stay.
 */
export interface MarketSwitch {
  setMarketPaused(paused: boolean): void;
  marketPaused(): boolean;
}

/** The whole simulated exchange: engine, market activity, candles and the static reference data. */
export interface Exchange {
  readonly engine: Engine;
  readonly candles: CandleSource;
  readonly clock: Clock;
  notice(symbolId: string): SymbolNotice | undefined;
  noticeBar(): NoticeItem[];
  /** Replaces the notice-bar list; subscribers of `public.notice` get a fresh snapshot. */
  setNoticeBar(items: readonly NoticeItem[]): void;
  /** Called after every setNoticeBar; returns an unsubscribe. */
  onNoticeBar(listener: () => void): () => void;
  quota(accountId: string, symbolId: string): QuotaEntry | undefined;
  leveragedToken(symbolId: string): LeveragedTokenInfo | undefined;
  /** Starts and stops the seeded makers and takers. */
  start(): void;
  stop(): void;
}

/**
 * The most open orders (or plans) one read may return: the socket's snapshot of the open set asks for
 * all of them (gateway/feeds/privateFeed.ts); the REST routes ask for a page of at most 100.
 */
export const OPEN_SET_MAX = 1_000;
