/**
 * The market hub core: one socket for every tab, a ref-counted topic registry, the market store and
 * throttled view delivery, composed over injected deps so the same object runs in a SharedWorker, a
 * dedicated Worker and Node tests (design.md "Threads", "Data flow of one update").
 *
 * Rules chosen here:
 * - The socket opens with the first watched view and closes (1000) `CLOSE_GRACE_MS` after the last view
 *   is unwatched or the last tab leaves: a route change or a reload of one of several tabs does not
 *   cost a reconnect and a round of snapshots.
 * - Online: the hub is offline only when every known tab says offline (they share one network; a tab
 *   whose `online` event is stale must not hold the others back). With no tab, online.
 * - Tabs: the hub learns a tab from `hello` (or its first call) and waits on `deps.tabGone(tabId)` in the
 *   background; `goodbye` drops it at once. A tab's snapshots go to the sink its hello gave.
 * - Instruments are fetched once (retried with the reconnect backoff); private state is reconciled over
 *   REST after every socket open while an account view is watched, and when one starts to be watched.
 * - Order events (orderEventLog.ts): what each order push meant for the user (store/orderEventOf.ts)
 *   goes into a short log with increasing seq, delivered as the `orderEvents` view; a tab shows each
 *   event once and nothing from while it was hidden. Balances follow orders (balanceWatch.ts): a
 *   silent wallet push is polled over REST, and the account view says when balances are stale.
 * - Freshness (feedFreshness.ts): a live book with prices whose feed is silent past its expected
 *   interval is delivered `stale`; the connection view says `stale` when every market feed is, with
 *   the time of the last push. Each subscribe expects a reply within the pong wait (connection.ts).
 */
import {
  isPacedView,
  topics,
  viewId,
  type ConnectionView,
  type HubApi,
  type ViewKey,
  type ViewSnapshot,
} from '../protocol';
import { fetchBalances } from './accountRest';
import { createBalanceWatch } from './balanceWatch';
import { createConnection } from './connection';
import { createDelivery } from './delivery';
import { createFeedFreshness } from './feedFreshness';
import { expectedIntervalOf } from './feedIntervals';
import { createOneShot } from './oneShot';
import { createOrderEventLog } from './orderEventLog';
import { parseServerFrame } from './parseServerFrame';
import { createResyncWatchdog } from './resyncWatchdog';
import { createRestSync } from './restSync';
import { createMarketStore } from './store/createMarketStore';
import { createTopicRegistry } from './topicRegistry';
import {
  DEFAULT_POLICY,
  DEFAULT_THROTTLE_MS,
  KLINE_1S_THROTTLE_MS,
  KLINE_THROTTLE_MS,
  MARKET_LIST_THROTTLE_MS,
  type HubDeps,
  type MarketStore,
} from './types';

/** How long the socket stays open with no view watched. */
export const CLOSE_GRACE_MS = 5_000;

const ACCOUNT_VIEW = viewId({ kind: 'account' });
const CONNECTION_VIEW = viewId({ kind: 'connection' });
const INSTRUMENTS_VIEW = viewId({ kind: 'instruments' });
const ORDER_EVENTS_VIEW = viewId({ kind: 'orderEvents' });
const ORDER_TOPICS: readonly string[] = [topics.orders, topics.planOrders];

export interface HubStats {
  tabs: number;
  views: number;
  topics: number;
  socketsOpened: number;
  /** Frames that were not JSON or not one of ours; logged and dropped. */
  malformedFrames: number;
}

export interface Hub extends HubApi {
  dispose(): void;
  stats(): HubStats;
}

interface Tab {
  online: boolean;
}

