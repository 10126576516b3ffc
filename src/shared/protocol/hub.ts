/**
 * The market hub's API (src/workers/hub), shared by the worker and the tabs' Comlink clients so both
 * compile against one type. Messages are plain data. In a thread of its own the hub takes a tab's
 * snapshots port instead of its sink (`HubWorkerApi`): snapshots flow one way, a message a tick, with
 * none of Comlink's envelope or reply.
 *
 * A view is what one panel paints. The hub hands out view-shaped snapshots: already grouped, cut to the
 * rows shown, totals computed and numbers formatted, so a tab only renders.
 */
import type { KlineInterval, TickDirection, Side } from './market';
import type { Balance, Execution, Order } from './account';
import type { Instrument, NoticeItem } from './market';

export type ViewKey =
  /** The merged book at a depth step, up to `rows` (≤ 40) a side. */
  | { kind: 'orderBook'; symbol: string; step: string; rows: number }
  /** The latest 40 trades. */
  | { kind: 'trades'; symbol: string }
  | { kind: 'ticker'; symbol: string }
  /** Every symbol's ticker as a market-list row. */
  | { kind: 'marketList' }
  /** The symbol list (REST, fetched once by the hub): what pairs exist and their rules. */
  | { kind: 'instruments' }
  /** The notice bar's items (`public.notice`). */
  | { kind: 'notices' }
  /** The live candle of an interval (the chart joins it to REST history). */
  | { kind: 'kline'; symbol: string; interval: KlineInterval }
  /** The logged-in user's open orders and plan orders, executions and balances. */
  | { kind: 'account' }
  /** What just happened to the user's orders (fills, cancels, notices), for the tabs' toasts. */
  | { kind: 'orderEvents' }
  | { kind: 'connection' };

/** A stable string for a view key: the same view watched by two tabs is built once. */
export function viewId(view: ViewKey): string {
  switch (view.kind) {
    case 'orderBook':
      return `orderBook:${view.symbol}:${view.step}:${view.rows}`;
    case 'trades':
    case 'ticker':
      return `${view.kind}:${view.symbol}`;
    case 'kline':
      return `kline:${view.symbol}:${view.interval}`;
    default:
      return view.kind;
  }
}

/** `loading` until the first data; `resyncing` while a book is rebuilt after a sequence fault. */
export type FeedStatus = 'loading' | 'live' | 'resyncing';

export interface BookRowView {
  /** Bucket price at the step's decimals. */
  price: string;
  /** Size in base at the symbol's quantity precision. */
  size: string;
  /** Cumulative from the best price, in base and in quote. */
  totalBase: string;
  totalQuote: string;
  /** Cumulative base ÷ the larger side's cumulative base over the rows shown: 0…1, for depth bars. */
  depth: number;
}

/**
 * One side of a book view as it travels to a tab: `count` rows joined by '\n', each row's fields joined
 * by '|' in the order price|size|totalBase|totalQuote|depth (depth as a short decimal, "0.4521").
 * Two strings a side instead of 40 objects and 200 strings, because receiving a snapshot costs a tab's
 * main thread mostly Chromium's deserialization of each object and string; see packBookSide and
 * unpackBookSide in ../hub/packedBook.ts for the measurements. `count` is the row count without a split.
 */
export interface PackedBookSide {
  count: number;
  rows: string;
}

export interface OrderBookView {
  kind: 'orderBook';
  symbol: string;
  step: string;
  status: FeedStatus;
  /** Best first on both sides: asks low → high, bids high → low. Packed; unpackBookSide gives the rows. */
  asks: PackedBookSide;
  bids: PackedBookSide;
  bestBid: string;
  bestAsk: string;
  /** Best ask − best bid, at the price precision; "" while either side is empty. */
  spread: string;
  /** Share of base size on each side over the rows shown, as percentages with 2 decimals ("54.32"). */
  buyRatio: string;
  sellRatio: string;
  /** The book's update id of this view, for tests and diagnostics. */
  u: number;
  /** Live, with prices shown, and silent past its feed's expected interval (hub/feedIntervals.ts). */
  stale?: boolean;
}

