import { describe, expect, it } from 'vitest';
import { createWholeViews } from '../../../../src/shared/hub/accountPatch';
import { CLOSE_GRACE_MS, createHub } from '../../../../src/shared/hub/createHub';
import { MARKET_FEED_QUIET_MS } from '../../../../src/shared/hub/feedIntervals';
import { RESYNC_WATCHDOG_MS } from '../../../../src/shared/hub/resyncWatchdog';
import { KLINE_1S_THROTTLE_MS, KLINE_THROTTLE_MS } from '../../../../src/shared/hub/types';
import type { ConnectionView, SnapshotSink, ViewKey, ViewSnapshot } from '../../../../src/shared/protocol';
import {
  createFakeClock,
  createFakeRest,
  createFakeSockets,
  createStubStore,
  settle,
  UNAUTHORIZED,
  wholeOf,
} from './fakes';

const book: ViewKey = { kind: 'orderBook', symbol: 'BTCUSDT', step: '0.01', rows: 20 };
const bookTopic = 'mergedDepth.40.0.01.BTCUSDT';
const trades: ViewKey = { kind: 'trades', symbol: 'BTCUSDT' };

function setup(answers?: Parameters<typeof createFakeRest>[0]) {
  const clock = createFakeClock();
  const sockets = createFakeSockets();
  const store = createStubStore();
  const rest = createFakeRest(answers);
  const gone = new Map<string, () => void>();
  const hub = createHub({
    socketUrl: 'ws://hub.test/realtime_w',
    openSocket: sockets.openSocket,
    rest,
    timers: clock.timers,
    random: () => 0.5,
    tabGone: (tabId) => new Promise<void>((resolve) => gone.set(tabId, resolve)),
    store,
  });
  const snapshots: ViewSnapshot[] = [];
  // The whole views, as a tab rebuilds them (the account comes as patches after the first).
  const wholeViews = createWholeViews();
  const collect: SnapshotSink = (deliveries) => {
    for (const delivery of deliveries) snapshots.push(wholeOf(wholeViews, delivery));
  };
  // Tabs say hello with the collecting sink; a watch from a tab not yet heard from says it first.
  const known = new Set<string>();
  const hello = (tabId: string, { visible = true, online = true } = {}) => {
    known.add(tabId);
    return hub.hello({ tabId, visible, online }, collect);
  };
  let nextWatchId = 1;
  const watch = async (tabId: string, view: ViewKey): Promise<number> => {
    if (!known.has(tabId)) await hello(tabId);
    const watchId = nextWatchId++;
    await hub.watch(tabId, watchId, view);
    return watchId;
  };
  return { clock, sockets, store, rest, gone, hub, snapshots, hello, watch };
}

