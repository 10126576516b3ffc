import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FavouritesLoader } from '../../../../src/app/features/favourites/FavouritesLoader';
import { favouritesAtom, toggleFavouriteAtom } from '../../../../src/app/features/favourites/favouritesAtoms';
import { profileAtom } from '../../../../src/app/features/session/sessionAtoms';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import { fetchProfile } from '../../../../src/app/features/session/sessionApi';
import { API, STATE_CHANGE_HEADERS } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { setupFakeLayout } from '../marketHeader/fakeLayout';
import { renderMarketHeader } from '../marketHeader/renderMarketHeader';

const env = setupMswExchange();
const SLOW = { timeout: 30_000 };
// The markets list is virtualized: give it room for every row.
setupFakeLayout();

beforeEach(() => localStorage.clear());

/** Opens the markets list and waits until the stars take clicks (the viewer's list has loaded). */
async function openMarkets(pair = 'BTC/USDT') {
  await userEvent.click(
    await screen.findByRole(
      'button',
      { name: new RegExp(`^${pair.replace('/', '\\/')}`) },
      { timeout: 10_000 },
    ),
  );
  // The list's code loads when the menu first opens.
  const dialog = await screen.findByRole('dialog', { name: 'Markets' });
  const star = within(dialog).getByRole('button', { name: /ETH\/USDT (to|from) favourites/ });
  await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
  return dialog;
}

/** The server's list for the logged-in account, read through the API with the session cookie. */
async function serverFavourites(): Promise<string[]> {
  const response = await fetch(`http://localhost${API.favourites}`);
  const body = (await response.json()) as { result: string[] };
  return body.result;
}

describe('favourites', () => {
  it('a visitor stars a pair; it stays starred after a reload', SLOW, async () => {
    const first = renderMarketHeader('/en/trade/spot/BTC/USDT');
    const dialog = await openMarkets();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add ETH/USDT to favourites' }));
    const star = within(dialog).getByRole('button', { name: 'Remove ETH/USDT from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Favourites' }));
    expect(within(dialog).getByRole('link', { name: 'ETH/USDT' })).toBeTruthy();
    first.unmount();

    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const again = await openMarkets();
    expect(
      within(again)
        .getByRole('button', { name: 'Remove ETH/USDT from favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(again).getByRole('button', { name: 'Add BTC/USDT to favourites' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('a visitor un-stars a pair and the stored list follows', SLOW, async () => {
    localStorage.setItem('spotdesk.favourites', JSON.stringify(['ETHUSDT', 'BTCUSDT']));
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const dialog = await openMarkets();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove ETH/USDT from favourites' }));
    expect(JSON.parse(localStorage.getItem('spotdesk.favourites') ?? 'null')).toEqual(['BTCUSDT']);
  });

  it('ignores a stored list of the wrong shape', SLOW, async () => {
    localStorage.setItem('spotdesk.favourites', '{"not":"a list"}');
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const dialog = await openMarkets();
    expect(
      within(dialog).getByRole('button', { name: 'Add ETH/USDT to favourites' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('a logged-in user saves to the server, not to local storage', SLOW, async () => {
    env.current.loginAs('classic@spotdesk.test');
    const first = renderMarketHeader('/en/trade/spot/BTC/USDT');
    const dialog = await openMarkets();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add ETH/USDT to favourites' }));
    await waitFor(async () => expect(await serverFavourites()).toEqual(['ETHUSDT']));
    expect(localStorage.getItem('spotdesk.favourites')).toBeNull();
    first.unmount();

    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const again = await openMarkets();
    expect(within(again).getByRole('button', { name: 'Remove ETH/USDT from favourites' })).toBeTruthy();
  });

  it('a refused save puts the star back and says why', SLOW, async () => {
    env.current.loginAs('classic@spotdesk.test');
    env.server.use(
      http.post(`*${API.favourites}`, () =>
        HttpResponse.json({ code: 10006, success: false, message: 'too <i>many</i> requests', result: null }),
      ),
    );
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const dialog = await openMarkets();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add ETH/USDT to favourites' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your favourites could not be saved, so the change was undone.');
    expect(alert.textContent).toContain('The exchange refused the request: too <i>many</i> requests');
    const star = within(dialog).getByRole('button', { name: 'Add ETH/USDT to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(await serverFavourites()).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the list cannot be loaded', SLOW, async () => {
    env.current.loginAs('uta@spotdesk.test');
    env.server.use(http.get(`*${API.favourites}`, () => HttpResponse.error()));
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(
      'Your favourites could not be loaded. The exchange could not be reached.',
    );
  });

  it('reloads the list when the viewer changes, and takes no toggles while it loads', SLOW, async () => {
    localStorage.setItem('spotdesk.favourites', JSON.stringify(['SOLUSDT']));
    const store = createStore();
    render(
      <AppJotaiProvider store={store}>
        <FavouritesLoader />
      </AppJotaiProvider>,
    );
    expect(store.get(favouritesAtom).status).toBe('loading');

    const visitor = await fetchProfile();
    if (!visitor.ok) throw visitor.error;
    act(() => store.set(profileAtom, { status: 'ready', value: visitor.value }));
    await waitFor(() =>
      expect(store.get(favouritesAtom)).toMatchObject({ source: 'local', symbols: ['SOLUSDT'] }),
    );

    env.current.loginAs('classic@spotdesk.test');
    await fetch(`http://localhost${API.favourites}`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ symbolIds: ['BTCUSDT', 'ETHBTC'] }),
    });
    const classic = await fetchProfile();
    if (!classic.ok) throw classic.error;
    act(() => store.set(profileAtom, { status: 'ready', value: classic.value }));
    expect(store.get(favouritesAtom)).toMatchObject({ status: 'loading', symbols: [] });
    // A toggle now would land in the visitor's storage or be lost: it is refused.
    await act(() => store.set(toggleFavouriteAtom, 'XRPUSDT'));
    await waitFor(() =>
      expect(store.get(favouritesAtom)).toMatchObject({
        status: 'ready',
        source: 'server',
        symbols: ['BTCUSDT', 'ETHBTC'],
      }),
    );
    expect(JSON.parse(localStorage.getItem('spotdesk.favourites') ?? 'null')).toEqual(['SOLUSDT']);
  });
});
