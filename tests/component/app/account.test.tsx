import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../msw/setupMswExchange';
import { SESSION_COOKIE } from '../../../src/server/api/types';
import { renderApp } from '../renderApp';

const env = setupMswExchange();

describe('account corner of the top bar', () => {
  it('offers visitors a login link that comes back to this page', async () => {
    renderApp('/en/trade/spot/ETH/USDT?symbolId=ETHUSDT');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('link', { name: 'Log in' });
    // The symbolId redirect settles first; the link follows the address the page ends on.
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }).getAttribute('href'),
      ).toBe(`/login?redirect_url=${encodeURIComponent('/en/trade/spot/ETH/USDT')}`),
    );
  });

  it('shows the signed-in account and logs out on the server', async () => {
    env.current.loginAs('uta@spotdesk.test');
    renderApp('/en/trade/spot/BTC/USDT');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Signed in as uta@spotdesk.test')).toBeTruthy();
    expect(env.current.sessions.size()).toBe(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(env.current.sessions.size()).toBe(0));
  });

  it('names a demo account as such', async () => {
    env.current.loginAs('demo@spotdesk.test');
    renderApp('/en/trade/spot/BTC/USDT');
    expect(
      await within(screen.getByRole('banner')).findByText('Demo account demo@spotdesk.test'),
    ).toBeTruthy();
  });
});

describe('a session that ends while the page is open', () => {
  it('the exchange restarts and forgets it: the page turns to a visitor’s and says so', async () => {
    env.current.loginAs('classic@spotdesk.test');
    renderApp('/en/trade/spot/BTC/USDT');
    const banner = screen.getByRole('banner');
    await within(banner).findByText('Signed in as classic@spotdesk.test');
    const form = await screen.findByRole('form', { name: 'Order form, BTC/USDT' });
    await within(form).findByText('100,000.00000000 USDT');

    // As a restart does: the session store is empty and every socket closes.
    env.current.sessions.delete(env.current.cookies.get(SESSION_COOKIE));
    env.current.gateway.closeAll(1012, 'service restart');

    expect(
      await screen.findByRole('status', { name: 'You are logged out' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await within(banner).findByRole('link', { name: 'Log in' });
    expect(within(banner).queryByText('Signed in as classic@spotdesk.test')).toBeNull();
    // The order area offers Log in and Sign up instead of an empty account's form.
    expect(screen.queryByText('100,000.00000000 USDT')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
  });
});

describe('a session that expires under an open socket', () => {
  it('an order refused with 401 turns the page to a visitor’s and says so; nothing is placed', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    renderApp('/en/trade/spot/BTC/USDT');
    const user = userEvent.setup();
    const banner = screen.getByRole('banner');
    await within(banner).findByText('Signed in as classic@spotdesk.test');
    const form = await screen.findByRole('form', { name: 'Order form, BTC/USDT' });
    await within(form).findByText('100,000.00000000 USDT');

    // The session goes at the server (an idle expiry), the socket stays up: the order call learns it.
    env.current.sessions.delete(env.current.cookies.get(SESSION_COOKIE));
    const price = within(form).getByLabelText('Price (USDT)');
    await user.clear(price);
    await user.type(price, '90000');
    await user.type(within(form).getByLabelText('Quantity (BTC)'), '0.01');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm order' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByRole('status', { name: 'You are logged out' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await within(banner).findByRole('link', { name: 'Log in' });
    expect(env.exchange.engine.openOrders(accountId, { symbolId: 'BTCUSDT' })).toEqual([]);
  });
});
