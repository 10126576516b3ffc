import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../src/app/i18n/createI18n';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { createTestI18n } from '../../createTestI18n';
import { flushHubs, renderApp } from '../../renderApp';

const env = setupMswExchange();
const SLOW = { timeout: 30_000 };

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  vi.restoreAllMocks();
});

/** Lets the market move until the latest-trades table has a row. */
/** Opens the order book panel's trades tab (named `name` in the page's language) and waits for a trade. */
async function findTradeRows(name: string | RegExp) {
  await userEvent.click(await screen.findByRole('tab', { name }, { timeout: 10_000 }));
  const trades = await screen.findByRole('region', { name });
  for (let i = 0; i < 40; i++) {
    const rows = within(trades).queryAllByRole('row').slice(1);
    if (rows.length > 0) return rows;
    env.current.time.advance(1_000);
    await flushHubs();
  }
  throw new Error('no trade was shown');
}

describe('language', () => {
  it('lists the 28 languages by their own names and switches the page to the chosen one', SLOW, async () => {
    renderApp('/en/trade/spot/BTC/USDT?from=test#book');
    const user = userEvent.setup();
    const selector = screen.getByRole('combobox', { name: 'Language' });
    expect(within(selector).getAllByRole('option')).toHaveLength(28);
    expect((selector as HTMLSelectElement).value).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    await screen.findByRole('region', { name: 'Order book' });

    await user.selectOptions(selector, 'العربية');
    expect(window.location.pathname).toBe('/ar-SA/trade/spot/BTC/USDT');
    expect(window.location.search).toBe('?from=test');
    expect(window.location.hash).toBe('#book');
    expect(localStorage.getItem('spotdesk.locale')).toBe('"ar-SA"');
    await waitFor(() => expect(document.documentElement.lang).toBe('ar-SA'));
    expect(document.documentElement.dir).toBe('rtl');
    // The Arabic texts arrive from their own file.
    expect(await screen.findByRole('region', { name: 'دفتر الأوامر' }, { timeout: 10_000 })).toBeTruthy();
    const arabicSelector = screen.getByRole('combobox', { name: 'اللغة' });
    expect((arabicSelector as HTMLSelectElement).value).toBe('ar-SA');

    await user.selectOptions(arabicSelector, 'Deutsch');
    expect(window.location.pathname).toBe('/de-DE/trade/spot/BTC/USDT');
    expect(await screen.findByRole('region', { name: 'Orderbuch' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(localStorage.getItem('spotdesk.locale')).toBe('"de-DE"');
  });

  it('writes numbers and times in the locale’s notation', SLOW, async () => {
    renderApp('/de-DE/trade/spot/BTC/USDT');
    const rows = await findTradeRows('Letzte Trades');
    const [price, , time] = within(rows[0] as HTMLElement).getAllByRole('cell');
    // German decimal comma (the simulator's BTC trades above 1000 also get a "." group).
    expect(price?.textContent).toMatch(/^[\d.]+,\d+ (Kauf|Verkauf)$/);
    expect(time?.textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const rules = screen.getByRole('region', { name: 'Handelsregeln' });
    expect(within(rules).getByText('Mindestmenge pro Handel').nextElementSibling?.textContent).toMatch(
      /^\d+(,\d+)?$/,
    );
  });

  it('keeps working in English when a language’s file fails to load', SLOW, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createTestI18n({
      load: (locale, namespace) => Promise.reject(new TypeError(`cannot fetch ${locale}/${namespace}`)),
    });
    renderApp('/fr-FR/trade/spot/BTC/USDT', { i18n });
    await waitFor(() => expect(i18n.language).toBe('fr-FR'));
    expect(document.documentElement.lang).toBe('fr-FR');
    // The configured fallback (en) fills every key the French file would have given.
    expect(await screen.findByRole('region', { name: 'Order book' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fr-FR/spot'), expect.any(TypeError));
    await findTradeRows('Latest trades');
  });

  it('shows empty texts, and still the live page, when no translation loads at all', SLOW, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createI18n({ locale: 'de-DE', load: () => Promise.reject(new TypeError('offline')) });
    renderApp('/de-DE/trade/spot/BTC/USDT', { i18n });
    const main = screen.getByRole('main', { name: 'BTC/USDT' });
    // No key shows as its own name ("book.heading"): texts are empty, the data is there. The panels'
    // tabs have no names either: the chart panel's two view tabs come first in the grid, then the
    // order book panel's two, whose second tab is the latest trades (the trade area's strips, after
    // them, have one tab and six).
    const tablists = await within(main).findAllByRole('tablist', {}, { timeout: 10_000 });
    const pairs = tablists.filter((list) => within(list).getAllByRole('tab').length === 2);
    const bookTabs = within(pairs.at(-1) as HTMLElement).getAllByRole('tab');
    await userEvent.click(bookTabs[1] as HTMLElement);
    for (let i = 0; i < 40 && !within(main).queryAllByText(/^\d{2}:\d{2}:\d{2}$/).length; i++) {
      env.current.time.advance(1_000);
      await flushHubs();
    }
    expect(within(main).getAllByText(/^\d{2}:\d{2}:\d{2}$/).length).toBeGreaterThan(0);
    expect(within(main).getAllByRole('region').length).toBeGreaterThanOrEqual(3);
    expect(main.textContent).not.toMatch(/\b(book|trades|pair|page)\.[a-z]/);
    expect(within(screen.getByRole('banner')).getAllByRole('option')).toHaveLength(28);
  });
});
