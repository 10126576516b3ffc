import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../msw/setupMswExchange';
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
