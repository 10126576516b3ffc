import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TradeHistoryTab } from '../../../../src/app/features/ordersPanel/history/TradeHistoryTab';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { flushHubs } from '../../renderApp';
import { setupFakeLayout } from '../marketHeader/fakeLayout';
import { bodyRows, cellsOf, priceNear, renderTab } from './historyKit';

const env = setupMswExchange({ symbols: 3 });
setupFakeLayout({ viewportHeight: 320 });

let sold = 0;
/** A sell of the account priced under the best bid: it takes the bids at once (one execution or more). */
function sellIntoBid(accountId: string, symbolId: string) {
  const placed = env.exchange.engine.placeOrder(accountId, {
    symbol_id: symbolId,
    side: 'Sell',
    type: 'LIMIT',
    price: priceNear(env, symbolId, '0.95'),
    quantity: symbolId === 'BTCUSDT' ? '0.001' : '0.01',
    client_order_id: `t-${sold++}`,
  });
  if (!placed.ok) throw new Error(JSON.stringify(placed));
}

describe('Trade history tab', () => {
  it('shows the engine’s executions, a pushed one on top without a refetch, and every pair on demand', async () => {
    const user = userEvent.setup();
    const { accountId } = renderTab(env, TradeHistoryTab, (account) => {
      sellIntoBid(account, 'ETHUSDT');
      for (let i = 0; i < 3; i++) sellIntoBid(account, 'BTCUSDT');
    });
    const executions = () => env.exchange.engine.executions(accountId, { symbolId: 'BTCUSDT' });
    const expectedCells = (index: number) => {
      const e = executions()[index]!;
      return [
        'BTC/USDT',
        'Sell',
        Number(e.execPrice).toLocaleString('en', { minimumFractionDigits: 2 }),
        `${e.execQty} BTC`,
        `${e.execValue} USDT`,
        `${e.execFee} USDT`,
        e.isMaker ? 'Maker' : 'Taker',
      ];
    };

    const table = await screen.findByRole('table', { name: 'Trade history' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(executions().length));
    expect(cellsOf(bodyRows(table)[0]).slice(1)).toEqual(expectedCells(0));
    expect(table.getAttribute('aria-rowcount')).toBe(String(executions().length + 1));
    expect(screen.getByRole('link', { name: 'All trade history' }).getAttribute('href')).toBe(
      '/user/assets/order/fed/spot-history/active',
    );
    expect(screen.getByRole('link', { name: 'Trading performance' }).getAttribute('href')).toBe(
      '/user/assets/home/performance?tab=spot',
    );

    // A new execution reaches the page as a push: on top, with no new page asked for.
    const pagesAsked = countRequests('/spot/api/order/trades');
    sellIntoBid(accountId, 'BTCUSDT');
    await flushHubs();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(executions().length));
    expect(cellsOf(bodyRows(table)[0]).slice(1)).toEqual(expectedCells(0));
    expect(pagesAsked()).toBe(0);

    await user.click(screen.getByRole('checkbox', { name: 'All pairs' }));
    const all = await screen.findByRole('table', { name: 'Trade history' });
    const everyPair = env.exchange.engine.executions(accountId);
    await waitFor(() => expect(bodyRows(all)).toHaveLength(everyPair.length));
    expect(cellsOf(bodyRows(all).at(-1))[1]).toBe('ETH/USDT');
  });
});

/** How many requests to `path` the page sent from now on. */
function countRequests(path: string): () => number {
  let count = 0;
  env.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) count++;
  });
  return () => count;
}
