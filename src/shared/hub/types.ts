/**
 * The seams inside the market hub. The hub core is plain TypeScript over injected parts (socket,
 * timers, random, fetch, tab liveness) so it runs in a SharedWorker, a dedicated Worker, Node tests and
 * jsdom alike.
 */
import type {
  Balance,
  Instrument,
  InstrumentsView,
  Order,
  OrderEventKind,
  Push,
  ViewKey,
  ViewSnapshot,
} from '../protocol';
import type { RestClient } from '../rest/fetchApi';

/** The part of the browser's WebSocket the hub uses; tests pass a fake with the same shape. */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type TimerHandle = unknown;

export interface Timers {
  now(): number;
  setTimeout(task: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Connection policy of spec 001 §9; every number injectable so tests run in milliseconds. */
export interface ConnectionPolicy {
  pingIntervalMs: number; // 15 000
  pongTimeoutMs: number; // 3 000
  openTimeoutMs: number; // 10 000
  reconnectMinMs: number; // 1 000
  reconnectMaxMs: number; // 5 000
  jitter: number; // 0.5
}

export const DEFAULT_POLICY: ConnectionPolicy = {
  pingIntervalMs: 15_000,
  pongTimeoutMs: 3_000,
  openTimeoutMs: 10_000,
  reconnectMinMs: 1_000,
  reconnectMaxMs: 5_000,
  jitter: 0.5,
};

/** Default throttle of view delivery: at most one snapshot per view per period. */
export const DEFAULT_THROTTLE_MS = 100;
/**
 * The market list (every pair's price and 24h change: the footer strips and the markets popover) is a
 * reference, not the trading view: once a second, like the all-market tickers of the large exchanges.
 * At the fastest feed it changed about five times a second and re-rendered the footer each time.
 */
export const MARKET_LIST_THROTTLE_MS = 1_000;
/**
 * The chart's live candle, as the large exchanges push their kline streams: every 2 s, and every second
 * for the 1s interval, whose bar would otherwise be drawn only every other second (Binance documents
 * exactly these: 1000 ms for 1s, 2000 ms for the others). Each one costs the tab a redraw of the whole
 * chart (lightweight-charts draws every pane, then a second time after it lays itself out): on the
 * bookPanel bench's two-core machine the chart at one candle a second was about 3 points of the trading
 * page's busy share, a third of the budget.
 */
export const KLINE_THROTTLE_MS = 2_000;
export const KLINE_1S_THROTTLE_MS = 1_000;

/** What the market store asks of the connection after applying a frame. */
export interface ApplyOutcome {
  /** Topics whose data changed; the hub marks the views built from them dirty. */
  changedTopics: string[];
  /** Topics whose local state is wrong (sequence gap, bad frame, restart): unsubscribe + subscribe again. */
  resync: string[];
}

/**
 * The hub's market and private state: applies pushes, answers which topics a view needs, and builds
 * view snapshots. Pure: no timers, no socket.
 */
export interface MarketStore {
  /** Reference data (precisions, digitMerge) from REST `symbol_list_v3`; views format with it. */
  setInstruments(instruments: readonly Instrument[]): void;
  /** The last instrument fetch failed (the hub retries); the instruments view says so until a list arrives. */
  instrumentsFailed(failure: NonNullable<InstrumentsView['failure']>): void;
  /** The socket topics a view is built from (e.g. orderBook → one mergedDepth topic). */
  topicsOf(view: ViewKey): string[];
  /** A push arrived (JSON already parsed, shape not yet trusted: the store checks it). */
  apply(push: Push): ApplyOutcome;
  /** The server refused a subscription (e.g. a private topic for a visitor). */
  rejected(topic: string, reason: string): void;
  /** A topic is no longer subscribed: forget its state. */
  release(topic: string): void;
  /** The topic's book waits for a snapshot (loading, or resyncing after a fault); the hub's watchdog asks again. */
  awaitsSnapshot(topic: string): boolean;
  /** The socket closed: every book becomes `resyncing` until its next snapshot. */
  disconnected(): void;
  /** Private state fetched over REST after (re)connecting. */
  reconcileAccount(state: AccountState): void;
  /** The server has no session for the page (a reconcile refused with 401): nothing private stays. */
  signedOut(): void;
  /** Balances fetched over REST on their own (the wallet push was silent after an order changed). */
  replaceBalances(balances: readonly Balance[]): void;
  /** The session changed account: the last account's orders, balances and executions go. */
  forgetAccount(): void;
  /** What the order pushes applied since the last call meant for the user (store/orderEventOf.ts). */
  takeOrderEvents(): { kind: OrderEventKind; order: Order }[];
  build(view: ViewKey): ViewSnapshot;
}

export interface AccountState {
  openOrders: Order[];
  planOrders: Order[];
  balances: Balance[];
}

/** Everything the hub core needs from its platform. */
export interface HubDeps {
  /** ws(s)://{origin}/realtime_w */
  socketUrl: string;
  openSocket(url: string): SocketLike;
  rest: RestClient;
  timers: Timers;
  random: () => number;
  /** Resolves when the tab is gone (the worker requests the tab's Web Lock). */
  tabGone(tabId: string): Promise<void>;
  policy?: Partial<ConnectionPolicy>;
  throttleMs?: number;
  /** The market list's own period (at least `throttleMs`). */
  marketListThrottleMs?: number;
  /** The live candle's own period for every interval (at least `throttleMs`); KLINE_THROTTLE_MS and KLINE_1S_THROTTLE_MS when not given. */
  klineThrottleMs?: number;
  store?: MarketStore;
  /**
   * How long a live topic may stay silent (feedIntervals.ts `expectedIntervalOf` when not given). A
   * test whose market moves on a simulated clock while the hub's runs in real time turns it off.
   */
  feedIntervalOf?: (topic: string) => number | undefined;
  log?: (message: string, detail?: unknown) => void;
}
