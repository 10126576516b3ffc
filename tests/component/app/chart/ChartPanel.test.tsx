/**
 * The chart panel in the whole app, against the msw exchange, with the in-process compute worker and
 * the recording chart library (tests/component/fakeLightweightCharts.ts): what reaches the chart, the
 * views a visitor and a demo user get, order lines moved by keyboard and by pointer (modify, the
 * crossing hint, a rejection putting the line back), trade markers and their detail table, and the
 * average-price line. Real drawing is checked in Chromium (tests/e2e/chart.spec.ts).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { FAKE_Y_AT_ZERO, fakeCharts, type FakeSeries } from '../../fakeLightweightCharts';
import { flushHubs, renderApp } from '../../renderApp';
import { stubGridEnvironment } from '../layout/gridHarness';

const env = setupMswExchange();
stubGridEnvironment(() => 1300);
const SLOW = { timeout: 30_000 };

beforeAll(() => {
  // jsdom has no pointer capture; the handle only asks for it.
  Element.prototype.setPointerCapture ??= () => undefined;
});

const panel = () => screen.getByRole('region', { name: 'Chart' });
async function chartImage() {
  // The panel's code loads after the first paint, behind a busy placeholder of the same name.
  const region = await screen.findByRole('region', { name: 'Chart', busy: false }, { timeout: 10_000 });
  return within(region).findByRole('img', { name: /chart, .*Bars: [1-9]/ }, { timeout: 10_000 });
}

/** The price series of the newest live chart (the candlestick series by default). */
function priceSeries(): FakeSeries {
  const chart = fakeCharts.filter((c) => !c.removed).at(-1);
  const series = chart?.series.find((s) => s.kind === 'Candlestick' || s.kind === 'Line' || s.kind === 'Bar');
  if (!series) throw new Error('no price series drawn');
  return series;
}

async function advance(ms: number) {
  await act(async () => {
    env.current.time.advance(ms);
    await flushHubs();
  });
}

/** The last price the page shows (the ticker's: before the first live trade, the history's close). */
const lastPrice = () => Number(env.exchange.candles.ticker('BTCUSDT')?.lastPrice);

/** A resting limit buy 1 % under the last price for the logged-in account. */
function restingBuy(accountId: string) {
  const last = lastPrice();
  const price = (Math.round(last * 0.99 * 100) / 100).toFixed(2);
  const placed = env.exchange.engine.placeOrder(accountId, {
    symbol_id: 'BTCUSDT',
    side: 'Buy',
    type: 'LIMIT',
    price,
    quantity: '0.010000',
    client_order_id: `component-${price}`,
  });
  if (!placed.ok) throw new Error(`could not place: ${JSON.stringify(placed.error)}`);
  return placed.value;
}

/** Moves the market until it has traded, and the hub has pushed the ticker to the page. */
async function marketMoved() {
  for (let i = 0; i < 20 && env.exchange.engine.lastPrice('BTCUSDT') === undefined; i++) await advance(1_000);
  await advance(500);
  // ...and the page has it: the header tells the last trade's direction once a live price is in.
  await screen.findAllByText(/^Last trade (up|down)$/, undefined, { timeout: 3_000 });
}

const openPrice = (accountId: string, orderId: string) =>
  env.exchange.engine.openOrders(accountId, {}).find((o) => o.orderId === orderId)?.price;

