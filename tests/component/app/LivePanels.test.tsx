import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../msw/setupMswExchange';
import { flushHubs, renderApp } from '../renderApp';

const env = setupMswExchange();

/** The market moves in simulated seconds; a budget for a whole panel on a loaded machine. */
const SLOW = { timeout: 30_000 };

/** A shown number as a Decimal ("96,999.62" and "96999.62" are the same price). */
const decimalOf = (text: string | null | undefined) => new Decimal((text ?? 'NaN').replace(/[,\s]/g, ''));

/** Moves the simulated market by `ms` and lets the socket, the hub and React catch up. */
async function advance(ms: number) {
  env.current.time.advance(ms);
  await flushHubs();
}

function region(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

/** The cells of the price column of a book side, top to bottom. */
function prices(side: 'Sell orders' | 'Buy orders'): string[] {
  const group = within(region('Order book')).getByRole('rowgroup', { name: side });
  return within(group)
    .queryAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

async function openSpotPage() {
  renderApp('/en/trade/spot/BTC/USDT');
  await screen.findByRole('region', { name: 'Order book' });
  const book = region('Order book');
  await waitFor(() => expect(within(book).queryByRole('status')).toBeNull());
  return book;
}

describe('live panels through the hub', () => {
  it('moves the connection indicator from connecting to connected', async () => {
    renderApp('/en/trade/spot/BTC/USDT');
    const status = screen.getByRole('status', { name: 'Market connection' });
    expect(status.textContent).toBe('Connecting…');
    await waitFor(() => expect(status.textContent).toBe('Connected'));
  });

  it('says reconnecting when the exchange drops the socket, then connected again', SLOW, async () => {
    await openSpotPage();
    const status = screen.getByRole('status', { name: 'Market connection' });
    env.current.gateway.closeAll(4999, 'socket error');
    await waitFor(() => expect(status.textContent).toMatch(/^Reconnecting \(attempt 1\)/));
    await waitFor(() => expect(status.textContent).toBe('Connected'));
    await waitFor(() => expect(within(region('Order book')).queryByRole('status')).toBeNull());
  });

  it("shows the engine's last price in the header and the title as the market moves", SLOW, async () => {
    await openSpotPage();
    const header = region('BTC/USDT market');
    const lastPrice = () => within(header).getByText('Last price').nextElementSibling;
    const before = env.exchange.candles.ticker('BTCUSDT').lastPrice;
    for (let i = 0; i < 40 && env.exchange.candles.ticker('BTCUSDT').lastPrice === before; i++) {
      await advance(1_000);
    }
    const engineLast = env.exchange.candles.ticker('BTCUSDT').lastPrice;
    expect(engineLast).not.toBe(before);
    await waitFor(() => {
      const shown = lastPrice()?.querySelector('.price-summary__price')?.textContent;
      expect(decimalOf(shown).eq(engineLast)).toBe(true);
    });
    expect(lastPrice()?.textContent).toMatch(/[↑↓] Last trade (up|down)$/);
    for (const term of ['24h high', '24h low']) {
      expect(within(header).getByText(term).nextElementSibling?.textContent).toMatch(/^[\d,]+(\.\d+)?$/);
    }
    // Turnover is abbreviated (spec 001 §1 header; see tests/unit/shared/format/abbreviateDecimal.test.ts).
    expect(within(header).getByText('24h turnover (USDT)').nextElementSibling?.textContent).toMatch(
      /^\d{1,3}\.\d{2}[KMBT]?$/,
    );
    // The title follows the price at most once a second (useDocumentTitle.ts); the price may move again.
    await waitFor(
      () => {
        const shownPrice = lastPrice()?.querySelector('.price-summary__price')?.textContent ?? '';
        // The title carries the price without grouping: "96998.35 BTC/USDT | Spot trading".
        expect(document.title).toBe(`${shownPrice.replaceAll(',', '')} BTC/USDT | Spot trading`);
      },
      { timeout: 3_000 },
    );
  });

  it("shows the engine's best bid and ask, and follows the market", SLOW, async () => {
    await openSpotPage();
    await advance(3_000);
    await waitFor(() => {
      const engine = env.exchange.engine.book('BTCUSDT', 1);
      const asks = prices('Sell orders');
      const bids = prices('Buy orders');
      expect(asks.length).toBe(20);
      expect(bids.length).toBe(20);
      // Asks are listed highest first, so the best ask sits just above the middle row.
      expect(decimalOf(asks.at(-1)).eq(engine.asks[0]?.[0] ?? 'NaN')).toBe(true);
      expect(decimalOf(bids[0]).eq(engine.bids[0]?.[0] ?? 'NaN')).toBe(true);
    });
    const book = region('Order book');
    expect(
      within(book)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Price (USDT)', 'Amount (BTC)', 'Total (BTC)']);
    expect(within(book).getByText(/^Spread [\d,.]+$/)).toBeTruthy();
  });

  it("lists the engine's latest trades, newest first, with the side in words", SLOW, async () => {
    await openSpotPage();
    for (let i = 0; i < 40 && env.exchange.engine.recentTrades('BTCUSDT', 5).length < 5; i++) {
      await advance(1_000);
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Latest trades' }));
    const trades = region('Latest trades');
    await waitFor(() => {
      // The engine lists oldest first; the panel newest first.
      const engine = env.exchange.engine.recentTrades('BTCUSDT', 5).reverse();
      const rows = within(trades).getAllByRole('row').slice(1, 6);
      expect(rows.length).toBe(5);
      rows.forEach((row, i) => {
        const [price, qty, time] = within(row).getAllByRole('cell');
        const trade = engine[i];
        if (!trade) throw new Error('the engine has fewer trades than shown');
        expect(price?.textContent).toMatch(trade.side === 'Buy' ? / Buy$/ : / Sell$/);
        expect(decimalOf(price?.textContent?.replace(/ (Buy|Sell)$/, '')).eq(trade.execPrice)).toBe(true);
        expect(decimalOf(qty?.textContent).eq(trade.execQty)).toBe(true);
        expect(time?.textContent).toMatch(/^\d{2}:\d{2}:\d{2}( [AP]M)?$/);
      });
    });
  });

  it('shows a book as resyncing while its sequence is broken, then recovers', SLOW, async () => {
    const book = await openSpotPage();
    // Every push held back behind the next one: deltas arrive out of order, so the book cannot be trusted.
    env.current.gateway.setFaults({ reorder: 1 });
    let resyncing: HTMLElement | null = null;
    for (let i = 0; i < 40 && !resyncing; i++) {
      await advance(500);
      resyncing = within(book).queryByText('Resyncing…');
    }
    expect(resyncing?.getAttribute('role')).toBe('status');

    env.current.gateway.setFaults({ reorder: 0 });
    for (let i = 0; i < 40 && within(book).queryByText('Resyncing…'); i++) await advance(500);
    await waitFor(() => {
      expect(within(book).queryByRole('status')).toBeNull();
      const engine = env.exchange.engine.book('BTCUSDT', 1);
      expect(decimalOf(prices('Buy orders')[0]).eq(engine.bids[0]?.[0] ?? 'NaN')).toBe(true);
    });
  });
});