describe('createHub', () => {
  it('opens one socket for every tab with the first watch and fetches instruments once', async () => {
    const { hub, sockets, rest, store, hello, watch } = setup();
    await hello('t1');
    expect(sockets.all).toHaveLength(0);
    await watch('t1', book);
    await watch('t2', book);
    await watch('t2', trades);
    await settle();
    expect(sockets.all).toHaveLength(1);
    expect(rest.calls).toEqual(['/spot/api/basic/symbol_list_v3']);
    expect(store.instrumentsSet).toBe(1);
    expect(hub.stats()).toMatchObject({ tabs: 2, views: 2, topics: 2, socketsOpened: 1 });
  });

  it('subscribes live topics once on open and exactly once again after a reconnect', async () => {
    const { sockets, clock, watch } = setup();
    await watch('t1', book);
    await watch('t2', book);
    await watch('t2', trades);
    sockets.last().open();
    clock.advance(0);
    expect(sockets.last().ops('subscribe')).toEqual([[bookTopic, 'trade.BTCUSDT']]);
    sockets.last().closed(1006);
    clock.advance(1_000);
    sockets.last().open();
    clock.advance(100);
    expect(sockets.all).toHaveLength(2);
    expect(sockets.last().ops('subscribe')).toEqual([[bookTopic, 'trade.BTCUSDT']]);
  });

  it('ref counts across tabs: the last watcher to leave unsubscribes', async () => {
    const { hub, sockets, clock, store, watch } = setup();
    const w1 = await watch('t1', book);
    const w2 = await watch('t2', book);
    sockets.last().open();
    await hub.unwatch('t1', w1);
    clock.advance(0);
    expect(sockets.last().ops('unsubscribe')).toEqual([]);
    await hub.unwatch('t2', w2);
    clock.advance(0);
    expect(sockets.last().ops('unsubscribe')).toEqual([[bookTopic]]);
    expect(store.released).toEqual([bookTopic]);
  });

  it('closes the socket with 1000 after the grace period once nothing is watched', async () => {
    const { hub, sockets, clock, watch } = setup();
    const id = await watch('t1', book);
    sockets.last().open();
    sockets.last().ackSubscribes();
    await hub.unwatch('t1', id);
    clock.advance(CLOSE_GRACE_MS - 1);
    const again = await watch('t1', book);
    clock.advance(0);
    sockets.last().ackSubscribes();
    clock.advance(CLOSE_GRACE_MS);
    expect(sockets.last().closedWith).toBeUndefined();
    await hub.unwatch('t1', again);
    clock.advance(CLOSE_GRACE_MS);
    expect(sockets.last().closedWith).toEqual({ code: 1000, reason: 'no views' });
    clock.advance(60_000);
    expect(sockets.all).toHaveLength(1);
  });

  it('drops a tab and releases its topics when its lock frees (tabGone)', async () => {
    const { hub, sockets, clock, gone, hello, watch } = setup();
    await hello('t1');
    await watch('t1', book);
    await watch('t2', trades);
    sockets.last().open();
    gone.get('t1')?.();
    await settle();
    clock.advance(0);
    expect(sockets.last().ops('unsubscribe')).toEqual([[bookTopic]]);
    expect(hub.stats()).toMatchObject({ tabs: 1, views: 1, topics: 1 });
    await hub.goodbye('t2');
    clock.advance(0);
    expect(hub.stats()).toMatchObject({ tabs: 0, views: 0, topics: 0 });
  });

  it('applies pushes, delivers throttled snapshots and resyncs what the store asks for', async () => {
    const { sockets, clock, store, snapshots, watch } = setup();
    await watch('t1', book);
    sockets.last().open();
    clock.advance(100);
    const push = { topic: bookTopic, type: 'delta', ts: 1, data: {} };
    store.resyncNext = [bookTopic];
    sockets.last().receive(push);
    sockets.last().receive(push);
    clock.advance(0);
    expect(store.applied).toHaveLength(2);
    expect(snapshots.filter((s) => s.kind === 'orderBook')).toHaveLength(2);
    expect(sockets.last().frames().slice(1)).toEqual([
      { op: 'unsubscribe', args: [bookTopic] },
      { op: 'subscribe', args: [bookTopic] },
    ]);
  });

  it('delivers the live candle every 2 s (every second for 1s bars) while the book goes out every 100 ms', async () => {
    const { sockets, clock, snapshots, watch } = setup();
    const kline: ViewKey = { kind: 'kline', symbol: 'BTCUSDT', interval: '1m' };
    const kline1s: ViewKey = { kind: 'kline', symbol: 'BTCUSDT', interval: '1s' };
    await watch('t1', book);
    await watch('t1', kline);
    await watch('t1', kline1s);
    sockets.last().open();
    clock.advance(0);
    const count = (kind: string, interval?: string) =>
      snapshots.filter(
        (s) =>
          s.kind === kind && (interval === undefined || (s as { interval?: string }).interval === interval),
      ).length;
    const before = { book: count('orderBook'), kline: count('kline', '1m'), kline1s: count('kline', '1s') };
    // Four seconds of a busy market: every topic changes every 50 ms.
    for (let t = 0; t < 4_000; t += 50) {
      sockets.last().receive({ topic: bookTopic, type: 'delta', ts: t, data: {} });
      sockets.last().receive({ topic: 'kline_1m.BTCUSDT', type: 'delta', ts: t, data: {} });
      sockets.last().receive({ topic: 'kline_1s.BTCUSDT', type: 'delta', ts: t, data: {} });
      clock.advance(50);
    }
    expect(count('kline', '1m') - before.kline).toBe(4_000 / KLINE_THROTTLE_MS);
    expect(count('kline', '1s') - before.kline1s).toBe(4_000 / KLINE_1S_THROTTLE_MS);
    expect(count('orderBook') - before.book).toBeGreaterThanOrEqual(39);
  });

  it("paces the market's views to the tab's pace, never the connection", async () => {
    const { sockets, clock, snapshots, watch, hub } = setup();
    await watch('t1', book);
    await watch('t1', { kind: 'connection' });
    await hub.setPace('t1', 250);
    sockets.last().open();
    clock.advance(0);
    const count = (kind: string) => snapshots.filter((s) => s.kind === kind).length;
    // The connection was just posted (open); its next change still goes within the 100 ms throttle.
    const connectionBefore = count('connection');
    clock.advance(10);
    sockets.last().closed(1006);
    clock.advance(100);
    expect(count('connection')).toBe(connectionBefore + 1);

    clock.advance(1_000);
    sockets.last().open();
    const before = count('orderBook');
    for (let t = 0; t < 2_000; t += 50) {
      sockets.last().receive({ topic: bookTopic, type: 'delta', ts: t, data: {} });
      clock.advance(50);
    }
    // 2 s at one book each 250 ms (not 20 at the 100 ms throttle).
    expect(count('orderBook') - before).toBeGreaterThanOrEqual(7);
    expect(count('orderBook') - before).toBeLessThanOrEqual(9);
  });

  it('asks again for a snapshot that never comes, until the book has one', async () => {
    const { hub, sockets, clock, store, watch } = setup();
    await watch('t1', book);
    sockets.last().open();
    clock.advance(0);
    // The whole test stays within one ping interval (the fake socket never answers pings).
    const socket = sockets.last();
    const subscribes = () => socket.ops('subscribe').length;
    expect(subscribes()).toBe(1);
    // 1. The first snapshot is lost (the subscribes are answered): the book stays waiting, and the
    //    watchdog resubscribes.
    socket.ackSubscribes();
    store.waiting.add(bookTopic);
    clock.advance(RESYNC_WATCHDOG_MS);
    expect(subscribes()).toBe(2);
    socket.ackSubscribes();
    clock.advance(RESYNC_WATCHDOG_MS);
    expect(subscribes()).toBe(3);
    socket.ackSubscribes();
    // 2. A snapshot arrives: nothing more is asked.
    store.waiting.delete(bookTopic);
    clock.advance(2 * RESYNC_WATCHDOG_MS);
    expect(subscribes()).toBe(3);
    // 3. A resync whose snapshot is lost is asked again too, and stops once the topic is released.
    store.waiting.add(bookTopic);
    store.resyncNext = [bookTopic];
    socket.receive({ topic: bookTopic, type: 'delta', ts: 1, data: {} });
    clock.advance(0);
    expect(subscribes()).toBe(4);
    socket.ackSubscribes();
    clock.advance(RESYNC_WATCHDOG_MS);
    expect(subscribes()).toBe(5);
    socket.ackSubscribes();
    await hub.goodbye('t1');
    clock.advance(2 * RESYNC_WATCHDOG_MS);
    expect(subscribes()).toBe(5);
  });

  it('counts malformed frames and never throws on them', async () => {
    const { hub, sockets, store, watch } = setup();
    await watch('t1', book);
    sockets.last().open();
    for (const bad of ['{', 'null', '[1]', '42', '{"op":"subscribe"}', '{"topic":1}']) {
      expect(() => sockets.last().receiveRaw(bad)).not.toThrow();
    }
    sockets.last().receiveRaw(new ArrayBuffer(4));
    store.apply = () => {
      throw new Error('store bug');
    };
    sockets.last().receive({ topic: bookTopic, type: 'snapshot', ts: 1, data: null });
    expect(hub.stats().malformedFrames).toBe(8);
  });

  it('routes pongs to the heartbeat and refusals to the store', async () => {
    const { sockets, clock, store, watch } = setup();
    await watch('t1', { kind: 'account' });
    sockets.last().open();
    sockets.last().ackSubscribes();
    clock.advance(15_000);
    sockets.last().receive({ op: 'pong', ts: 1 });
    clock.advance(5_000);
    expect(sockets.last().closedWith).toBeUndefined();
    sockets.last().receive({
      op: 'subscribe',
      success: false,
      ret_msg: '',
      args: [],
      rejected: [{ topic: 'private.order', reason: 'login required' }],
    });
    expect(store.rejectedTopics).toEqual(['private.order']);
  });

  it('tells every tab whose session the socket carries, as the last tab to load its profile said', async () => {
    const { hub, sockets, clock, snapshots, hello, watch } = setup();
    await hello('t1');
    await hello('t2');
    await watch('t1', { kind: 'connection' });
    await watch('t2', { kind: 'connection' });
    sockets.last().open();
    const connectionViews = () =>
      snapshots.filter((snapshot): snapshot is ConnectionView => snapshot.kind === 'connection');
    clock.advance(100);
    expect(connectionViews().at(-1)?.sessionAccount).toBeUndefined();
    // A visitor's tab says so; then a login in another tab.
    for (const account of ['', 'acct-uta']) {
      const before = connectionViews().length;
      await hub.sessionIs(account);
      clock.advance(100);
      const told = connectionViews().slice(before);
      expect(told.length).toBeGreaterThanOrEqual(2);
      expect(told.every((view) => view.sessionAccount === account)).toBe(true);
    }
  });

  it('reconciles the account over REST after each open and after a session change', async () => {
    const { hub, sockets, rest, store, watch } = setup();
    await watch('t1', { kind: 'account' });
    sockets.last().open();
    await settle();
    expect(store.reconciled).toBe(1);
    expect(rest.calls).toContain('/spot/api/asset/get');
    // The first report is the baseline; the same account again changes nothing.
    await hub.sessionIs('');
    await hub.sessionIs('');
    expect(sockets.all).toHaveLength(1);
    await hub.sessionIs('acct-uta');
    expect(sockets.all).toHaveLength(2);
    expect(sockets.all[0]?.closedWith?.code).toBe(1000);
    sockets.last().open();
    await settle();
    expect(store.reconciled).toBe(2);
  });

  it('takes a 401 on the account REST as a session gone: signed out, not an empty account, not retried', async () => {
    const { sockets, clock, store, watch, rest } = setup({ '/spot/api/asset/get': () => UNAUTHORIZED });
    await watch('t1', { kind: 'account' });
    sockets.last().open();
    await settle();
    expect(store.reconciled).toBe(0);
    expect(store.signOuts).toBe(1);
    const calls = rest.calls.length;
    clock.advance(60_000);
    await settle();
    expect(rest.calls.length).toBe(calls);
    expect(store.signOuts).toBe(1);
  });

  it('retries a reconcile whose answer fails its schema, and never applies it', async () => {
    let bad = 1;
    const { sockets, clock, store, watch } = setup({
      '/spot/api/asset/get': () => (bad-- > 0 ? [{ tokenId: 'USDT' }] : []),
    });
    await watch('t1', { kind: 'account' });
    sockets.last().open();
    await settle();
    expect(store.reconciled).toBe(0);
    clock.advance(1_000);
    await settle();
    expect(store.reconciled).toBe(1);
  });

  it('is offline only when every tab says offline', async () => {
    const { hub, snapshots, sockets, clock, hello, watch } = setup();
    await hello('t1');
    await hello('t2', { online: false });
    await watch('t1', { kind: 'connection' });
    sockets.last().closed(1006);
    clock.advance(100);
    const last = (): ConnectionView => snapshots[snapshots.length - 1] as ConnectionView;
    expect(last()).toMatchObject({ state: 'reconnecting', offline: false });
    await hub.setOnline('t1', false);
    clock.advance(100);
    expect(last()).toMatchObject({ state: 'reconnecting', offline: true });
    clock.advance(60_000);
    expect(sockets.all).toHaveLength(1);
    await hub.setOnline('t2', true);
    expect(sockets.all).toHaveLength(2);
  });

  it('a hidden tab gets nothing and a fresh snapshot when visible', async () => {
    const { hub, sockets, clock, snapshots, hello, watch } = setup();
    await hello('t1', { visible: false });
    await watch('t1', book);
    sockets.last().open();
    sockets.last().receive({ topic: bookTopic, type: 'snapshot', ts: 1, data: {} });
    clock.advance(1_000);
    expect(snapshots).toEqual([]);
    await hub.setVisible('t1', true);
    expect(snapshots.map((s) => s.kind)).toEqual(['orderBook']);
  });

  it('retries the instrument list with backoff until it loads', async () => {
    let failures = 2;
    const { clock, store, watch } = setup({
      '/spot/api/basic/symbol_list_v3': () => (failures-- > 0 ? 'not a list' : []),
    });
    await watch('t1', book);
    await settle();
    expect(store.instrumentsSet).toBe(0);
    // Each failure is told to the store, so the instruments view can say why while the hub retries.
    expect(store.instrumentFailures).toEqual(['invalid']);
    clock.advance(1_000);
    await settle();
    clock.advance(2_000);
    await settle();
    expect(store.instrumentsSet).toBe(1);
    expect(store.instrumentFailures).toEqual(['invalid', 'invalid']);
  });
});

