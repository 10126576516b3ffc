import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { flushHubs, renderApp } from '../../renderApp';
import { renderMarketHeader } from './renderMarketHeader';
import { setupFakeLayout } from './fakeLayout';

const env = setupMswExchange();
const layout = setupFakeLayout();
const SLOW = { timeout: 30_000 };

async function tick() {
  env.current.time.advance(200);
  await flushHubs();
}

const symbolButton = (pair: string) =>
  screen.findByRole('button', { name: new RegExp(`^${pair.replace('/', '\\/')}`) }, { timeout: 10_000 });

/** The pairs the table shows, top to bottom. */
function pairsShown(dialog: HTMLElement): string[] {
  const table = within(dialog).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent ?? '');
}

/** The row of one pair, once its ticker has arrived. */
async function liveRow(dialog: HTMLElement, pair: string): Promise<HTMLElement> {
  for (let i = 0; i < 100; i++) {
    const link = within(dialog).queryByRole('link', { name: pair });
    const row = link?.closest('tr');
    if (
      row &&
      !within(row)
        .queryAllByRole('cell')
        .some((cell) => cell.textContent === '--')
    )
      return row;
    await tick();
  }
  throw new Error(`${pair} never got a ticker`);
}

describe('markets popover', () => {
  it('opens on click with focus in the search, lists USDT pairs, and searches', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const button = await symbolButton('BTC/USDT');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search pairs' });
    expect(document.activeElement).toBe(search);

    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Favourites', 'USDT', 'USDC', 'EUR', 'BTC']);
    expect(within(dialog).getByRole('tab', { selected: true }).textContent).toBe('USDT');
    const usdtPairs = env.exchange.engine.instruments
      .filter((i) => i.quoteTokenName === 'USDT')
      .map((i) => i.symbolName);
    expect(new Set(pairsShown(dialog))).toEqual(new Set(usdtPairs));

    await userEvent.type(search, 'EtH');
    expect(pairsShown(dialog)).toEqual(['ETH/USDT']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nope');
    expect(pairsShown(dialog)).toEqual([]);
    expect(within(dialog).getByRole('status').textContent).toBe('No pairs match “nope”.');
  });

  it('shows each row with its price, signed 2-decimal change and turnover', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    const row = await liveRow(dialog, 'ETH/USDT');
    const [, , price, change, turnover] = within(row).getAllByRole('cell');
    const instrument = env.exchange.engine.instrument('ETHUSDT');
    // In the locale's notation: thousands grouped.
    expect(price?.textContent).toMatch(
      new RegExp(`^\\d{1,3}(,\\d{3})*\\.\\d{${instrument?.pricePrecision}}$`),
    );
    expect(change?.textContent).toMatch(/^[+-]\d+\.\d{2}%$/);
    expect(change?.dataset.trend).toMatch(/^(up|down|flat)$/);
    expect(turnover?.textContent).toMatch(/^\d{1,3}\.\d{2}[KMBT]?$/);
  });

  it('sorts by a column and says so with aria-sort', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    await liveRow(dialog, 'BTC/USDT');
    const header = within(dialog).getByRole('columnheader', { name: /Last price/ });
    expect(header.getAttribute('aria-sort')).toBeNull();

    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const prices = () =>
      within(within(dialog).getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '')
        .filter((text) => text !== '--')
        .map((text) => new Decimal(text.replaceAll(',', '')));
    const descending = prices();
    expect(descending.length).toBeGreaterThan(3);
    descending.slice(1).forEach((price, i) => expect(price.lte(descending[i] ?? 0)).toBe(true));

    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = prices();
    ascending.slice(1).forEach((price, i) => expect(price.gte(ascending[i] ?? 0)).toBe(true));

    const pairHeader = within(dialog).getByRole('columnheader', { name: /Pair/ });
    await userEvent.click(within(pairHeader).getByRole('button'));
    expect(pairHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(header.getAttribute('aria-sort')).toBeNull();
    const names = pairsShown(dialog);
    expect(names).toEqual([...names].sort());
  });

  it('changes tabs with a click and with the arrow keys', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'BTC' }));
    expect(pairsShown(dialog)).toEqual(['ETH/BTC']);
    expect(within(dialog).getByRole('tabpanel', { name: 'BTC' })).toBeTruthy();

    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'EUR' }));
    expect(new Set(pairsShown(dialog))).toEqual(new Set(['BTC/EUR', 'SOL/EUR']));
    await userEvent.keyboard('{Home}');
    expect(within(dialog).getByRole('tab', { selected: true }).textContent).toBe('Favourites');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'No favourites yet. Star a pair to add it here.',
    );
  });

  it('opens the chosen pair and closes', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    expect(within(dialog).getByRole('link', { name: 'BTC/USDT' }).getAttribute('aria-current')).toBe('page');
    await userEvent.type(within(dialog).getByRole('searchbox'), 'eth');
    await userEvent.click(within(dialog).getByRole('link', { name: 'ETH/USDT' }));

    expect(window.location.pathname).toBe('/en/trade/spot/ETH/USDT');
    expect(await screen.findByRole('region', { name: 'ETH/USDT market' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it(
    'opens the first pair listed on Enter in the search, and nothing when none is listed',
    SLOW,
    async () => {
      renderMarketHeader('/en/trade/spot/BTC/USDT');
      await userEvent.click(await symbolButton('BTC/USDT'));
      const dialog = await screen.findByRole('dialog', { name: 'Markets' });
      const search = within(dialog).getByRole('searchbox');
      await userEvent.type(search, 'nope{Enter}');
      expect(await within(dialog).findByRole('status')).toBeTruthy();
      expect(window.location.pathname).toBe('/en/trade/spot/BTC/USDT');
      await userEvent.clear(search);
      await userEvent.type(search, 'eth');
      await within(dialog).findByRole('link', { name: 'ETH/USDT' });
      await userEvent.keyboard('{Enter}');

      expect(window.location.pathname).toBe('/en/trade/spot/ETH/USDT');
      expect(await screen.findByRole('region', { name: 'ETH/USDT market' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('opens a leveraged token on its own page, by its link and by its row', SLOW, async () => {
    // The whole page: the test asserts what the leveraged token's own page shows.
    const { goTo } = renderApp('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    const link = await screen.findByRole('link', { name: 'BTC3L/USDT' });
    expect(link.getAttribute('href')).toBe('/en/trade/spot/lt/BTC3L/USDT');
    // A spot pair beside it keeps the spot page.
    expect(screen.getByRole('link', { name: 'ETH/USDT' }).getAttribute('href')).toBe(
      '/en/trade/spot/ETH/USDT',
    );
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/en/trade/spot/lt/BTC3L/USDT');
    expect(await screen.findByRole('heading', { name: 'BTC3L/USDT leveraged token' })).toBeTruthy();

    await goTo('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    const row = screen.getByRole('link', { name: 'BTC3L/USDT' }).closest('tr');
    await userEvent.click(within(row as HTMLElement).getAllByRole('cell')[2] as HTMLElement);
    expect(window.location.pathname).toBe('/en/trade/spot/lt/BTC3L/USDT');
  });

  it('closes on Escape and gives focus back to the symbol', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const button = await symbolButton('BTC/USDT');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Keyboard only: Enter opens it again.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('opens on hover without taking focus, and closes when the pointer leaves', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const button = await symbolButton('BTC/USDT');
    await userEvent.hover(button);
    expect(await screen.findByRole('dialog', { name: 'Markets' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);

    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it(
    'stays open while the pointer is over the list, which is portaled away from the symbol',
    SLOW,
    async () => {
      renderMarketHeader('/en/trade/spot/BTC/USDT');
      const button = await symbolButton('BTC/USDT');
      await userEvent.hover(button);
      const dialog = screen.getByRole('dialog', { name: 'Markets' });
      expect(button.closest('.markets-menu')?.contains(dialog)).toBe(false);
      // Across the gap and into the list, then as long as the menu waits before closing (200 ms):
      // timers of one delay fire in the order they were set, so its close timer has fired by then.
      await userEvent.unhover(button);
      await userEvent.hover(dialog);
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.getByRole('dialog', { name: 'Markets' })).toBe(dialog);

      await userEvent.unhover(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(document.body);
    },
  );

  it('turns a look into an opening when the hovered symbol is clicked', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    const button = await symbolButton('BTC/USDT');
    await userEvent.hover(button);
    const dialog = screen.getByRole('dialog', { name: 'Markets' });
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Markets' })).toBe(dialog);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', SLOW, async () => {
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    // Outside the symbol and the list (the header is all there is on this page).
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders only the rows in view, and tells the full count', SLOW, async () => {
    layout.viewportHeight = 96;
    renderMarketHeader('/en/trade/spot/BTC/USDT');
    await userEvent.click(await symbolButton('BTC/USDT'));
    const table = within(await screen.findByRole('dialog')).getByRole('table');
    const usdt = env.exchange.engine.instruments.filter((i) => i.quoteTokenName === 'USDT').length;
    expect(table.getAttribute('aria-rowcount')).toBe(String(usdt + 1));
    const rendered = within(table).getAllByRole('row').slice(1);
    // 3 rows fit in 96 px, plus the overscan of 8.
    expect(rendered.length).toBe(11);
    expect(rendered.length).toBeLessThan(usdt);
    expect(rendered[0]?.getAttribute('aria-rowindex')).toBe('2');
  });
});