export interface TradeRowView {
  id: string;
  price: string;
  qty: string;
  time: number;
  side: Side;
}

export interface TradesView {
  kind: 'trades';
  symbol: string;
  status: FeedStatus;
  /** Newest first, at most 40. */
  trades: TradeRowView[];
}

export interface TickerView {
  kind: 'ticker';
  symbol: string;
  status: FeedStatus;
  lastPrice: string;
  tickDirection: TickDirection;
  /** 24h change in percent with sign and 2 decimals: "+1.23", "-0.50", "0.00". */
  change24h: string;
  high24h: string;
  low24h: string;
  volume24h: string;
  turnover24h: string;
}

export interface MarketRowView {
  symbol: string;
  lastPrice: string;
  change24h: string;
  turnover24h: string;
  volume24h: string;
}

export interface MarketListView {
  kind: 'marketList';
  status: FeedStatus;
  rows: MarketRowView[];
}

export interface InstrumentsView {
  kind: 'instruments';
  /** `failed` while the last fetch failed and the hub waits to retry; `failure` says why. */
  status: 'loading' | 'live' | 'failed';
  /** The last failed fetch (an ApiError's kind, HTTP status and message); null once a list arrives. */
  failure: {
    kind: 'network' | 'http' | 'server' | 'invalid' | 'aborted';
    status: number;
    message: string;
  } | null;
  instruments: Instrument[];
}

export interface NoticesView {
  kind: 'notices';
  status: FeedStatus;
  /** Every item; the page filters by its own symbol. */
  items: NoticeItem[];
}

export interface KlineView {
  kind: 'kline';
  symbol: string;
  interval: KlineInterval;
  status: FeedStatus;
  /** Open time (ms) and OHLCV of the live candle; `confirmed` marks the last closed candle sent. */
  candles: {
    start: number;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
    confirmed: boolean;
  }[];
}

export interface AccountView {
  kind: 'account';
  /** `visitor` when the session is not logged in (private topics refused). */
  status: FeedStatus | 'visitor';
  openOrders: Order[];
  planOrders: Order[];
  balances: Balance[];
  /** Executions pushed since the hub connected (`match`), newest first, at most 200. */
  executions: Execution[];
  /**
   * The balances may be behind the orders: an order changed more than BALANCE_STALE_MS ago and no
   * wallet push or balance poll has landed since (spec 000 §7 "Wallet-balance refresh").
   */
  balancesStale: boolean;
}

/**
 * What an order push means for the user (spec 000 §4 "Notifications", 001 §8 "Order push notices"):
 * - `filled`, `cancelled` (a plan deactivated counts), `partiallyFilledCancelled`;
 * - `marketFailed`: a market order that ended with nothing filled;
 * - `postOnlyRefused`: a post-only order that ended, never resting, because it would have taken;
 * - `modified`: a known open order's price, quantity or trigger changed (a modify, maybe in another tab);
 * - `triggerRejected`: a plan whose order could not be placed when it triggered (`rejectReason` says why).
 */
export type OrderEventKind =
  | 'filled'
  | 'cancelled'
  | 'partiallyFilledCancelled'
  | 'marketFailed'
  | 'postOnlyRefused'
  | 'modified'
  | 'triggerRejected';

export interface OrderEvent {
  /** Increasing within one hub (`OrderEventsView.epoch`), from 1. */
  seq: number;
  /** When the hub applied the push (ms since epoch, the hub's clock). */
  at: number;
  kind: OrderEventKind;
  /** What a toast says of the order, as the push gave it. */
  order: OrderEventOrder;
}

/** The fields of an order an event carries: a tab gets a few events a tick, not whole orders. */
export type OrderEventOrder = Pick<
  Order,
  | 'orderId'
  | 'symbolId'
  | 'baseTokenName'
  | 'quoteTokenName'
  | 'side'
  | 'type'
  | 'planType'
  | 'price'
  | 'origQty'
  | 'executedQty'
  | 'avgPrice'
  | 'amount'
  | 'marketUnit'
  | 'triggerPrice'
  | 'rejectReason'
