import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../src/shared/protocol';
import { setupMswExchange } from '../../msw/setupMswExchange';
import { flushHubs, renderApp } from '../renderApp';

const env = setupMswExchange();

/** The value (dd) next to a term (dt) of a description list. */
function valueOf(list: HTMLElement, term: string): string | null | undefined {
  return within(list).getByText(term).nextElementSibling?.textContent;
}

/** The market moves only when the fake clock does; each step waits until the hub has painted it. */
async function tick() {
  env.current.time.advance(200);
  await flushHubs();
}

/** The last price in the market header, once the hub has delivered the ticker. */
async function findPrice(price: () => string): Promise<HTMLElement> {
  const header = await screen.findByRole('region', { name: /market$/ }, { timeout: 10_000 });
  for (let i = 0; i < 100; i++) {
    const found = within(header).queryByText(price());
    if (found) return found;
    await tick();
  }
  throw new Error(`the header never showed ${price()}`);
}

const SLOW = { timeout: 30_000 };

/** What the engine says, formatted independently of the app's helpers (decimal.js, not Fixed). */
function expected(symbolId: string) {
  const instrument = env.exchange.engine.instrument(symbolId);
  if (!instrument) throw new Error(`no ${symbolId}`);
  const ticker = env.exchange.candles.ticker(symbolId);
  const plain = new Decimal(ticker.lastPrice).toFixed(instrument.pricePrecision, Decimal.ROUND_HALF_UP);
  // English groups thousands with a comma: "96,986.46".
  const [whole = '', fraction] = plain.split('.');
  const price = `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
  const pct = new Decimal(ticker.price24hPcntE6).div(10_000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const change = `${pct.isNegative() && !pct.isZero() ? '-' : '+'}${pct.abs().toFixed(2)}%`;
  return { instrument, price, change };
}

describe('spot page', () => {
  it('shows the pair, its precisions, the last price and the signed 24h change', SLOW, async () => {
    renderApp('/en/trade/spot/BTC/USDT');
    const { instrument } = expected('BTCUSDT');

    const main = screen.getByRole('main', { name: 'BTC/USDT' });
    expect(within(main).getByText('Loading BTC/USDT…').getAttribute('role')).toBe('status');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('BTC/USDT');

    const header = await within(main).findByRole('region', { name: 'BTC/USDT market' });
    const priceCell = await findPrice(() => expected('BTCUSDT').price);
    const { price, change } = expected('BTCUSDT');
    expect(priceCell.textContent).toMatch(
      new RegExp(`^\\d{1,3}(,\\d{3})*\\.\\d{${instrument.pricePrecision}}$`),
    );
    expect(valueOf(header, 'Last price')).toMatch(new RegExp(`^${price} [↑↓] Last trade (up|down)$`));
    expect(within(header).getByText(change)).toBeTruthy();
    expect(valueOf(header, '24h change')).toMatch(/^[▲▼■] [+-]\d+\.\d{2}% (Up|Down|Unchanged)$/);

    const rules = within(main).getByRole('region', { name: 'Trading rules' });
    expect(valueOf(rules, 'Price decimals')).toBe(String(instrument.pricePrecision));
    expect(valueOf(rules, 'Quantity decimals')).toBe(String(instrument.quantityPrecision));
    expect(valueOf(rules, 'Amount decimals')).toBe(String(instrument.amountPrecision));
    expect(
      new Decimal(valueOf(rules, 'Minimum trade quantity') ?? 'NaN').eq(instrument.minTradeQuantity),
    ).toBe(true);
    expect(
      new Decimal(valueOf(rules, 'Maximum trade quantity') ?? 'NaN').eq(instrument.maxTradeQuantity),
    ).toBe(true);

    expect(screen.queryByText('Loading BTC/USDT…')).toBeNull();
    // The title follows the price in an effect, after the commit that painted it.
    // The title carries the price without grouping.
    await waitFor(() => expect(document.title).toBe(`${price.replaceAll(',', '')} BTC/USDT | Spot trading`));
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows another pair at its own precision', SLOW, async () => {
    renderApp('/en/trade/spot/ETH/USDT');
    const main = await screen.findByRole('main', { name: 'ETH/USDT' });
    expect(await within(main).findByRole('region', { name: 'ETH/USDT market' })).toBeTruthy();
    expect(await findPrice(() => expected('ETHUSDT').price)).toBeTruthy();
  });

  it("shows the server's message when the symbol list is refused, and recovers by itself", SLOW, async () => {
    env.server.use(
      http.get(`*${API.symbols}`, () =>
        HttpResponse.json(
          { code: 10016, success: false, message: 'matching engine <b>asleep</b>', result: null },
          { status: 500 },
        ),
      ),
    );
    renderApp('/en/trade/spot/BTC/USDT');

    const alert = await screen.findByRole('alert');
    // Server text is shown as text, never as markup.
    expect(alert.textContent).toContain('The exchange refused the request: matching engine <b>asleep</b>');
    expect(within(alert).queryByText('asleep')).toBeNull();
    expect(alert.textContent).toContain('Trying again automatically…');

    env.server.resetHandlers();
    expect(await findPrice(() => expected('BTCUSDT').price)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a network failure, then a non-envelope answer, as the hub retries', SLOW, async () => {
    env.server.use(http.get(`*${API.symbols}`, () => HttpResponse.error(), { once: true }));
    env.server.use(
      http.get(`*${API.symbols}`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }), {
        once: true,
      }),
    );
    renderApp('/en/trade/spot/BTC/USDT');
    // msw answers with the handler added last first: the 502, then the network error.
    expect(await screen.findByText('The exchange answered with an error (HTTP 502).')).toBeTruthy();
    expect(await screen.findByText(/The exchange could not be reached\./)).toBeTruthy();
    expect(await findPrice(() => expected('BTCUSDT').price)).toBeTruthy();
  });

  it('says so for an unknown pair and links back to BTC/USDT', async () => {
    renderApp('/en/trade/spot/FOO/BAR');
    const main = screen.getByRole('main', { name: 'FOO/BAR' });
    expect(await within(main).findByText('FOO/BAR is not traded on this exchange.')).toBeTruthy();

    await userEvent.click(within(main).getByRole('link', { name: 'Go to BTC/USDT' }));
    expect(window.location.pathname).toBe('/en/trade/spot/BTC/USDT');
    expect(await screen.findByRole('main', { name: 'BTC/USDT' })).toBeTruthy();
  });
});
