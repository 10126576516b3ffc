/**
 * The hub's market and private state (the MarketStore seam of ../types.ts): one entry point that
 * checks each push where it enters, routes it by topic to its module, and builds view snapshots.
 *
 * A malformed push on a book topic drops that book and asks for a resync (a book is never silently
 * wrong); on any other topic it is ignored and counted, because the next push replaces it anyway.
 */
import type {
  Candle,
  Instrument,
  InstrumentsView,
  NoticeItem,
  Push,
  Ticker,
  ViewKey,
  ViewSnapshot,
} from '../../protocol';
import { connectingView, parseTopic, PRIVATE_TOPICS, topics } from '../../protocol';
import type { AccountState, ApplyOutcome, MarketStore } from '../types';
import {
  applyPrivate,
  becomeVisitor,
  forgetAccount,
  calculateAccountView,
  createAccountStore,
  reconcile,
  replaceBalances,
  takeEvents,
} from './accountState';
import { createBookTopics } from './bookTopics';
import { applyCandles, calculateKlineView } from './klines';
import {
  balancesSchema,
  candlesSchema,
  envelopeSchema,
  executionsSchema,
  noticeItemsSchema,
  ordersSchema,
  tickersSchema,
} from './pushSchemas';
import { applyTickers, calculateMarketListView, calculateTickerView } from './tickers';
import { topicsOf } from './topicsOf';
import {
  applyTrades,
  calculateTradesView,
  createTradesRing,
  parseTrades,
  type TradesRing,
} from './tradesRing';

export interface StoreStats {
  /** Pushes dropped because their envelope or data did not check. */
  malformed: number;
  /** Well-formed pushes on topics no view is built from. */
  unrouted: number;
}

/** The store with its diagnostics: what tests and the bench use beyond the MarketStore seam. */
export interface MarketStoreWithStats extends MarketStore {
  stats(): StoreStats;
  /** A book's merged levels and phase, or `undefined` when the topic has no book. */
  peekBook(topic: string): ReturnType<ReturnType<typeof createBookTopics>['peek']>;
}

const NO_CHANGE: ApplyOutcome = { changedTopics: [], resync: [] };
const changed = (topic: string): ApplyOutcome => ({ changedTopics: [topic], resync: [] });