>;

/**
 * The user's recent order events, oldest first, the last ORDER_EVENTS_KEPT. A ring, not a queue: a
 * tab shows the events it has not shown (seq above the last it showed) that happened while it was
 * visible and watching (`at` not before that moment), so two snapshots carrying one event show it once
 * and a tab shown again does not replay what happened while it was hidden (src/shared/hub/README.md).
 */
export interface OrderEventsView {
  kind: 'orderEvents';
  status: FeedStatus | 'visitor';
  /** Names the hub instance: a tab that meets a new one (its worker restarted) starts its seq over. */
  epoch: string;
  events: OrderEvent[];
}

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ConnectionView {
  kind: 'connection';
  state: ConnectionState;
  /** Reconnect attempt number (1 for the first retry); 0 while open. */
  attempt: number;
  /** When the next attempt starts (ms since epoch), while reconnecting. */
  nextAttemptAt: number;
  /** The last close code (spec 001 §8: 4995–4999, 4005, 4006, 1000) and its meaning. */
  lastCloseCode: number;
  lastCloseReason: string;
  /** The browser reported offline; the hub waits for online before retrying. */
  offline: boolean;
  /**
   * Open, but every watched market feed has been silent past its expected interval
   * (hub/feedIntervals.ts): a stalled link, or a market that has stopped.
   */
  stale: boolean;
  /** When the last push arrived (ms since epoch); 0 before any. */
  lastDataAt: number;
  /**
   * The account whose session the hub's socket carries, as the last tab to load the profile told it
   * (`sessionIs`; "" for a visitor); absent until a tab has. A tab whose own profile says otherwise
   * was left behind by a login or logout in another tab.
   */
  sessionAccount?: string;
}

/**
 * The connection view before a hub has said anything of its socket: connecting, no attempt yet (the
 * store's neutral shape, and what a tab shows between a lost hub worker and the new one's first word).
 */
export const connectingView = (offline = false): ConnectionView => ({
  kind: 'connection',
  state: 'connecting',
  attempt: 0,
  nextAttemptAt: 0,
  lastCloseCode: 0,
  lastCloseReason: '',
  offline,
  stale: false,
  lastDataAt: 0,
});

export type ViewSnapshot =
  | OrderBookView
  | TradesView
  | TickerView
  | MarketListView
  | InstrumentsView
  | NoticesView
  | KlineView
  | AccountView
  | OrderEventsView
  | ConnectionView;

/** However dear a tab's frames, the market reaches it at least this often (3 times a second). */
export const SLOWEST_TAB_PACE_MS = 333;

const PACED_VIEW_KINDS: ReadonlySet<ViewKey['kind']> = new Set([
  'orderBook',
  'trades',
  'ticker',
  'kline',
  'marketList',
]);

/**
 * The views that follow the market and change many times a second, which a tab that paints slowly
 * gets and paints at its pace (HubApi.setPace). The connection, the account, the instruments and the
 * notices are not paced: they change rarely, and the trader's own orders must show at once.
 */
export const isPacedView = (kind: ViewKey['kind']): boolean => PACED_VIEW_KINDS.has(kind);

export interface TabHello {
  tabId: string;
  visible: boolean;
  online: boolean;
}

/**
 * A list as a change from the one a watch last got: runs of its positions (`from`, `count`) kept, in
 * order, between the records that are new (src/shared/hub/accountPatch.ts).
 */
export type ListPatch<T> = ({ from: number; count: number } | { record: T })[];

/** An account view as a change from the last one the watch got: the tab rebuilds the whole view. */
export interface AccountPatch {
  kind: 'accountPatch';
  status: AccountView['status'];
  balancesStale: boolean;
  openOrders: ListPatch<Order>;
  planOrders: ListPatch<Order>;
  balances: ListPatch<Balance>;
  executions: ListPatch<Execution>;
}