describe('createHub: a frozen feed', () => {
  /** The stub store, building the book as live with prices (what the real store does once it has them). */
  function setupLiveBook() {
    const rig = setup();
    const built = rig.store.build;
    rig.store.build = (view) =>
      view.kind === 'orderBook'
        ? {
            kind: 'orderBook',
            symbol: 'BTCUSDT',
            step: '0.01',
            status: 'live',
            asks: { count: 0, rows: '' },
            bids: { count: 0, rows: '' },
            bestBid: '100.00',
            bestAsk: '100.01',
            spread: '0.01',
            buyRatio: '50.00',
            sellRatio: '50.00',
            u: 1,
          }
        : built(view);
    const last = <K extends ViewSnapshot['kind']>(kind: K) =>
      rig.snapshots.filter((s): s is Extract<ViewSnapshot, { kind: K }> => s.kind === kind).at(-1);
    return { ...rig, last };
  }
  const depth = (u: number) => ({ topic: bookTopic, type: 'delta', ts: u, data: {} });

  it('a book silent past its interval is delivered stale, and the status line says since when', async () => {
    const { sockets, clock, watch, last } = setupLiveBook();
    await watch('t1', book);
    await watch('t1', { kind: 'connection' });
    const socket = sockets.last();
    socket.open();
    socket.ackSubscribes();
    socket.receive(depth(1));
    const lastPushAt = clock.now();
    clock.advance(MARKET_FEED_QUIET_MS - 1);
    expect(last('orderBook')?.stale).toBeUndefined();
    expect(last('connection')).toMatchObject({ state: 'open', stale: false });
    clock.advance(1);
    clock.advance(100);
    expect(last('orderBook')?.stale).toBe(true);
    expect(last('connection')).toMatchObject({ state: 'open', stale: true, lastDataAt: lastPushAt });
    // The feed moves again: both say so at the next delivery.
    socket.receive(depth(2));
    clock.advance(100);
    expect(last('orderBook')?.stale).toBeUndefined();
    expect(last('connection')).toMatchObject({ stale: false, lastDataAt: clock.now() - 100 });
  });

  it('a new socket on a stalled link is dropped within the pong wait, not after ping + pong (18 s)', async () => {
    const { sockets, clock, watch, last } = setupLiveBook();
    await watch('t1', book);
    await watch('t1', { kind: 'connection' });
    sockets.last().open();
    sockets.last().ackSubscribes();
    sockets.last().closed(1006);
    clock.advance(1_000);
    // The link is stalled: the new socket opens, but nothing comes back, not even the subscribe's ack.
    sockets.last().open();
    expect(sockets.last().ops('subscribe')).toEqual([[bookTopic]]);
    // Open, but silent: the status line does not say "Connected" over it.
    clock.advance(100);
    expect(last('connection')).toMatchObject({ state: 'reconnecting', attempt: 1 });
    clock.advance(2_899);
    expect(sockets.last().closedWith).toBeUndefined();
    clock.advance(1);
    expect(sockets.last().closedWith).toEqual({ code: 4996, reason: 'no reply' });
    clock.advance(100);
    expect(last('connection')).toMatchObject({ state: 'reconnecting', lastCloseCode: 4996 });
  });
});
