import { screen, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../../src/shared/format/formatDecimal';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';
import { stubGridEnvironment } from './gridHarness';

const env = setupMswExchange();
stubGridEnvironment(() => 1300);

const SLOW = { timeout: 30_000 };

describe('orders and balances panel', () => {
  it('asks a visitor to log in and comes back to this page afterwards', SLOW, async () => {
    renderApp('/en/trade/spot/ETH/USDT');
    const panel = await screen.findByRole('region', { name: 'Orders and balances' }, { timeout: 10_000 });
    const link = await within(panel).findByRole('link', { name: 'Log in to see your orders and balances' });
    expect(link.getAttribute('href')).toBe('/login?redirect_url=%2Fen%2Ftrade%2Fspot%2FETH%2FUSDT');
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  it("shows a user's open-order count and every non-zero balance from the hub", SLOW, async () => {
    const accountId = env.current.loginAs('demo@spotdesk.test');
    renderApp('/en/trade/spot/BTC/USDT');
    const panel = await screen.findByRole('region', { name: 'Orders and balances' }, { timeout: 10_000 });
    const table = await within(panel).findByRole('table', { name: 'Balances' }, { timeout: 10_000 });

    const expected = env.exchange.engine
      .balances(accountId)
      .filter((balance) => !new Decimal(balance.total).isZero());
    expect(expected.length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent).sort()).toEqual(
      expected.map((balance) => balance.tokenId).sort(),
    );
    const [first] = expected;
    if (!first) throw new Error('no balance');
    const cells = within(
      within(table).getByRole('rowheader', { name: first.tokenId }).closest('tr') as HTMLElement,
    )
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      formatDecimal(first.total),
      formatDecimal(first.free),
      formatDecimal(first.locked),
    ]);
    expect(within(panel).getByText(/^Open orders: \d+$/)).toBeTruthy();
  });
});