/**
 * One watch's snapshot. `watchId` is the tab's own name for the watch (HubApi.watch). An account view
 * comes whole the first time a sink gets it, and as an AccountPatch over the last one after that.
 */
export interface SnapshotDelivery {
  watchId: number;
  snapshot: ViewSnapshot | AccountPatch;
}

/**
 * Where the hub hands a tab its snapshots: one call per delivery tick with every snapshot due for the
 * tab, however many views it watches, so a tab gets one message a tick (and paints once) rather than
 * one per view. Never awaited by the hub.
 */
export type SnapshotSink = (deliveries: SnapshotDelivery[]) => unknown;

export interface HubApi {
  /**
   * A tab announces itself and where its snapshots go. It holds the Web Lock `spotdesk-tab-{tabId}` for
   * its life; the hub waits on it. A tab's calls before its hello are served, but its snapshots wait
   * for the sink (a view watched then gets its first snapshot with the hello).
   */
  hello(tab: TabHello, sink: SnapshotSink): Promise<void>;
  /**
   * Starts delivering a view to the tab: the first snapshot at once, then at most one per throttle
   * period. `watchId` is chosen by the tab, unique within it: its snapshots are labelled with it, and
   * the first may reach the tab before this call's answer does.
   */
  watch(tabId: string, watchId: number, view: ViewKey): Promise<void>;
  unwatch(tabId: string, watchId: number): Promise<void>;
  /**
   * How far apart, in ms, the tab asks its ticks to be: it measures what its frames cost and paints
   * at most that often (src/app/hub/framePacing.ts), so ticks in between would only be dropped. The
   * hub posts the market as often as its slowest visible tab asks (so visible tabs paint the same
   * ticks), never more often than its throttle and never less often than SLOWEST_TAB_PACE_MS.
   */
  setPace(tabId: string, paceMs: number): Promise<void>;
  /** Hidden tabs get nothing; on becoming visible they get a fresh snapshot of every view at once. */
  setVisible(tabId: string, visible: boolean): Promise<void>;
  /** Forwarded `online`/`offline` (workers do not get these events). */
  setOnline(tabId: string, online: boolean): Promise<void>;
  /**
   * A tab says whose session its page loaded with ("" for a visitor). When it differs from the last one
   * a tab reported (a login or logout happened in some tab), the hub reconnects so the socket carries
   * the new cookie; every tab shares the cookie jar, so the newest report is the truth.
   */
  sessionIs(accountId: string): Promise<void>;
  /** The tab is going away (`pagehide`). */
  goodbye(tabId: string): Promise<void>;
}

/**
 * Where a hub in another thread posts a tab's snapshots: the tab's end of a MessageChannel (described
 * by shape, as src/shared has no DOM types). Each message is one tick's `SnapshotDelivery[]`.
 */
export interface SnapshotPort {
  postMessage(deliveries: SnapshotDelivery[]): void;
  close(): void;
}

/** The hub's API across threads (the worker shell exposes it; the tab's client adapts it to HubApi). */
export interface HubWorkerApi extends Omit<HubApi, 'hello'> {
  hello(tab: TabHello, snapshots: SnapshotPort): Promise<void>;
  /**
   * The name of the Web Lock the worker holds for its whole life (`hubLifeLockName`), answered once it
   * is held; "" where the worker has no Web Locks. A tab that asks for the same lock is granted it the
   * moment the worker is gone: a MessagePort never says that its far end died.
   */
  lifeLock(): Promise<string>;
}

/** The name of the lock a tab holds for its whole life. */
export const tabLockName = (tabId: string): string => `spotdesk-tab-${tabId}`;
/**
 * The name of the lock a hub worker holds for its whole life: one name per worker instance, so a tab
 * never mistakes the new worker's lock, not yet taken, for the old one's.
 */
export const hubLifeLockName = (instanceId: string): string => `spotdesk-hub-${instanceId}`;
