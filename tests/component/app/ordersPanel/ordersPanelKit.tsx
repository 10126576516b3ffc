/**
 * What the orders panel's tests share: the panel alone for the BTC/USDT page, rendered against the
 * msw exchange as a given user (a visitor without one), in the app's providers, found as a person
 * finds it: the region named by its heading.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersPanel } from '../../../../src/app/features/ordersPanel';
import type { MswExchangeEnv } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';

export const PAGE = '/en/trade/spot/BTC/USDT';
export const HEADING = 'Orders and positions';

export async function renderPanel(env: MswExchangeEnv, email?: string) {
  const accountId = email ? env.current.loginAs(email) : undefined;
  const user = userEvent.setup();
  renderApp(PAGE, { panel: <OrdersPanel symbolId="BTCUSDT" /> });
  const panel = await screen.findByRole('region', { name: HEADING });
  return { panel, user, accountId };
}
