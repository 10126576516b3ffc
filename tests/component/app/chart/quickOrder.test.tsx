import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { QuickOrderButton } from '../../../../src/app/features/chart/quickOrder/QuickOrderButton';
import { orderDraftAtom } from '../../../../src/app/features/orderForm/orderDraftAtoms';
import { orderLimitFlagsAtom } from '../../../../src/app/features/orders/orderResultAtoms';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import { ToastRegion } from '../../../../src/app/ui/ToastRegion';
import { checkQuickOrder } from '../../../../src/shared/orderChecks/checkQuickOrder';
import { API, type CreateOrderBody, type Instrument } from '../../../../src/shared/protocol';
import { recordOrderCreates } from '../../../msw/recordOrderCreates';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { createTestI18n } from '../../createTestI18n';

const env = setupMswExchange();
const PAGE = '/en/trade/spot/BTC/USDT';

function instrumentOf(symbolId: string): Instrument {
  const found = env.exchange.engine.instruments.find((instrument) => instrument.symbolId === symbolId);
  if (!found) throw new Error(`no ${symbolId}`);
  return found;
}

interface Options {
  symbolId?: string;
  isVisitor?: boolean;
  goToLogin?: (href: string) => void;
}

/** The button in a chart-sized box, with the real worker checks run in-line and the app's ToastRegion. */
function renderQuickOrder({ symbolId = 'BTCUSDT', isVisitor = false, goToLogin = vi.fn() }: Options = {}) {
  const instrument = instrumentOf(symbolId);
  // What the chart shows: the hub's ticker, which has a price before the first trade of the run.
  const lastPrice = env.exchange.candles.ticker(symbolId).lastPrice;
  const check = vi.fn((input: Parameters<typeof checkQuickOrder>[0]) =>
    Promise.resolve(checkQuickOrder(input)),
  );
  function Chart() {
    const area = useRef<HTMLDivElement>(null);
    return (
      <div ref={area} data-testid="chart">
        <QuickOrderButton
          area={area}
          instrument={instrument}
          lastPrice={lastPrice}
          isVisitor={isVisitor}
          check={check}
          goToLogin={goToLogin}
        />
      </div>
    );
  }
  const store = createStore();
  window.history.replaceState(null, '', PAGE);
  render(
    <AppJotaiProvider store={store}>
      <I18nextProvider i18n={createTestI18n()}>
        <Chart />
        <ToastRegion />
      </I18nextProvider>
    </AppJotaiProvider>,
  );
  return { store, check, instrument, lastPrice };
}

function openPanel(pair = 'BTC/USDT') {
  fireEvent.click(screen.getByRole('button', { name: 'Quick market order' }));
  return screen.getByRole('dialog', { name: `Quick market order, ${pair}` });
}

function order(panel: HTMLElement, side: 'Buy' | 'Sell', quantity: string, base = 'BTC') {
  fireEvent.change(within(panel).getByLabelText(`Quantity (${base})`), { target: { value: quantity } });
  fireEvent.click(within(panel).getByRole('button', { name: side }));
}

const ordersOf = (accountId: string, symbolId = 'BTCUSDT') => [
  ...env.exchange.engine.openOrders(accountId, { symbolId }),
  ...env.exchange.engine.orderHistory(accountId, { symbolId }),
];

