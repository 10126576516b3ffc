import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../src/shared/protocol';
import { webConfigOf } from '../../../../src/server/api/siteSettings';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import arErrorCode from '../../../../locales/ar-SA/errorCode.json';
import arIntegratedTrade from '../../../../locales/ar-SA/integratedTrade.json';
import arSpot from '../../../../locales/ar-SA/spot.json';
import errorCode from '../../../../locales/en/errorCode.json';
import integratedTrade from '../../../../locales/en/integratedTrade.json';
import spot from '../../../../locales/en/spot.json';
import { createTestI18n } from '../../createTestI18n';
import { flushHubs } from '../../renderApp';
import { renderMarketHeader } from './renderMarketHeader';
import { setupFakeLayout } from './fakeLayout';

const env = setupMswExchange();
const layout = setupFakeLayout();
const SLOW = { timeout: 30_000 };

async function tick() {
  env.current.time.advance(200);
  await flushHubs();
}

async function findHeader(pair: string) {
  return screen.findByRole('region', { name: `${pair} market` }, { timeout: 10_000 });
}

/** The figure (dd) under a term (dt) of the header. */
function figure(header: HTMLElement, term: string): HTMLElement {
  const dd = within(header).getByText(term).nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no figure for ${term}`);
  return dd;
}

/** Whether a field is out of sight (clipped; still in the accessibility tree). */
function isHidden(header: HTMLElement, term: string): boolean {
  return within(header).getByText(term).parentElement?.dataset.hidden === 'true';
}

/** Turnover as the header should abbreviate it, worked out with decimal.js rather than Fixed. */
function expectedTurnover(symbolId: string): string {
  const instrument = env.exchange.engine.instrument(symbolId);
  if (!instrument) throw new Error(symbolId);
  const value = new Decimal(env.exchange.candles.ticker(symbolId).turnover24h).toDecimalPlaces(
    instrument.amountPrecision,
    Decimal.ROUND_HALF_UP,
  );
  for (const [suffix, size] of [
    ['T', 1e12],
    ['B', 1e9],
    ['M', 1e6],
    ['K', 1e3],
  ] as const) {
    if (value.abs().gte(size)) return value.div(size).toFixed(2, Decimal.ROUND_HALF_UP) + suffix;
  }
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}

/** The viewer is known once the favourites are: their stars are enabled. */
async function waitForViewer() {
  await act(() => screen.getByRole('button', { name: /^BTC\/USDT/ }).click());
  const star = await screen.findByRole('button', { name: /BTC\/USDT (to|from) favourites/ });
  await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
}

describe('market header', () => {
  it('shows the 24h turnover abbreviated with K/M/B/T', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const header = await findHeader('BTC/USDT');
    for (let i = 0; i < 100 && figure(header, '24h turnover (USDT)').textContent === '--'; i++) await tick();
    await waitFor(() =>
      expect(figure(header, '24h turnover (USDT)').textContent).toBe(expectedTurnover('BTCUSDT')),
    );
    expect(figure(header, '24h turnover (USDT)').textContent).toMatch(/^\d{1,3}\.\d{2}[KMBT]$/);
    // In the locale's notation, grouped as the book groups them.
    expect(figure(header, '24h high').textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(figure(header, '24h low').textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('keeps each figure left to right in Arabic, its sign before its digits', SLOW, async () => {
    const i18n = createTestI18n({
      locale: 'ar-SA',
      preloaded: {
        en: { spot, errorCode, integratedTrade },
        'ar-SA': { spot: arSpot, errorCode: arErrorCode, integratedTrade: arIntegratedTrade },
      },
    });
    renderMarketHeader('/ar-SA/trade/spot/BTC/USDT', { i18n });
    const header = await screen.findByRole('region', { name: 'سوق BTC/USDT' }, { timeout: 10_000 });
    const number = (term: string) => figure(header, term).querySelector('bdi');
    for (let i = 0; i < 100 && number('التغيّر خلال 24 ساعة') === null; i++) await tick();
    const price = number('آخر سعر');
    const change = number('التغيّر خلال 24 ساعة');
    // An isolate of its own: in the right-to-left line, "+1.95٪" does not become "1.95٪+".
    expect([price?.dir, change?.dir]).toEqual(['ltr', 'ltr']);
    expect(price?.textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    // ar-SA's own signs: a left-to-right mark before the sign, and the Arabic percent sign.
    expect(change?.textContent).toMatch(/^\u200e[+-]\d+\.\d{2}\u066a$/);
  });

  it('hides whole fields from the right when the strip narrows, and brings them back', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const header = await findHeader('BTC/USDT');
    const terms = ['Last price', '24h change', '24h high', '24h low', '24h turnover (USDT)'];
    expect(terms.map((term) => isHidden(header, term))).toEqual([false, false, false, false, false]);

    act(() => {
      layout.fieldsWidth = 350;
      layout.resize();
    });
    expect(terms.map((term) => isHidden(header, term))).toEqual([false, false, false, true, true]);
    // Out of sight, not out of reach: a screen reader still finds the figure under its term.
    expect(within(header).getByText('24h turnover (USDT)').tagName).toBe('DT');

    act(() => {
      layout.fieldsWidth = 199;
      layout.resize();
    });
    expect(terms.map((term) => isHidden(header, term))).toEqual([false, true, true, true, true]);

    // The last price never hides; the strip keeps room for it (its minimum width) and wraps instead.
    act(() => {
      layout.fieldsWidth = 40;
      layout.resize();
    });
    expect(terms.map((term) => isHidden(header, term))).toEqual([false, true, true, true, true]);
    expect(within(header).getByText('Last price').closest('dl')?.style.minWidth).toBe('100px');

    act(() => {
      layout.fieldsWidth = 500;
      layout.resize();
    });
    expect(terms.map((term) => isHidden(header, term))).toEqual([false, false, false, false, false]);
  });

  it('links a listed pair to its liquidity shield, in a new tab', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const header = await findHeader('BTC/USDT');
    const link = await within(header).findByRole('link', {
      name: 'Liquidity shield (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('https://spotdesk.test/liquidity-shield/BTCUSDT');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no liquidity shield for a pair that is not listed', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/ADA/USDT');
    const header = await findHeader('ADA/USDT');
    await act(() => screen.getByRole('button', { name: /^ADA\/USDT/ }).click());
    const star = await screen.findByRole('button', { name: 'Add ADA/USDT to favourites' });
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    expect(within(header).queryByRole('link', { name: /Liquidity shield/ })).toBeNull();
  });

  it('has no liquidity shield for a demo account', SLOW, async () => {
    env.current.loginAs('demo@spotdesk.test');
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const header = await findHeader('BTC/USDT');
    await waitForViewer();
    expect(within(header).queryByRole('link', { name: /Liquidity shield/ })).toBeNull();
  });

  it('shows the liquidity shield to a logged-in classic account', SLOW, async () => {
    env.current.loginAs('classic@spotdesk.test');
    renderMarketHeader('/en/trade/spot/ETH/USDT');
    const header = await findHeader('ETH/USDT');
    const link = await within(header).findByRole('link', { name: /Liquidity shield/ });
    expect(link.getAttribute('href')).toBe('https://spotdesk.test/liquidity-shield/ETHUSDT');
  });

  it('refuses a liquidity-shield link that is not http(s)', SLOW, async () => {
    env.current.site.region = 'eu';
    const config = webConfigOf(env.current.site);
    env.server.use(
      http.get(`*${API.webConfig}`, () =>
        HttpResponse.json({
          code: 0,
          success: true,
          message: '',
          result: { ...config, links: { ...config.links, liquidityShield: 'javascript:alert({symbol})' } },
        }),
      ),
    );
    // The EU notice says the config has arrived; the viewer, that the shield's other gate is open.
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const header = await findHeader('BTC/USDT');
    await within(header).findByRole('note');
    await waitForViewer();
    expect(within(header).queryByRole('link', { name: /Liquidity shield/ })).toBeNull();
  });

  describe('EU notice', () => {
    it('is not shown outside the EU', SLOW, async () => {
      renderMarketHeader('/en/trade/spot/BTC/USDT');
      const header = await findHeader('BTC/USDT');
      await within(header).findByRole('link', { name: /Liquidity shield/ });
      expect(within(header).queryByRole('note')).toBeNull();
    });

    it('is shown on a USDT pair in the EU, with its link', SLOW, async () => {
      env.current.site.region = 'eu';
      renderMarketHeader('/en/trade/spot/BTC/USDT');
      const header = await findHeader('BTC/USDT');
      const note = await within(header).findByRole('note');
      expect(note.textContent).toContain('USDT is not an authorised stablecoin in the EU');
      const link = within(note).getByRole('link', { name: 'Learn more (opens in a new tab)' });
      expect(link.getAttribute('href')).toBe('https://spotdesk.test/legal/eu-stablecoins');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('is not shown on a pair without USDT in the EU', SLOW, async () => {
      env.current.site.region = 'eu';
      renderMarketHeader('/en/trade/spot/BTC/USDT');
      // Shown here, so the config is known before the pair changes (it loads once per app).
      await within(await findHeader('BTC/USDT')).findByRole('note');
      await userEvent.click(screen.getByRole('button', { name: /^BTC\/USDT/ }));
      await userEvent.click(screen.getByRole('tab', { name: 'USDC' }));
      await userEvent.click(screen.getByRole('link', { name: 'BTC/USDC' }));
      const header = await findHeader('BTC/USDC');
      expect(within(header).queryByRole('note')).toBeNull();
    });

    it('is not shown in the EU when the compliance switch is off', SLOW, async () => {
      env.current.site.region = 'eu';
      env.current.site.compliance.euUsdtNotice = false;
      renderMarketHeader('/en/trade/spot/BTC/USDT');
      const header = await findHeader('BTC/USDT');
      await within(header).findByRole('link', { name: /Liquidity shield/ });
      expect(within(header).queryByRole('note')).toBeNull();
    });
  });
});
