import { waitFor, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, STATE_CHANGE_HEADERS, type LtOrder } from '../../../../src/shared/protocol';
import { formatDecimalForLocale } from '../../../../src/app/i18n/localeFormat';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { flushHubs } from '../../renderApp';
import { renderPanel } from './ordersPanelKit';

const env = setupMswExchange();
afterEach(() => vi.useRealTimers());

/** Each body row as its cells' texts, the row header included. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

const en = (text: string) => formatDecimalForLocale(text, 'en');

describe('orders panel tabs against the engine', () => {
  it('Assets: every non-zero balance, valued in USDT at the last price', async () => {
    const { panel, accountId, user } = await renderPanel(env, 'classic@spotdesk.test');
    await user.click(await within(panel).findByRole('tab', { name: 'Assets' }, { timeout: 5_000 }));
    const table = await within(panel).findByRole('table', { name: 'Assets' }, { timeout: 5_000 });
    const balances = env.exchange.engine
      .balances(accountId ?? '')
      .filter((b) => !new Decimal(b.total).isZero());
    const rows = rowsOf(table);
    expect(rows.map(([coin]) => coin).sort()).toEqual(balances.map((b) => b.tokenId).sort());
    const decimals = env.exchange.engine.instrument('BTCUSDT')?.amountPrecision ?? 0;
    const valued = (coin: string, price: string) => {
      const balance = balances.find((b) => b.tokenId === coin);
      if (!balance) throw new Error(`no ${coin}`);
      const value = new Decimal(balance.total).mul(price).toFixed(decimals, Decimal.ROUND_HALF_UP);
      return [coin, en(balance.total), en(balance.free), en(balance.locked), en(value)];
    };
    // The market list's prices arrive with the market's first moves.
    env.current.time.advance(1_000);
    await flushHubs();
    const btcPrice = env.exchange.candles.ticker('BTCUSDT').lastPrice;
    await waitFor(() =>
      expect(rowsOf(table).find(([coin]) => coin === 'BTC')).toEqual(valued('BTC', btcPrice)),
    );
    expect(rowsOf(table).find(([coin]) => coin === 'USDT')).toEqual(valued('USDT', '1'));
    expect(within(panel).getByRole('switch', { name: 'Show zero balances' })).toBeTruthy();
  });

  it('LT records: a subscription made through the API shows once Show all pairs is on', async () => {
    const { panel, user } = await renderPanel(env, 'uta@spotdesk.test');
    const answer = await fetch(`${window.location.origin}${API.ltSubscribe}`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ symbol: 'BTC3LUSDT', amount: '185', client_order_id: 'panel-lt-1' }),
    });
    const order = ((await answer.json()) as { result: LtOrder }).result;
    await user.click(await within(panel).findByRole('tab', { name: 'Leveraged token records' }));
    // The choice is kept for this user in this browser.
    const stored = Object.entries(localStorage).filter(([key]) =>
      key.startsWith('spotdesk.ordersPanel.tab.user.'),
    );
    expect(stored.map(([, value]) => value)).toEqual(['"ltRecords"']);
    // This page is BTC/USDT: the BTC3L subscription is another pair's.
    await within(panel).findByText('No records yet', {}, { timeout: 5_000 });
    expect(within(panel).getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe(
      '/user/assets/order/fed/spot-lt-order/subscription',
    );
    await user.click(within(panel).getByRole('switch', { name: 'Show all pairs' }));
    const table = await within(panel).findByRole('table', { name: 'Subscriptions' });
    expect(rowsOf(table).map(([, ...cells]) => cells)).toEqual([
      ['BTC3L', 'Subscription', en(order.amount), en(order.quantity), 'Filled'],
    ]);
    await user.click(within(panel).getByRole('tab', { name: 'Redemptions' }));
    await within(panel).findByText('No records yet');
    expect(within(panel).getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe(
      '/user/assets/order/fed/spot-lt-order/redemption',
    );
  });

  it('Strategy orders: running and completed grid bots, this pair or all, asked again every 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const asked: URLSearchParams[] = [];
    env.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === API.gridStrategies) asked.push(url.searchParams);
    });
    const { panel, user } = await renderPanel(env, 'classic@spotdesk.test');
    await user.click(await within(panel).findByRole('tab', { name: 'Strategy orders' }));
    const running = await within(panel).findByRole('table', { name: 'Running' }, { timeout: 5_000 });
    // The pair's name comes with the hub's symbol list.
    await within(running).findByText('BTC/USDT');
    expect(
      rowsOf(running).map(([pair, type, range, grids, , status]) => [pair, type, range, grids, status]),
    ).toEqual([['BTC/USDT', 'Arithmetic', '92,150.00 – 101,850.00', '10', 'Running']]);
    expect(new Set(asked.map(String))).toEqual(new Set(['status=2&page_size=80&symbol_id=BTCUSDT']));
    const before = asked.length;
    vi.advanceTimersByTime(2_999);
    expect(asked).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(asked).toHaveLength(before + 1);

    await user.click(within(panel).getByRole('switch', { name: 'Show all bots' }));
    await waitFor(() =>
      expect(rowsOf(within(panel).getByRole('table', { name: 'Running' }))).toHaveLength(2),
    );
    await user.click(within(panel).getByRole('tab', { name: 'Completed' }));
    const completed = await within(panel).findByRole('table', { name: 'Completed' });
    expect(rowsOf(completed).map(([pair, , , , , , reason]) => [pair, reason])).toEqual([
      ['BTC/USDT', 'Take profit'],
      ['ETH/USDT', 'Stopped manually'],
    ]);
    expect(String(asked.at(-1))).toBe('status=3&page_size=20');
  });
});