describe('quick order from the chart', () => {
  it('places a market buy in base against the engine and says so', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    const { check, lastPrice } = renderQuickOrder();
    const panel = openPanel();
    expect(document.activeElement).toBe(within(panel).getByLabelText('Quantity (BTC)'));
    order(panel, 'Buy', '0.0015');

    const toast = await screen.findByRole('status', { name: 'Order placed' });
    expect(toast.textContent).toContain('Buy 0.001500 BTC at market (BTC/USDT).');
    expect(check).toHaveBeenCalledWith({
      side: 'Buy',
      quantity: '0.0015',
      price: lastPrice,
      quantityStep: '0.000001',
      isVisitor: false,
      isBanBuy: false,
      isBanSell: false,
    });
    const orders = ordersOf(accountId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      side: 'Buy',
      type: 'MARKET',
      origQty: '0.001500',
      marketUnit: 'baseCoin',
    });
    expect(orders[0]?.clientOrderId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a quantity typed with a sign or leading zeros in the wire’s one decimal form', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    const bodies: unknown[] = [];
    env.server.events.on('request:start', ({ request }) => {
      if (request.url.includes(API.createOrder))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    renderQuickOrder();
    order(openPanel(), 'Buy', ' +00.0015 ');
    await screen.findByRole('status', { name: 'Order placed' });
    expect(bodies).toEqual([expect.objectContaining({ quantity: '0.0015' })]);
    expect(ordersOf(accountId)).toHaveLength(1);
  });

  it('places one order per click, and the buttons wait for the answer', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    renderQuickOrder();
    const panel = openPanel();
    fireEvent.change(within(panel).getByLabelText('Quantity (BTC)'), { target: { value: '0.001' } });
    const sell = within(panel).getByRole('button', { name: 'Sell' });
    fireEvent.click(sell);
    expect((sell as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(sell);
    fireEvent.click(sell);
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(accountId)).toHaveLength(1);
    expect((sell as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses the banned side with a toast and sends nothing (LUNCUSDT bans buying)', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    const requests: string[] = [];
    env.server.events.on('request:start', ({ request }) => void requests.push(request.url));
    renderQuickOrder({ symbolId: 'LUNCUSDT' });
    const panel = openPanel('LUNC/USDT');
    order(panel, 'Buy', '100', 'LUNC');

    const toast = await screen.findByRole('status', { name: 'Quick order not placed' });
    expect(toast.textContent).toContain('Buying this pair is suspended.');
    expect(requests.filter((url) => url.includes(API.createOrder))).toEqual([]);
    expect(ordersOf(accountId, 'LUNCUSDT')).toHaveLength(0);
  });

  it('says why a quantity is refused, in the spec order (empty before the visitor)', async () => {
    const goToLogin = vi.fn();
    renderQuickOrder({ isVisitor: true, goToLogin });
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Buy' }));
    const toast = await screen.findByRole('status', { name: 'Quick order not placed' });
    expect(toast.textContent).toContain('Enter a quantity greater than 0.');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('names the step when the quantity is not a multiple of it', async () => {
    env.current.loginAs('classic@spotdesk.test');
    renderQuickOrder();
    order(openPanel(), 'Buy', '0.0000015');
    const toast = await screen.findByRole('status', { name: 'Quick order not placed' });
    expect(toast.textContent).toContain('The quantity must be a multiple of 0.000001 BTC.');
  });

  it('sends a visitor to log in, coming back to this page', async () => {
    const goToLogin = vi.fn();
    renderQuickOrder({ isVisitor: true, goToLogin });
    order(openPanel(), 'Buy', '0.001');
    await vi.waitFor(() =>
      expect(goToLogin).toHaveBeenCalledWith('/login?redirect_url=%2Fen%2Ftrade%2Fspot%2FBTC%2FUSDT'),
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows 32329 in words and raises the standard-account flag (classic, over 1,000,000 quote)', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    // The server values a market order at the last trade: let the market trade first.
    env.current.time.advance(10_000);
    expect(env.exchange.engine.lastPrice('BTCUSDT')).toBeDefined();
    const { store } = renderQuickOrder();
    expect(store.get(orderLimitFlagsAtom).standardAccountLimit).toBe(false);
    order(openPanel(), 'Buy', '20');

    const toast = await screen.findByRole('status', { name: 'Order not placed' });
    expect(toast.textContent).toContain('The order value is above the standard account limit.');
    expect(store.get(orderLimitFlagsAtom)).toEqual({ standardAccountLimit: true, tradeTryLimit: false });
    expect(ordersOf(accountId)).toHaveLength(0);
  });

  it('after an answer lost mid-request, a retry sends the same client order id and places no second order', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    const { bodies } = recordOrderCreates(env);
    // The exchange takes the order, then the connection drops before the answer.
    env.server.use(
      http.post(
        `*${API.createOrder}`,
        async ({ request }) => {
          env.exchange.engine.placeOrder(accountId, (await request.json()) as CreateOrderBody);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    renderQuickOrder();
    const panel = openPanel();
    order(panel, 'Buy', '0.002');
    const lost = await screen.findByRole('status', { name: 'The order may not have been placed' });
    expect(lost.textContent).toContain('Trying again sends the same order, never a second one.');
    expect(ordersOf(accountId)).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: 'Buy' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(accountId)).toHaveLength(1);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.client_order_id).toBe(bodies[0]?.client_order_id);

    // A new order after that is a new submission.
    fireEvent.click(within(panel).getByRole('button', { name: 'Buy' }));
    await vi.waitFor(() => expect(ordersOf(accountId)).toHaveLength(2));
    expect(bodies[2]?.client_order_id).not.toBe(bodies[0]?.client_order_id);
  });

  it('takes the quantity to the order form as a draft at the last price, and closes', () => {
    const { store, lastPrice } = renderQuickOrder();
    const panel = openPanel();
    fireEvent.change(within(panel).getByLabelText('Quantity (BTC)'), { target: { value: ' 0.25 ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'More options in the order form' }));
    expect(store.get(orderDraftAtom)).toEqual({
      symbol: 'BTCUSDT',
      price: lastPrice,
      quantity: '0.25',
      source: 'chart',
      at: expect.any(Number),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderQuickOrder();
    const button = screen.getByRole('button', { name: 'Quick market order' });
    // A pointer press focuses the button (react-aria does so in Safari too); fireEvent does not.
    act(() => button.focus());
    const panel = openPanel();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(within(panel).getByLabelText('Quantity (BTC)'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the hover button only while the pointer is over the chart, or when focused', () => {
    renderQuickOrder();
    const button = screen.getByRole('button', { name: 'Quick market order' });
    const chart = screen.getByTestId('chart');
    expect(button.className).not.toContain('--shown');
    act(() => {
      chart.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientY: 40 }));
    });
    expect(button.className).toContain('quick-order-button--shown');
    act(() => {
      chart.dispatchEvent(new MouseEvent('pointerleave'));
    });
    expect(button.className).not.toContain('--shown');
    act(() => button.focus());
    // Keyboard users have no pointer: it is placed ≥ 2 px inside the box (CSS shows it on :focus-visible).
    expect(button.style.top).toBe('2px');
  });
});
