import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../src/shared/protocol';
import { OrderHistoryTab } from '../../../../src/app/features/ordersPanel/history/OrderHistoryTab';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { setupFakeLayout } from '../marketHeader/fakeLayout';
import { bodyRows, cellsOf, priceNear, renderTab, scrollToEnd } from './historyKit';

const env = setupMswExchange({ symbols: 3 });
setupFakeLayout({ viewportHeight: 320 });

/** Places and cancels `count` buy orders of the account: its order history. */
function cancelledOrders(accountId: string, symbolId: string, count: number) {
  const price = priceNear(env, symbolId, '0.9');
  for (let i = 0; i < count; i++) {
    const placed = env.exchange.engine.placeOrder(accountId, {
      symbol_id: symbolId,
      side: 'Buy',
      type: 'LIMIT',
      price,
      quantity: symbolId === 'BTCUSDT' ? '0.001' : '0.01',
      client_order_id: `h-${symbolId}-${i}`,
    });
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    env.exchange.engine.cancelOrder(accountId, { orderId: placed.value.orderId });
  }
}

describe('Order history tab', () => {
  it('shows the engine’s orders newest first, loads the next page on scroll, and every pair on demand', async () => {
    const user = userEvent.setup();
    const { accountId } = renderTab(env, OrderHistoryTab, (account) => {
      cancelledOrders(account, 'ETHUSDT', 1);
      cancelledOrders(account, 'BTCUSDT', 130);
    });
    const history = env.exchange.engine.orderHistory(accountId, { symbolId: 'BTCUSDT', limit: 100 });

    const table = await screen.findByRole('table', { name: 'Order history' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const newest = history[0]!;
    expect(cellsOf(bodyRows(table)[0]).slice(1)).toEqual([
      'BTC/USDT',
      'Limit',
      'Buy',
      Number(newest.price).toLocaleString('en', { minimumFractionDigits: 2 }),
      '--',
      '0.001000 BTC',
      '0.000000',
      '--',
      '0.00000000 USDT',
      'Cancelled',
    ]);
    // A first page of 100: more to come, so the count is unknown.
    expect(table.getAttribute('aria-rowcount')).toBe('-1');
    expect(screen.getByRole('tab', { name: 'OCO' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All order history' }).getAttribute('href')).toBe(
      '/user/assets/order/fed/spot-orders/active',
    );

    scrollToEnd(table);
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe('131'));
    const last = bodyRows(table).at(-1);
    expect(last?.getAttribute('aria-rowindex')).toBe('131');

    await user.click(screen.getByRole('checkbox', { name: 'All pairs' }));
    const all = await screen.findByRole('table', { name: 'Order history' });
    scrollToEnd(all);
    await waitFor(() => expect(all.getAttribute('aria-rowcount')).toBe('132'));
    // The ETH order is the oldest: the last row. (Cells by text: getByRole over the table is slow.)
    expect(cellsOf(bodyRows(all).at(-1))[1]).toBe('ETH/USDT');
  });

  it('says the server’s message when a page fails, retries it, and says when there is nothing', async () => {
    const user = userEvent.setup();
    env.server.use(
      http.get(
        `*${API.orderHistory}`,
        () =>
          HttpResponse.json({ code: 10016, success: false, message: 'history <b>asleep</b>', result: null }),
        { once: true },
      ),
    );
    const windows: number[][] = [];
    env.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname !== API.orderHistory) return;
      windows.push(['start_time', 'end_time'].map((name) => Number(url.searchParams.get(name))));
    });
    renderTab(env, OrderHistoryTab);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('history <b>asleep</b>');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('No records yet');
    expect(screen.queryByRole('alert')).toBeNull();

    // 180 days back from the exchange's clock (not this machine's, years apart here).
    await user.click(screen.getByRole('button', { name: /Time range/ }));
    await user.click(screen.getByRole('option', { name: 'Last 180 days' }));
    await waitFor(() => expect(windows).toHaveLength(3));
    const [start = 0, end = 0] = windows[2] ?? [];
    expect(end - start).toBe(180 * 86_400_000);
    expect(Math.abs(end - env.exchange.clock.now())).toBeLessThan(60_000);
    await screen.findByText('No records yet');

    // The plan sub-tabs read the plan history: the user has none either.
    await user.click(screen.getByRole('tab', { name: 'OCO' }));
    expect(screen.getByRole('tab', { name: 'OCO' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No records yet');
    expect(screen.queryByRole('link', { name: 'All order history' })).toBeNull();
  });
});
