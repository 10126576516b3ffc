/**
 * The hub's order events (once to visible tabs, nothing to hidden ones) and the balances that follow
 * orders (the silent-wallet poll and the stale flag of spec 000 §7), on the real store and a manual clock.
 */
import { describe, expect, it } from 'vitest';
import { createWholeViews } from '../../../../src/shared/hub/accountPatch';
import {
  BALANCE_POLL_AFTER_MS,
  BALANCE_POLL_TRIES,
  BALANCE_STALE_MS,
} from '../../../../src/shared/hub/balanceWatch';
import { createHub } from '../../../../src/shared/hub/createHub';
import type {
  AccountView,
  Balance,
  Order,
  OrderEventsView,
  ViewSnapshot,
} from '../../../../src/shared/protocol';
import { topics } from '../../../../src/shared/protocol';
import { anOrder } from './anOrder';
import { createFakeClock, createFakeRest, createFakeSockets, settle, wholeOf } from './fakes';

const ASSETS = '/spot/api/asset/get';
const usdt = (free: string): Balance => ({ tokenId: 'USDT', free, locked: '0', total: free });

const order = (orderId: string, status: Order['status'], updatedTime: number): Order =>
  anOrder(orderId, { status, updatedTime, avgPrice: '100', executedQty: status === 'Filled' ? '1' : '0' });

async function setup(assets: () => unknown = () => [usdt('10')]) {
  const clock = createFakeClock();
  const sockets = createFakeSockets();
  const rest = createFakeRest({ [ASSETS]: assets });
  const hub = createHub({
    socketUrl: 'ws://hub.test/realtime_w',
    openSocket: sockets.openSocket,
    rest,
    timers: clock.timers,
    random: () => 0.5,
    tabGone: () => new Promise<void>(() => undefined),
  });
  const received = new Map<string, ViewSnapshot[]>();
  // The whole views, as a tab rebuilds them (the account comes as patches after the first).
  const wholeViews = createWholeViews();
  const hello = (tabId: string, visible: boolean) =>
    hub.hello({ tabId, visible, online: true }, (deliveries) => {
      const list = received.get(tabId) ?? [];
      list.push(...deliveries.map((d) => wholeOf(wholeViews, d)));
      received.set(tabId, list);
    });
  let watchId = 0;
  const watchBoth = async (tabId: string) => {
    await hub.watch(tabId, ++watchId, { kind: 'account' });
    await hub.watch(tabId, ++watchId, { kind: 'orderEvents' });
  };
  const last = <K extends ViewSnapshot['kind']>(tabId: string, kind: K) =>
    (received.get(tabId) ?? []).filter((s) => s.kind === kind).at(-1) as
      Extract<ViewSnapshot, { kind: K }> | undefined;
  const push = (topic: string, type: 'snapshot' | 'delta', data: unknown[]) =>
    sockets.last().receive({ topic, type, ts: clock.now(), data });
  const open = async () => {
    sockets.last().open();
    sockets.last().ackSubscribes();
    push(topics.orders, 'snapshot', [order('1', 'New', 1)]);
    push(topics.wallet, 'snapshot', [usdt('10')]);
    for (let j = 0; j < 5; j++) await settle();
    clock.advance(100);
  };
  const assetCalls = () => rest.calls.filter((path) => path === ASSETS).length;
  return { clock, hub, hello, watchBoth, last, push, open, assetCalls, received };
}

