/**
 * What the Open orders tests share: the tab rendered alone in the app's providers against the msw
 * exchange as the classic user (with the cancel-all confirm setting as a test asks), orders placed
 * straight in the engine around the market, the requests the tab sends, and the market moved.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { OpenOrdersTab } from '../../../../src/app/features/ordersPanel/openOrders/OpenOrdersTab';
import { profileOf } from '../../../../src/server/api/routes/session';
import { API, type CreatePlanOrderBody } from '../../../../src/shared/protocol';
import type { MswExchangeEnv } from '../../../msw/setupMswExchange';
import { flushHubs, renderApp } from '../../renderApp';

export const EMAIL = 'classic@spotdesk.test';

/** A price `factor` times the pair's last price, on its 0.01 tick. */
export function priceAt(env: MswExchangeEnv, factor: number, symbol = 'BTCUSDT'): string {
  const last = Number(env.exchange.candles.ticker(symbol)?.lastPrice);
  return (Math.round(last * factor * 100) / 100).toFixed(2);
}

let placed = 0;

/** A resting limit order of the account, placed in the engine. */
export function limit(
  env: MswExchangeEnv,
  accountId: string,
  side: 'Buy' | 'Sell',
  price: string,
  symbol = 'BTCUSDT',
) {
  const outcome = env.exchange.engine.placeOrder(accountId, {
    symbol_id: symbol,
    side,
    type: 'LIMIT',
    price,
    quantity: '0.010000',
    client_order_id: `open-orders-${(placed += 1)}`,
  });
  if (!outcome.ok) throw new Error(`could not place: ${JSON.stringify(outcome.error)}`);
  return outcome.value;
}

/** A plan order of the account, placed in the engine. */
export function plan(
  env: MswExchangeEnv,
  accountId: string,
  body: Omit<CreatePlanOrderBody, 'client_order_id' | 'symbol_id'>,
) {
  const outcome = env.exchange.engine.placePlanOrder(accountId, {
    symbol_id: 'BTCUSDT',
    client_order_id: `open-orders-${(placed += 1)}`,
    ...body,
  });
  if (!outcome.ok) throw new Error(`could not place: ${JSON.stringify(outcome.error)}`);
  return outcome.value;
}

/** The paths of the order-changing requests the page sends from now on (cancel, cancel-all, modify). */
export function recordOrderCalls(env: MswExchangeEnv): string[] {
  const paths: string[] = [];
  const watched = new Set<string>([
    API.cancelOrder,
    API.cancelPlanOrder,
    API.cancelAllOrders,
    API.cancelAllPlanOrders,
    API.modifyOrder,
    API.modifyPlanOrder,
  ]);
  env.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (watched.has(path)) paths.push(path);
  });
  return paths;
}

/** Renders the tab as the classic user and waits for its sub-tabs. */
export async function renderOpenOrders(
  env: MswExchangeEnv,
  options: { allPairs?: boolean; confirmCancelAll?: boolean } = {},
) {
  const accountId = env.current.loginAs(EMAIL);
  const user = env.current.users.byEmail(EMAIL);
  env.server.use(
    http.get(`*${API.profile}`, () => {
      const profile = profileOf(user, env.current.users);
      return HttpResponse.json({
        code: 0,
        success: true,
        message: '',
        result: {
          ...profile,
          double_confirm: { ...profile.double_confirm, cancelAll: options.confirmCancelAll ?? false },
        },
      });
    }),
  );
  const view = renderApp('/en/trade/spot/BTC/USDT', {
    panel: <OpenOrdersTab symbolId="BTCUSDT" allPairs={options.allPairs ?? false} />,
  });
  await screen.findByRole('tablist', { name: 'Open order types' }, { timeout: 10_000 });
  const tick = async (ms = 200) => {
    await act(async () => {
      env.current.time.advance(ms);
      await flushHubs();
    });
  };
  // No pause between keystrokes: nothing here is timed by them, and a pause per key is most of a test's time.
  return { ...view, accountId, user: userEvent.setup({ delay: null }), tick };
}

/** Moves the market until `check` holds (the hub's pushes delivered and painted). */
export async function until(tick: () => Promise<void>, check: () => void) {
  await waitFor(async () => {
    await tick();
    check();
  });
}

/** The table rows of the shown sub-tab, without its header row. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll('tbody tr[aria-rowindex]')] as HTMLElement[];
}

export { expect };
