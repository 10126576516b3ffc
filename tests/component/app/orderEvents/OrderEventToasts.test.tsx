/**
 * Order events as toasts (spec 000 §4 "Notifications"): against the real engine behind msw, a fill
 * toasts once in a visible tab; a hidden tab shows nothing, and shown again does not replay it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
// The toasts themselves, not the page's lazy wrapper: they watch from the first render, so an event
// right after the view is live is theirs to show.
import { ToastOrderEvents } from '../../../../src/app/features/orderEvents/ToastOrderEvents';
import { viewAtom } from '../../../../src/app/hub/hubAtoms';
import { useAtomValue } from '../../../../src/app/state/appJotai';
import { profileOf } from '../../../../src/server/api/routes/session';
import { API, type OrderEventsView, type SnapshotDelivery } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { resetPageVisibility, setPageVisibility } from '../chart/pageEvents';
import type { InProcessHub } from '../../inProcessHub';
import { flushHubs, renderApp } from '../../renderApp';

const env = setupMswExchange();
afterEach(resetPageVisibility);

/** Says when the hub has the user's order topics (their snapshot made the view live). */
function EventsStatus() {
  const view = useAtomValue(viewAtom({ kind: 'orderEvents' }));
  return <p>events: {view?.status ?? 'none'}</p>;
}

/** Every toast that ever appeared, as "title: detail", so a toast gone after its 2.5 s still counts. */
function recordToasts(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement)
          for (const toast of [node, ...node.querySelectorAll('[role="status"]')])
            if (toast.getAttribute('role') === 'status') seen.push(toast.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  afterEach(() => observer.disconnect());
  return seen;
}

/** Renders the toasts (and the view's status) as `email`, and waits until the hub has the order topics. */
async function renderToasts(email: string) {
  const accountId = env.current.loginAs(email);
  const toasts = recordToasts();
  const view = renderApp('/en/trade/spot/BTC/USDT', {
    panel: (
      <>
        <ToastOrderEvents />
        <EventsStatus />
      </>
    ),
  });
  await screen.findByText('events: live', {}, { timeout: 10_000 });
  return { ...view, accountId, toasts };
}

const restingBuy = (accountId: string, price: string) => {
  const placed = env.exchange.engine.placeOrder(accountId, {
    symbol_id: 'BTCUSDT',
    side: 'Buy',
    type: 'LIMIT',
    price,
    quantity: '0.001',
    client_order_id: `events-resting-${price}`,
  });
  if (!placed.ok || placed.value.status !== 'New') throw new Error('the limit order did not rest');
  return placed.value;
};

const marketBuy = (accountId: string, quantity: string) => {
  const placed = env.exchange.engine.placeOrder(accountId, {
    symbol_id: 'BTCUSDT',
    side: 'Buy',
    type: 'MARKET',
    quantity,
    client_order_id: `events-${quantity}`,
  });
  if (!placed.ok || placed.value.status !== 'Filled') throw new Error('the market buy did not fill');
  return placed.value;
};

/**
 * The toasts rendered as `email`, who buys at the market (its fill toasted, seen) and then has five buys
 * resting a tenth under that price.
 */
async function renderWithFiveResting(email: string) {
  const view = await renderToasts(email);
  const low = Math.round(Number(marketBuy(view.accountId, '0.002').avgPrice) * 0.9);
  const resting = [0, 1, 2, 3, 4].map((below) => restingBuy(view.accountId, String(low - below)));
  await flushHubs();
  await screen.findByRole('status', { name: 'Order filled' }, { timeout: 10_000 });
  return { ...view, resting };
}

/** Modifies a resting order to `by` under the price it was placed at. */
const moveDown = (accountId: string, order: { orderId: string; price: string }, by: number) => {
  const moved = env.exchange.engine.modifyOrder(accountId, {
    order_id: order.orderId,
    symbol_id: 'BTCUSDT',
    price: String(Number(order.price) - by),
    quantity: '0.001',
  });
  expect(moved.ok).toBe(true);
};