describe('order events through the hub', () => {
  it('posts each event to visible tabs with an increasing seq, nothing to hidden ones, and none for old states', async () => {
    const { clock, hub, hello, watchBoth, last, push, open, received } = await setup();
    await hello('shown', true);
    await hello('hidden', false);
    await watchBoth('shown');
    await watchBoth('hidden');
    await open();
    expect(last('shown', 'orderEvents')?.events).toEqual([]);
    const filledAt = clock.now();
    push(topics.orders, 'delta', [order('1', 'Filled', 2)]);
    push(topics.orders, 'delta', [order('1', 'Filled', 2)]); // a retransmit
    clock.advance(100);
    const view = last('shown', 'orderEvents') as OrderEventsView;
    expect(view.events.map((e) => [e.seq, e.kind, e.order.orderId, e.at])).toEqual([
      [1, 'filled', '1', filledAt],
    ]);
    expect(view.epoch).not.toBe('');
    expect(received.get('hidden')).toBeUndefined();
    // An order update that means no event (a new order) does not post the events view again.
    const posted = () => (received.get('shown') ?? []).filter((v) => v.kind === 'orderEvents').length;
    const before = posted();
    push(topics.orders, 'delta', [order('3', 'New', 2)]);
    clock.advance(100);
    expect(posted()).toBe(before);
    // A reconnect's snapshot shows the order again as it was: no event.
    push(topics.orders, 'snapshot', [order('1', 'New', 1), order('2', 'New', 1)]);
    push(topics.orders, 'delta', [order('2', 'Cancelled', 3)]);
    clock.advance(100);
    expect((last('shown', 'orderEvents') as OrderEventsView).events.map((e) => [e.seq, e.kind])).toEqual([
      [1, 'filled'],
      [2, 'cancelled'],
    ]);
    // Shown again, the hidden tab gets the log at once; the events carry their time, so the tab can
    // tell they happened before it was shown (features/orderEvents/pickNewEvents.ts).
    await hub.setVisible('hidden', true);
    expect(
      (last('hidden', 'orderEvents') as OrderEventsView).events.every((e) => e.at < clock.now() + 1),
    ).toBe(true);
    // Another user's session: the old events go, and nothing of the last account's stays on show.
    await hub.sessionIs('a');
    await hub.sessionIs('b');
    clock.advance(100);
    expect(last('shown', 'orderEvents')?.events).toEqual([]);
    expect(last('shown', 'account')).toMatchObject({ status: 'loading', openOrders: [], executions: [] });
  });
});

describe('balances after an order change', () => {
  it('polls the balances when the wallet push is silent for 3 s, and is never stale when the poll lands', async () => {
    let free = '10';
    const { clock, hello, watchBoth, last, push, open, assetCalls } = await setup(() => [usdt(free)]);
    await hello('t', true);
    await watchBoth('t');
    await open();
    const before = assetCalls();
    push(topics.orders, 'delta', [order('2', 'New', 2)]);
    free = '9';
    clock.advance(BALANCE_POLL_AFTER_MS - 1);
    expect(assetCalls()).toBe(before);
    clock.advance(1);
    expect(assetCalls()).toBe(before + 1);
    await settle();
    clock.advance(100);
    const view = last('t', 'account') as AccountView;
    expect(view.balances).toEqual([usdt('9')]);
    clock.advance(BALANCE_STALE_MS);
    expect((last('t', 'account') as AccountView).balancesStale).toBe(false);
  });

  it('does not poll when the wallet push follows the order', async () => {
    const { clock, hello, watchBoth, push, open, assetCalls } = await setup();
    await hello('t', true);
    await watchBoth('t');
    await open();
    const before = assetCalls();
    push(topics.orders, 'delta', [order('2', 'New', 2)]);
    clock.advance(50);
    push(topics.wallet, 'delta', [usdt('9')]);
    clock.advance(BALANCE_STALE_MS * 2);
    expect(assetCalls()).toBe(before);
  });

  it('marks balances stale 5 s after the order when polls fail, retries a bounded number of times, and clears on a push', async () => {
    let failing = false;
    const { clock, hello, watchBoth, last, push, open, assetCalls } = await setup(() =>
      failing ? [{ tokenId: 'USDT' }] : [usdt('10')],
    );
    await hello('t', true);
    await watchBoth('t');
    await open();
    failing = true;
    const before = assetCalls();
    push(topics.orders, 'delta', [order('2', 'New', 2)]);
    clock.advance(BALANCE_STALE_MS - 101);
    await settle();
    clock.advance(100);
    expect((last('t', 'account') as AccountView).balancesStale).toBe(false);
    clock.advance(1);
    clock.advance(100);
    const stale = last('t', 'account') as AccountView;
    expect(stale.balancesStale).toBe(true);
    expect(stale.balances).toEqual([usdt('10')]);
    // Within the socket's first heartbeat (15 s), so the socket stays open throughout.
    for (let i = 0; i < 6; i++) {
      clock.advance(1_500);
      for (let j = 0; j < 5; j++) await settle();
    }
    expect(assetCalls() - before).toBe(BALANCE_POLL_TRIES);
    push(topics.wallet, 'delta', [usdt('8')]);
    clock.advance(100);
    expect(last('t', 'account')).toMatchObject({ balancesStale: false, balances: [usdt('8')] });
  });
});