export function createMarketStore(): MarketStoreWithStats {
  const instruments = new Map<string, Instrument>();
  let instrumentsLoaded = false;
  let instrumentsFailure: InstrumentsView['failure'] = null;
  let notices: NoticeItem[] | undefined;
  const books = createBookTopics();
  const trades = new Map<string, TradesRing>();
  const tickers = new Map<string, Ticker>();
  let tickersLoaded = false;
  const klines = new Map<string, Candle[]>();
  const account = createAccountStore();
  const stats: StoreStats = { malformed: 0, unrouted: 0 };

  const malformed = (): ApplyOutcome => {
    stats.malformed += 1;
    return NO_CHANGE;
  };

  /** Hand-checked envelope for the hot topics: zod would cost more than the merge. */
  const pushType = (push: Push): 'snapshot' | 'delta' | undefined =>
    typeof push === 'object' && push !== null && (push.type === 'snapshot' || push.type === 'delta')
      ? push.type
      : undefined;

  function applyLowRate(push: Push, route: NonNullable<ReturnType<typeof parseTopic>>): ApplyOutcome {
    const envelope = envelopeSchema.safeParse(push);
    if (!envelope.success) return malformed();
    const { topic, type, data } = envelope.data;
    const snapshot = type === 'snapshot';
    switch (route.kind) {
      case 'tickersAll':
      case 'ticker': {
        const parsed = tickersSchema.safeParse(data);
        if (!parsed.success) return malformed();
        applyTickers(tickers, parsed.data, snapshot && route.kind === 'tickersAll');
        tickersLoaded = true;
        return changed(topic);
      }
      case 'kline': {
        const parsed = candlesSchema.safeParse(data);
        if (!parsed.success || parsed.data.some((c) => c.symbol !== route.symbol)) return malformed();
        klines.set(topic, applyCandles(klines.get(topic) ?? [], parsed.data, snapshot));
        return changed(topic);
      }
      case 'notice': {
        const parsed = noticeItemsSchema.safeParse(data);
        if (!parsed.success) return malformed();
        notices = parsed.data;
        return changed(topic);
      }
      case 'private': {
        const schema =
          topic === topics.wallet
            ? balancesSchema
            : topic === topics.executions
              ? executionsSchema
              : ordersSchema;
        const parsed = schema.safeParse(data);
        if (!parsed.success) return malformed();
        return applyPrivate(account, topic, parsed.data, snapshot) ? changed(topic) : NO_CHANGE;
      }
      default:
        stats.unrouted += 1;
        return NO_CHANGE;
    }
  }

  return {
    setInstruments(list) {
      instruments.clear();
      for (const instrument of list) instruments.set(instrument.symbolId, instrument);
      instrumentsLoaded = true;
      instrumentsFailure = null;
    },
    instrumentsFailed(failure) {
      if (!instrumentsLoaded) instrumentsFailure = failure;
    },
    topicsOf,
    apply(push) {
      const topic = typeof push === 'object' && push !== null ? push.topic : undefined;
      const route = parseTopic(topic);
      if (route === undefined || topic === undefined) return malformed();
      if (route.kind === 'depth') {
        const outcome = books.apply(topic, route.symbol, pushType(push), push.data);
        if (!outcome.changed) return NO_CHANGE;
        return { changedTopics: [topic], resync: outcome.resync ? [topic] : [] };
      }
      if (route.kind === 'trades') {
        const type = pushType(push);
        const list = type === undefined ? undefined : parseTrades(push.data, route.symbol);
        if (list === undefined) return malformed();
        let ring = trades.get(topic);
        if (!ring) trades.set(topic, (ring = createTradesRing()));
        return applyTrades(ring, list, type === 'snapshot') ? changed(topic) : NO_CHANGE;
      }
      return applyLowRate(push, route);
    },
    rejected(topic) {
      if (PRIVATE_TOPICS.includes(topic)) becomeVisitor(account);
    },
    signedOut() {
      becomeVisitor(account);
    },
    release(topic) {
      books.release(topic);
      trades.delete(topic);
      klines.delete(topic);
      if (topic === topics.notice) notices = undefined;
      if (topic === topics.tickersAll) {
        tickers.clear();
        tickersLoaded = false;
      }
    },
    disconnected() {
      books.disconnected();
    },
    reconcileAccount(state: AccountState) {
      reconcile(account, state);
    },
    replaceBalances(balances) {
      replaceBalances(account, balances);
    },
    forgetAccount() {
      forgetAccount(account);
    },
    takeOrderEvents: () => takeEvents(account),
    build(view: ViewKey): ViewSnapshot {
      const topic = topicsOf(view)[0] ?? '';
      switch (view.kind) {
        case 'orderBook':
          return books.build(topic, view, instruments.get(view.symbol));
        case 'trades':
          return calculateTradesView(
            view.symbol,
            trades.get(topic),
            trades.has(topic) ? 'live' : 'loading',
            instruments.get(view.symbol),
          );
        case 'ticker':
          return calculateTickerView(view.symbol, tickers.get(view.symbol), instruments.get(view.symbol));
        case 'marketList':
          return calculateMarketListView(tickers, instruments, tickersLoaded);
        case 'instruments':
          return {
            kind: 'instruments',
            status: instrumentsLoaded ? 'live' : instrumentsFailure ? 'failed' : 'loading',
            failure: instrumentsFailure,
            instruments: [...instruments.values()],
          };
        case 'notices':
          return { kind: 'notices', status: notices ? 'live' : 'loading', items: notices ?? [] };
        case 'kline':
          return calculateKlineView(view.symbol, view.interval, klines.get(topic));
        case 'account':
          return calculateAccountView(account);
        case 'orderEvents':
          // The hub keeps the events (orderEventLog.ts) and fills them in; the store knows the status.
          return { kind: 'orderEvents', status: account.status, epoch: '', events: [] };
        case 'connection':
          // The hub owns the connection and answers this view itself; this is only its neutral shape.
          return connectingView();
      }
    },
    stats: () => ({ ...stats }),
    peekBook: (topic) => books.peek(topic),
    awaitsSnapshot: (topic) => {
      const phase = books.peek(topic)?.phase;
      return phase === 'loading' || phase === 'resyncing';
    },
  };
}