describe('order event toasts', () => {
  it('toasts a fill once while visible, nothing while hidden, and replays nothing when shown', async () => {
    const { hub, accountId, toasts } = await renderToasts('classic@spotdesk.test');
    const first = marketBuy(accountId, '0.002');
    await flushHubs();
    const filled = await screen.findByRole('status', { name: 'Order filled' }, { timeout: 10_000 });
    expect(filled.textContent).toMatch(/Buy 0\.002000 BTC at [\d,.]+ \(BTC\/USDT\)\./);

    // A second tab, visible, beside this one: when it has the next event, the hub has handled it.
    const other: OrderEventsView[] = [];
    const api = (hub as InProcessHub).api;
    await api.hello({ tabId: 'other', visible: true, online: true }, (deliveries: SnapshotDelivery[]) => {
      for (const { snapshot } of deliveries) if (snapshot.kind === 'orderEvents') other.push(snapshot);
    });
    await api.watch('other', 1, { kind: 'orderEvents' });

    setPageVisibility('hidden');
    marketBuy(accountId, '0.003');
    await flushHubs();
    await expect
      .poll(() => other.at(-1)?.events.map((e) => e.order.origQty), { timeout: 10_000 })
      .toEqual(['0.002000', '0.003000']);
    await flushHubs();
    expect(toasts.filter((text) => text.includes('0.003'))).toEqual([]);

    // Shown again: what happened while hidden stays untold; what happens next is told.
    setPageVisibility('visible');
    // Well below the market, so it rests.
    const resting = restingBuy(accountId, String(Math.round(Number(first.avgPrice) * 0.9)));
    env.exchange.engine.cancelOrder(accountId, { orderId: resting.orderId });
    await flushHubs();
    await screen.findByRole('status', { name: 'Order cancelled' }, { timeout: 10_000 });
    expect(toasts.filter((text) => text.startsWith('Order filled'))).toHaveLength(1);
    expect(toasts.filter((text) => text.includes('0.003'))).toEqual([]);
  });

  it('with notifications off (notifyClose) shows no fill or cancel, but still an order modified elsewhere', async () => {
    const user = env.current.users.byEmail('classic@spotdesk.test');
    env.server.use(
      http.get(`*${API.profile}`, () => {
        const profile = profileOf(user, env.current.users);
        const double_confirm = { ...profile.double_confirm, notifyClose: true };
        return HttpResponse.json({
          code: 0,
          success: true,
          message: '',
          result: { ...profile, double_confirm },
        });
      }),
    );
    const { accountId, toasts } = await renderToasts('classic@spotdesk.test');
    const filled = marketBuy(accountId, '0.002');
    const low = Math.round(Number(filled.avgPrice) * 0.9);
    const resting = restingBuy(accountId, String(low));
    env.exchange.engine.cancelOrder(accountId, { orderId: restingBuy(accountId, String(low - 1)).orderId });
    // Another tab (or the chart) moves the resting order.
    const moved = env.exchange.engine.modifyOrder(accountId, {
      order_id: resting.orderId,
      symbol_id: 'BTCUSDT',
      price: String(low - 2),
      quantity: '0.001',
    });
    expect(moved.ok).toBe(true);
    await flushHubs();
    const modified = await screen.findByRole('status', { name: 'Order modified' }, { timeout: 10_000 });
    expect(modified.textContent).toContain(`Buy 0.001000 BTC at ${(low - 2).toLocaleString('en-US')}.00`);
    expect(toasts.filter((text) => /^Order (filled|cancelled)/.test(text))).toEqual([]);
  });

  it('tells edits of many orders in one go (a bot moving its quotes) as one toast with their count', async () => {
    const { accountId, toasts, resting } = await renderWithFiveResting('classic@spotdesk.test');
    // All five before the hub's next delivery.
    for (const order of resting) moveDown(accountId, order, 10);
    await flushHubs();
    await screen.findByRole('status', { name: 'Orders modified: 5' }, { timeout: 10_000 });
    expect(toasts.filter((text) => text.startsWith('Order modified'))).toEqual([]);
  });

  it('while a burst toast shows, counts the edits that keep coming, and tells them once it goes', async () => {
    const { accountId, toasts, resting } = await renderWithFiveResting('sub@spotdesk.test');
    /** Moves every resting order down by `by`, all before the hub's next delivery. */
    const moveAll = async (by: number) => {
      for (const order of resting) moveDown(accountId, order, by);
      await flushHubs();
    };
    await moveAll(10);
    const first = await screen.findByRole('status', { name: 'Orders modified: 5' }, { timeout: 10_000 });
    // Two more bursts, and one edit alone, while it shows: counted, not shown.
    await moveAll(20);
    await moveAll(30);
    moveDown(accountId, resting[0]!, 40);
    await flushHubs();
    // The orders panel would have them by now (the hub delivered them); the corner shows the one toast.
    expect(toasts.filter((text) => text.startsWith('Order'))).toEqual([
      expect.stringMatching(/^Order filled/),
      'Orders modified: 5',
    ]);

    // The reader closes it: the count of what came meanwhile is told, once.
    await userEvent.click(
      within(first.closest<HTMLElement>('[role="alertdialog"]')!).getByRole('button', {
        name: 'Close notification',
      }),
    );
    await screen.findByRole('status', { name: 'Orders modified: 11' });
    expect(toasts.filter((text) => text.startsWith('Orders modified'))).toEqual([
      'Orders modified: 5',
      'Orders modified: 11',
    ]);
  });
});