export function createHub(deps: HubDeps): Hub {
  const { timers } = deps;
  const store: MarketStore = deps.store ?? createMarketStore();
  const policy = { ...DEFAULT_POLICY, ...deps.policy };
  const log = deps.log ?? (() => undefined);
  const tabs = new Map<string, Tab>();
  const topicsOfView = new Map<string, readonly string[]>();
  const viewsOfTopic = new Map<string, Set<string>>();
  const graceTimer = createOneShot(timers);
  let malformedFrames = 0;
  /** The account of the last `sessionIs`; undefined until a tab has said. */
  let knownAccount: string | undefined;
  let disposed = false;
  const eventLog = createOrderEventLog(timers, deps.random().toString(36).slice(2, 10));
  /** The events view's status as last built, so an order push that changes nothing else skips it. */
  let eventsStatusPosted: string | undefined;
  const eventsStatus = (): string => {
    const view = store.build({ kind: 'orderEvents' });
    return view.kind === 'orderEvents' ? view.status : '';
  };

  const delivery = createDelivery({
    timers,
    throttleMs: deps.throttleMs ?? DEFAULT_THROTTLE_MS,
    periodOf: (view) => {
      if (view.kind === 'marketList') return deps.marketListThrottleMs ?? MARKET_LIST_THROTTLE_MS;
      if (view.kind !== 'kline') return 0;
      return deps.klineThrottleMs ?? (view.interval === '1s' ? KLINE_1S_THROTTLE_MS : KLINE_THROTTLE_MS);
    },
    paced: (view) => isPacedView(view.kind),
    build: (view) => {
      if (view.kind === 'connection') return connectionView();
      const snapshot = store.build(view);
      if (snapshot.kind === 'orderEvents') {
        eventsStatusPosted = snapshot.status;
        return eventLog.view(snapshot.status);
      }
      if (snapshot.kind === 'account') return { ...snapshot, balancesStale: balanceWatch.stale() };
      return withFreshness(view, snapshot);
    },
    log,
  });

  const markTopics = (topics: readonly string[]): void => {
    const ids = new Set<string>();
    for (const topic of topics) for (const id of viewsOfTopic.get(topic) ?? []) ids.add(id);
    // The order topics change the events view only when they make an event (afterPrivatePush marks
    // it) or change its status: not at every order update of a busy account.
    if (ids.has(ORDER_EVENTS_VIEW) && eventsStatus() === eventsStatusPosted) ids.delete(ORDER_EVENTS_VIEW);
    delivery.markDirty(ids);
  };

  const freshness = createFeedFreshness({
    timers,
    intervalOf: deps.feedIntervalOf ?? expectedIntervalOf,
    changed: (topics, socket) => {
      markTopics(topics);
      if (socket) delivery.markDirty([CONNECTION_VIEW]);
    },
  });

  const connectionView = (): ConnectionView => ({
    ...connection.view(),
    stale: freshness.socketStale(),
    lastDataAt: freshness.lastDataAt(),
    ...(knownAccount === undefined ? {} : { sessionAccount: knownAccount }),
  });

  /** A live book with prices whose feed went silent says so; other views are as the store built them. */
  const withFreshness = (view: ViewKey, snapshot: ViewSnapshot): ViewSnapshot => {
    if (snapshot.kind !== 'orderBook' || snapshot.status !== 'live') return snapshot;
    if (snapshot.bestBid === '' && snapshot.bestAsk === '') return snapshot;
    const topics = topicsOfView.get(viewId(view)) ?? [];
    return topics.some((topic) => freshness.isStale(topic)) ? { ...snapshot, stale: true } : snapshot;
  };

  const registry = createTopicRegistry({
    timers,
    send: (frame) => {
      const sent = connection.send(JSON.stringify(frame));
      if (sent && frame.op === 'subscribe') connection.expectReply();
      return sent;
    },
    rejected: (topic, reason) => {
      log('hub: topic refused', { topic, reason });
      store.rejected(topic, reason);
      markTopics([topic]);
    },
    released: (topic) => {
      watchdog.cancel(topic);
      freshness.forget(topic);
      store.release(topic);
    },
  });
  const watchdog = createResyncWatchdog({
    timers,
    stillWaiting: (topic) => store.awaitsSnapshot(topic),
    resync: (topic) => registry.resync([topic]),
  });

  const connection = createConnection({
    url: deps.socketUrl,
    openSocket: deps.openSocket,
    timers,
    random: deps.random,
    policy,
    log,
    handlers: {
      opened: () => {
        freshness.opened();
        registry.connected();
        // Books wait for the snapshots of the resubscribe; a lost one is asked for again.
        watchdog.arm(registry.live());
        restSync.reconcileAccount();
      },
      message: (data) => onFrame(data),
      lost: (code, reason) => {
        log('hub: socket closed', { code, reason });
        restSync.cancelAccount();
        balanceWatch.cancel();
        freshness.closed();
        registry.disconnected();
        store.disconnected();
        delivery.markAllDirty();
      },
      changed: () => delivery.markDirty([CONNECTION_VIEW]),
    },
  });

  const restSync = createRestSync({
    rest: deps.rest,
    timers,
    random: deps.random,
    policy,
    log,
    wantsAccount: () => connection.isOpen() && topicsOfView.has(ACCOUNT_VIEW),
    wantsInstruments: () => topicsOfView.size > 0,
    instruments: (list) => {
      store.setInstruments(list);
      delivery.markAllDirty();
    },
    instrumentsFailed: (error) => {
      store.instrumentsFailed({ kind: error.kind, status: error.status, message: error.message });
      delivery.markDirty([INSTRUMENTS_VIEW]);
    },
    account: (state) => {
      store.reconcileAccount(state);
      balanceWatch.balancesArrived();
      delivery.markDirty([ACCOUNT_VIEW]);
    },
    signedOut: () => {
      store.signedOut();
      balanceWatch.cancel();
      delivery.markDirty([ACCOUNT_VIEW]);
    },
  });

  const balanceWatch = createBalanceWatch({
    timers,
    random: deps.random,
    policy,
    log,
    fetchBalances: () => fetchBalances(deps.rest),
    wanted: () => connection.isOpen() && topicsOfView.has(ACCOUNT_VIEW),
    polled: (balances) => {
      store.replaceBalances(balances);
      delivery.markDirty([ACCOUNT_VIEW]);
    },
    staleChanged: () => delivery.markDirty([ACCOUNT_VIEW]),
  });

  /** After a push: its order events to the log, and the balances' wait (balanceWatch.ts). */
  const afterPrivatePush = (topic: string, delta: boolean, changed: boolean): void => {
    const events = store.takeOrderEvents();
    if (events.length > 0) {
      eventLog.record(events);
      delivery.markDirty([ORDER_EVENTS_VIEW]);
    }
    if (!changed || !topicsOfView.has(ACCOUNT_VIEW)) return;
    if (topic === topics.wallet) balanceWatch.balancesArrived();
    else if (delta && ORDER_TOPICS.includes(topic)) balanceWatch.orderChanged();
  };

  // 1. Parse, 2. route replies, 3. apply pushes and mark the views built from what changed.
  const onFrame = (data: unknown): void => {
    const frame = parseServerFrame(data);
    switch (frame.kind) {
      case 'malformed':
        malformedFrames++;
        log('hub: malformed frame', frame.why);
        return;
      case 'pong':
        connection.pong();
        return;
      case 'ack':
        registry.ack(frame.ack);
        return;
      case 'error':
        log('hub: server refused a frame', frame.message);
        return;
      case 'push': {
        let outcome;
        try {
          outcome = store.apply(frame.push);
        } catch (error) {
          malformedFrames++;
          log('hub: store could not apply a push', error);
          return;
        }
        freshness.received(frame.push.topic);
        const { topic, type } = frame.push;
        afterPrivatePush(topic, type === 'delta', outcome.changedTopics.includes(topic));
        markTopics(outcome.changedTopics);
        markTopics(outcome.resync);
        registry.resync(outcome.resync);
        watchdog.arm(outcome.resync);
      }
    }
  };

  const addView = (view: ViewKey): void => {
    const id = viewId(view);
    let topics: readonly string[] = [];
    try {
      topics = view.kind === 'connection' ? [] : store.topicsOf(view);
    } catch (error) {
      log('hub: no topics for view', { view, error });
    }
    topicsOfView.set(id, topics);
    for (const topic of topics) {
      const ids = viewsOfTopic.get(topic) ?? new Set<string>();
      ids.add(id);
      viewsOfTopic.set(topic, ids);
    }
    for (const topic of topics) freshness.follow(topic);
    registry.acquire(topics);
    watchdog.arm(topics);
    if (id === ACCOUNT_VIEW) restSync.reconcileAccount();
  };

  const removeView = (view: ViewKey): void => {
    const id = viewId(view);
    const topics = topicsOfView.get(id) ?? [];
    topicsOfView.delete(id);
    for (const topic of topics) {
      const ids = viewsOfTopic.get(topic);
      ids?.delete(id);
      if (ids?.size === 0) viewsOfTopic.delete(topic);
    }
    registry.release(topics);
    if (topicsOfView.size === 0) graceTimer.start(CLOSE_GRACE_MS, () => connection.stop('no views'));
  };

  const updateOnline = (): void => {
    const online = tabs.size === 0 || [...tabs.values()].some((tab) => tab.online);
    connection.setOnline(online);
  };

  const dropTab = (tabId: string): void => {
    tabs.delete(tabId);
    for (const view of delivery.dropTab(tabId)) removeView(view);
    updateOnline();
  };

  const ensureTab = (tabId: string): Tab => {
    let tab = tabs.get(tabId);
    if (tab) return tab;
    const created: Tab = { online: true };
    tab = created;
    tabs.set(tabId, created);
    // The tab's Web Lock frees when the tab is gone; never awaited by the caller.
    deps.tabGone(tabId).then(
      () => tabs.get(tabId) === created && dropTab(tabId),
      (error: unknown) => log('hub: tabGone failed', error),
    );
    return tab;
  };

  return {
    async hello({ tabId, visible, online }, sink) {
      if (disposed) return;
      ensureTab(tabId).online = online;
      delivery.setVisible(tabId, visible);
      delivery.connect(tabId, sink);
      updateOnline();
    },
    async watch(tabId, watchId, view) {
      if (disposed) return;
      ensureTab(tabId);
      graceTimer.cancel();
      const { isNew } = delivery.watch(tabId, watchId, view);
      if (isNew) addView(view);
      connection.start();
      restSync.loadInstruments();
    },
    async unwatch(tabId, watchId) {
      const emptied = delivery.unwatch(tabId, watchId);
      if (emptied) removeView(emptied);
    },
    async setVisible(tabId, visible) {
      if (disposed) return;
      ensureTab(tabId);
      delivery.setVisible(tabId, visible);
    },
    async setPace(tabId, paceMs) {
      if (disposed) return;
      ensureTab(tabId);
      delivery.setPace(tabId, paceMs);
    },
    async setOnline(tabId, online) {
      if (disposed) return;
      ensureTab(tabId).online = online;
      updateOnline();
    },
    async sessionIs(accountId) {
      const changed = knownAccount !== undefined && knownAccount !== accountId;
      // Every tab learns whose session it is: one left behind loads its profile again.
      if (knownAccount !== accountId) delivery.markDirty([CONNECTION_VIEW]);
      knownAccount = accountId;
      if (changed) {
        eventLog.clear();
        store.forgetAccount();
        balanceWatch.cancel();
        delivery.markDirty([ACCOUNT_VIEW, ORDER_EVENTS_VIEW]);
      }
      // The new socket's `opened` reconciles; with no socket there is nothing to refresh.
      if (changed) connection.restart('session changed');
    },
    async goodbye(tabId) {
      dropTab(tabId);
    },
    dispose() {
      disposed = true;
      graceTimer.cancel();
      watchdog.dispose();
      freshness.dispose();
      restSync.dispose();
      balanceWatch.dispose();
      delivery.dispose();
      connection.stop('dispose');
      registry.dispose();
      tabs.clear();
    },
    stats: () => ({
      tabs: tabs.size,
      views: topicsOfView.size,
      topics: registry.live().length,
      socketsOpened: connection.socketsOpened(),
      malformedFrames,
    }),
  };
}
