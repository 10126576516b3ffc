import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, STATE_CHANGE_HEADERS } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import type { InProcessHub } from '../../inProcessHub';
import { renderApp } from '../../renderApp';
import { findFooter, holdProfile, pairsIn, queryStrip } from './footerTestKit';

const env = setupMswExchange();
const SLOW = { timeout: 30_000 };

beforeEach(() => localStorage.clear());

/** The engine's 24h change as the strip must show it, computed with decimal.js, not the app's helpers. */
function expectedChange(symbolId: string): string {
  const pct = new Decimal(env.exchange.candles.ticker(symbolId).price24hPcntE6)
    .div(10_000)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return `${pct.isNegative() && !pct.isZero() ? '-' : '+'}${pct.abs().toFixed(2)}%`;
}

describe('footer strips', () => {
  it('records the pairs opened, newest first, and stores them', SLOW, async () => {
    const { goTo } = renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    await waitFor(() =>
      expect(pairsIn(queryStrip(footer, 'Recent pairs') as HTMLElement)).toEqual(['BTC/USDT']),
    );

    await goTo('/en/trade/spot/ETH/USDT');
    await waitFor(() =>
      expect(pairsIn(queryStrip(footer, 'Recent pairs') as HTMLElement)).toEqual(['ETH/USDT', 'BTC/USDT']),
    );
    expect(JSON.parse(localStorage.getItem('spotdesk.recentSymbols') ?? '[]')).toEqual([
      'ETHUSDT',
      'BTCUSDT',
    ]);

    const recent = queryStrip(footer, 'Recent pairs') as HTMLElement;
    expect(
      within(recent)
        .getByRole('link', { name: /^ETH\/USDT/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(recent)
        .getByRole('link', { name: /^BTC\/USDT/ })
        .getAttribute('aria-current'),
    ).toBeNull();
  });

  it('does not record a pair the exchange does not list', SLOW, async () => {
    renderApp('/en/trade/spot/FOO/BAR');
    const footer = await findFooter();
    expect(await within(footer).findByText('Pairs you open appear here.')).toBeTruthy();
    await screen.findByText('FOO/BAR is not traded on this exchange.');
    expect(queryStrip(footer, 'Recent pairs')).toBeNull();
    expect(localStorage.getItem('spotdesk.recentSymbols')).toBeNull();
  });

  it('shows each pair with its 24h change: a sign always and 2 decimals', SLOW, async () => {
    localStorage.setItem('spotdesk.recentSymbols', JSON.stringify(['SOLUSDT', 'ETHUSDT']));
    env.current.time.advance(5_000);
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    const recent = await within(footer).findByRole('list', { name: 'Recent pairs' });
    for (const [symbolId, pair] of [
      ['BTCUSDT', 'BTC/USDT'],
      ['SOLUSDT', 'SOL/USDT'],
      ['ETHUSDT', 'ETH/USDT'],
    ] as const) {
      // The ticker feed moves with the fake clock; step it until the strip shows the engine's change.
      await waitFor(() => {
        env.current.time.advance(200);
        expect(within(recent).getByRole('link', { name: new RegExp(`^${pair}`) }).textContent).toBe(
          `${pair} ${expectedChange(symbolId)}`,
        );
      });
    }
    expect(pairsIn(recent)).toEqual(['BTC/USDT', 'SOL/USDT', 'ETH/USDT']);
  });

  it('hides the favourites strip while there are none', SLOW, async () => {
    const applyProfile = holdProfile(env);
    const hub = renderApp('/en/trade/spot/BTC/USDT').hub as InProcessHub;
    const footer = await findFooter();
    await within(footer).findByRole('list', { name: 'Recent pairs' });
    // The visitor's profile is answered and everything it decides is rendered before this returns.
    await applyProfile(hub);
    expect(within(footer).queryByRole('heading', { name: 'Favourites' })).toBeNull();
    expect(queryStrip(footer, 'Favourites')).toBeNull();
  });

  it('lists the favourites of a visitor (local) and of a user (server)', SLOW, async () => {
    localStorage.setItem('spotdesk.favourites', JSON.stringify(['ETHUSDT', 'NOSUCHPAIR']));
    const first = renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    const favourites = await within(footer).findByRole('list', { name: 'Favourites' });
    expect(pairsIn(favourites)).toEqual(['ETH/USDT']);
    first.unmount();

    env.current.loginAs('uta@spotdesk.test');
    const saved = await fetch(`${location.origin}${API.favourites}`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ symbolIds: ['SOLUSDT', 'BTCUSDT'] }),
    });
    expect(saved.ok).toBe(true);
    renderApp('/en/trade/spot/BTC/USDT');
    const userFooter = await findFooter();
    const userFavourites = await within(userFooter).findByRole('list', { name: 'Favourites' });
    expect(pairsIn(userFavourites)).toEqual(['SOL/USDT', 'BTC/USDT']);
  });

  it('switches the pair on a click and reports the click with its strip', SLOW, async () => {
    localStorage.setItem('spotdesk.favourites', JSON.stringify(['SOLUSDT']));
    localStorage.setItem('spotdesk.recentSymbols', JSON.stringify(['ETHUSDT']));
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();

    const recent = await within(footer).findByRole('list', { name: 'Recent pairs' });
    await userEvent.click(await within(recent).findByRole('link', { name: /^ETH\/USDT/ }));
    expect(window.location.pathname).toBe('/en/trade/spot/ETH/USDT');
    expect(await screen.findByRole('main', { name: 'ETH/USDT' })).toBeTruthy();

    const favourites = within(footer).getByRole('list', { name: 'Favourites' });
    await userEvent.click(within(favourites).getByRole('link', { name: /^SOL\/USDT/ }));
    expect(window.location.pathname).toBe('/en/trade/spot/SOL/USDT');

    await waitFor(() =>
      expect(env.current.site.analytics.map(({ name, fields }) => ({ name, fields }))).toEqual([
        { name: 'footer_symbol_click', fields: { strip: 'recent', symbol: 'ETHUSDT' } },
        { name: 'footer_symbol_click', fields: { strip: 'favourites', symbol: 'SOLUSDT' } },
      ]),
    );
  });

  it('switches the pair even when the analytics report fails', SLOW, async () => {
    env.server.use(http.post(`*${API.analyticsEvent}`, () => HttpResponse.error()));
    localStorage.setItem('spotdesk.recentSymbols', JSON.stringify(['ETHUSDT']));
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    const recent = await within(footer).findByRole('list', { name: 'Recent pairs' });
    await userEvent.click(await within(recent).findByRole('link', { name: /^ETH\/USDT/ }));
    expect(window.location.pathname).toBe('/en/trade/spot/ETH/USDT');
    expect(await screen.findByRole('main', { name: 'ETH/USDT' })).toBeTruthy();
    expect(env.current.site.analytics).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