describe('chart panel', () => {
  it('draws the series from the compute worker and joins the live candles to it', SLOW, async () => {
    renderApp('/en/trade/spot/BTC/USDT');
    expect((await chartImage()).getAttribute('aria-label')).toMatch(
      /^BTC\/USDT Candles chart, 30 minutes\. Bars: 500, from .+ to .+ UTC$/,
    );
    const series = priceSeries();
    expect(series.data).toHaveLength(500);
    // Once the market has traded, its live candle reaches the chart (the hub's and the page's pacing
    // are real time, so wait for it as a person would, rather than count market seconds).
    await marketMoved();
    await waitFor(() => expect(series.updates.length).toBeGreaterThan(0), { timeout: 5_000 });
    // The live bar is the newest or the one after it: no gap, no bar before the history's last.
    const lastHistory = (series.data.at(-1) as { time: number }).time;
    const live = series.updates.at(-1)?.point as { time: number };
    expect([lastHistory, lastHistory + 1800]).toContain(live.time);
  });

  it('shows a visitor the chart and quick trade only; a demo user gets no Trade analysis', SLOW, async () => {
    renderApp('/en/trade/spot/BTC/USDT');
    await chartImage();
    await userEvent.click(within(panel()).getByRole('tab', { name: 'Trade analysis' }));
    expect(
      await within(panel()).findByRole('table', { name: /^Taker flow over the latest \d+ trades$/ }),
    ).toBeTruthy();
    await userEvent.click(within(panel()).getByRole('tab', { name: 'Chart' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Display options' }));
    const options = await screen.findByRole('menu', { name: 'Display options' });
    expect(within(options).getAllByRole('menuitemcheckbox')).toHaveLength(1);
    expect(within(options).getByRole('menuitemcheckbox', { name: 'Quick market trade' })).toBeTruthy();
  });

  it('hides Trade analysis from a demo account', SLOW, async () => {
    env.current.loginAs('demo@spotdesk.test');
    renderApp('/en/trade/spot/BTC/USDT');
    await chartImage();
    await waitFor(() => expect(within(panel()).queryByRole('tab', { name: 'Trade analysis' })).toBeNull());
  });

  it('moves an order line by keyboard, and puts it back when the exchange refuses', SLOW, async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    const order = restingBuy(accountId);
    renderApp('/en/trade/spot/BTC/USDT');
    await chartImage();
    const handle = await within(panel()).findByRole(
      'button',
      { name: /^Buy order, 0\.010000 at [\d,.]+\. Drag/ },
      { timeout: 10_000 },
    );
    // The library's line is there too, at the order's price.
    await waitFor(() =>
      expect(
        priceSeries().priceLines.some((l) => !l.removed && l.options.price === Number(order.price)),
      ).toBe(true),
    );

    handle.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    const up = (Number(order.price) + 0.02).toFixed(2);
    await waitFor(() => expect(openPrice(accountId, order.orderId)).toBe(up));
    expect(
      await screen.findByText(`Buy 0.010000 BTC at ${Number(up).toLocaleString('en-US')} (BTC/USDT).`),
    ).toBeTruthy();
    await waitFor(() =>
      expect(handle.getAttribute('aria-label')).toContain(`at ${Number(up).toLocaleString('en-US')}`),
    );

    // The line keeps the focus while the exchange answers, and takes keys again once it has.
    expect(document.activeElement).toBe(handle);
    await waitFor(() => expect(handle.getAttribute('aria-busy')).toBe('false'));
    env.server.use(
      http.post('*/spot/api/order/modify', () =>
        HttpResponse.json({ code: 81001, success: false, message: 'account in liquidation', result: null }),
      ),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((await screen.findByRole('status', { name: 'Order not placed' })).textContent).toMatch(
      /liquidat/i,
    );
    await waitFor(() => expect(handle.getAttribute('aria-busy')).not.toBe('true'));
    expect(handle.getAttribute('aria-label')).toContain(`at ${Number(up).toLocaleString('en-US')}`);
    expect(openPrice(accountId, order.orderId)).toBe(up);
  });

  it('asks before a dragged line crosses the market, and sends nothing when told no', SLOW, async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    const order = restingBuy(accountId);
    renderApp('/en/trade/spot/BTC/USDT');
    await chartImage();
    const handle = await within(panel()).findByRole('button', { name: /^Buy order/ }, { timeout: 10_000 });
    // The crossing is judged against the last price the page has: let the market push its ticker.
    await marketMoved();
    const above = lastPrice() * 1.01;
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: FAKE_Y_AT_ZERO - Number(order.price) });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: FAKE_Y_AT_ZERO - above });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    const hint = await screen.findByRole('alertdialog', { name: 'Price crosses the market' });
    // Both prices in the locale's notation (en: thousands grouped), not raw decimal strings.
    expect(hint.textContent).toMatch(
      /A buy at \d{1,3}(,\d{3})+\.\d+ is above the last price \d{1,3}(,\d{3})+\.\d+/,
    );
    await userEvent.click(within(hint).getByRole('button', { name: 'Keep the old price' }));
    expect(screen.queryByRole('alertdialog', { name: 'Price crosses the market' })).toBeNull();
    expect(handle.getAttribute('aria-label')).toContain(`at ${Number(order.price).toLocaleString('en-US')}`);
    expect(openPrice(accountId, order.orderId)).toBe(order.price);

    // Confirmed this time: the order moves above the market (and may fill at once).
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: FAKE_Y_AT_ZERO - Number(order.price) });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: FAKE_Y_AT_ZERO - above });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Price crosses the market' })).getByRole(
        'button',
        {
          name: 'Modify',
        },
      ),
    );
    await waitFor(() => expect(openPrice(accountId, order.orderId)).not.toBe(order.price));
  });

  it(
    "marks the user's trades and opens the bar's trade detail; draws the average buy line",
    SLOW,
    async () => {
      const accountId = env.current.loginAs('classic@spotdesk.test');
      const bought = env.exchange.engine.placeOrder(accountId, {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'MARKET',
        quantity: '0.002000',
        client_order_id: 'component-market',
      });
      expect(bought.ok).toBe(true);
      const [execution] = env.exchange.engine.executions(accountId, { symbolId: 'BTCUSDT' });
      if (!execution) throw new Error('the market buy did not fill');
      renderApp('/en/trade/spot/BTC/USDT');
      await chartImage();
      // The executions come from the exchange over REST: wait on the clock of the wall, not a count of
      // steps (a loaded machine answers slower).
      const giveUp = Date.now() + 15_000;
      while (priceSeries().markers.length === 0 && Date.now() < giveUp) await advance(100);
      expect(priceSeries().markers.length).toBeGreaterThan(0);
      const marker = priceSeries().markers[0] as {
        id: string;
        color: string;
        position: string;
        text: string;
      };
      expect(marker).toMatchObject({ id: execution.tradeId, position: 'belowBar', text: 'B' });

      const chart = fakeCharts.filter((c) => !c.removed).at(-1);
      act(() =>
        chart?.clickListeners.forEach((listener) => listener({ hoveredObjectId: execution.tradeId })),
      );
      const detail = await screen.findByRole('dialog', { name: 'Your trades in this bar' });
      const cells = within(detail)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toContain('Buy');
      expect(cells).toContain(
        Number(execution.execPrice).toLocaleString('en-US', { minimumFractionDigits: 2 }),
      );

      await userEvent.keyboard('{Escape}');
      await userEvent.click(within(panel()).getByRole('button', { name: 'Display options' }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Average buy price line' }));
      await waitFor(() =>
        expect(priceSeries().priceLines.some((l) => !l.removed && l.options.title === 'Avg buy 7D')).toBe(
          true,
        ),
      );
    },
  );
});
