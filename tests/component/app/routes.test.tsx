import { cleanup, screen, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { setupMswExchange } from '../../msw/setupMswExchange';
import { renderApp } from '../renderApp';

const env = setupMswExchange();

/** Where the router settles, once the page of that address shows its heading. */
async function settle(from: string, heading: string) {
  renderApp(from);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  return `${window.location.pathname}${window.location.search}`;
}

describe('route table (spec 000 §2)', () => {
  it.each([
    ['/', '/en/trade/spot/BTC/USDT'],
    ['/trade/spot/', '/en/trade/spot/BTC/USDT'],
    ['/trade/spot', '/en/trade/spot/BTC/USDT'],
    ['/trade/spot/ETH/USDT', '/en/trade/spot/ETH/USDT'],
    ['/en/trade/spot/', '/en/trade/spot/BTC/USDT'],
    ['/en/trade/spot/ETH/USDT', '/en/trade/spot/ETH/USDT'],
    ['/en/trade/spot/eth/usdt', '/en/trade/spot/ETH/USDT'],
    ['/xx/trade/spot/ETH/USDT', '/en/trade/spot/ETH/USDT'],
    ['/somewhere/else', '/en/trade/spot/BTC/USDT'],
    ['/en/trade/futures/BTC/USDT', '/en/trade/spot/BTC/USDT'],
  ])('%s lands on %s', async (from, to) => {
    expect(await settle(from, to.split('/').slice(-2).join('/'))).toBe(to);
  });

  it.each([
    ['/trade/spot/lt/BTC3L/USDT', '/en/trade/spot/lt/BTC3L/USDT'],
    ['/en/trade/spot/lt/btc3l/usdt', '/en/trade/spot/lt/BTC3L/USDT'],
  ])('%s lands on the leveraged-token page %s', async (from, to) => {
    expect(await settle(from, 'BTC3L/USDT leveraged token')).toBe(to);
  });

  it('puts the stored language first', async () => {
    localStorage.setItem('spotdesk.locale', JSON.stringify('ja-JP'));
    expect(await settle('/', 'BTC/USDT')).toBe('/ja-JP/trade/spot/BTC/USDT');
  });

  it("then the browser's first language we have, then the configured fallback", async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['xx-YY', 'fr-CA', 'de-DE']);
    expect(await settle('/trade/spot/ETH/USDT', 'ETH/USDT')).toBe('/fr-FR/trade/spot/ETH/USDT');
    cleanup();
    languages.mockReturnValue(['xx-YY']);
    env.current.site.fallbackLocale = 'de-DE';
    expect(await settle('/trade/spot/ETH/USDT', 'ETH/USDT')).toBe('/de-DE/trade/spot/ETH/USDT');
  });

  it('takes the default quote from the web config', async () => {
    env.current.site.defaultQuote = 'USDC';
    expect(await settle('/trade/spot/', 'BTC/USDC')).toBe('/en/trade/spot/BTC/USDC');
  });

  it('honours the symbolId parameter, also through a locale redirect', { timeout: 15_000 }, async () => {
    expect(await settle('/en/trade/spot/BTC/USDT?symbolId=ETHUSDT', 'ETH/USDT')).toBe(
      '/en/trade/spot/ETH/USDT',
    );
    cleanup();
    expect(await settle('/trade/spot/BTC/USDT?symbolId=SOLUSDT', 'SOL/USDT')).toBe('/en/trade/spot/SOL/USDT');
  });

  it('ignores a symbolId that is not listed', async () => {
    renderApp('/en/trade/spot/BTC/USDT?symbolId=NOPE');
    const main = await screen.findByRole('main', { name: 'BTC/USDT' });
    expect(await within(main).findByRole('region', { name: 'BTC/USDT market' })).toBeTruthy();
  });
});

describe('leveraged-token page', () => {
  it('shows project information, the limits and the market in three sections', async () => {
    renderApp('/en/trade/spot/lt/BTC3L/USDT');
    const main = await screen.findByRole('main', { name: 'BTC3L/USDT leveraged token' });
    const project = await within(main).findByRole('region', { name: 'Project information' });
    expect(
      await within(project).findByText(/BTC3L is a leveraged token that tracks 3× the daily return/),
    ).toBeTruthy();
    const limits = within(main).getByRole('region', { name: 'Subscribe and redeem limits' });
    const info = env.exchange.leveragedToken('BTC3LUSDT');
    const shown =
      within(limits).getByText('Maximum subscription (USDT)').nextElementSibling?.textContent ?? '';
    // In the locale's notation: 200000 shows as 200,000 and its decimals.
    expect(shown).toMatch(/^\d{1,3}(,\d{3})+(\.\d+)?$/);
    expect(new Decimal(shown.replace(/,/g, '')).eq(info?.maxPurchase ?? 'NaN')).toBe(true);
    const market = within(main).getByRole('region', { name: 'Market' });
    expect(
      within(market).getByRole('link', { name: 'Trade BTC3L/USDT on the spot page' }).getAttribute('href'),
    ).toBe('/en/trade/spot/BTC3L/USDT');
    expect(document.title).toBe('BTC3L/USDT leveraged token | Spot trading');
  });

  it('says so when the pair is not a leveraged token, with a way to its spot page', async () => {
    renderApp('/en/trade/spot/lt/BTC/USDT');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('BTC/USDT is not a leveraged token.');
    expect(within(alert).getByRole('link', { name: 'Trade BTC/USDT on the spot page' })).toBeTruthy();
  });

  it('says so for an unknown pair', async () => {
    renderApp('/en/trade/spot/lt/NOPE3L/USDT');
    expect(await screen.findByText('NOPE3L/USDT is not traded on this exchange.')).toBeTruthy();
  });
});
