/**
 * Editing open orders in place (spec 000 §4 "Editing", §5 edit checks in the compute worker, §7 modify
 * and plan modify, §8 results) and the exchange's refusals (81001 for a modify and a cancel), against
 * the real engine behind msw.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { API } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { setupFakeLayout } from '../marketHeader/fakeLayout';
import { expect, limit, plan, priceAt, recordOrderCalls, renderOpenOrders, until } from './openOrdersKit';

const env = setupMswExchange();
// The table is virtualised: jsdom lays nothing out, so its scroll box is given ten rows' height.
setupFakeLayout({ viewportHeight: 320 });
const SLOW = { timeout: 30_000 };

const en = (price: string) => Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 });
const ORDER = 'of order Limit Buy 0.010000 BTC, BTC/USDT';

describe('Open orders: edit in place', () => {
  it(
    'checks an edit in the worker, closes on the same value, asks across the market, and modifies',
    SLOW,
    async () => {
      const accountId = env.current.loginAs('classic@spotdesk.test');
      const order = limit(env, accountId, 'Buy', priceAt(env, 0.98));
      const calls = recordOrderCalls(env);
      const { user, tick } = await renderOpenOrders(env);
      const priceButton = () =>
        screen.findByRole('button', { name: `Edit price ${en(order.price)} ${ORDER}` });
      await until(tick, () => expect(screen.getByRole('tab', { name: 'Limit and market (1)' })).toBeTruthy());

      // The same value (typed differently) closes the editor without a request.
      await user.click(await priceButton());
      const field = screen.getByRole('textbox', { name: 'New price' });
      expect(document.activeElement).toBe(field);
      await user.clear(field);
      await user.type(field, `${order.price}0{Enter}`);
      // The figure is back, and then (in the effect after its render) the focus is on it.
      const back = await priceButton();
      await waitFor(() => expect(document.activeElement).toBe(back));
      expect(screen.queryByRole('textbox', { name: 'New price' })).toBeNull();

      // Refused by the checks: said on the field, nothing sent.
      await user.click(await priceButton());
      await user.clear(screen.getByRole('textbox', { name: 'New price' }));
      await user.type(screen.getByRole('textbox', { name: 'New price' }), '0{Enter}');
      const refused = await screen.findByText('The price must be at least 0.01.');
      const input = screen.getByRole('textbox', { name: 'New price' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain(refused.id);

      // Across the market: asked first; kept, nothing sent. (The crossing is judged against the last
      // price the page has: a trade against the makers' bids gives the pair one, pushed to the editor.)
      const sold = env.exchange.engine.placeOrder(accountId, {
        symbol_id: 'BTCUSDT',
        side: 'Sell',
        type: 'MARKET',
        quantity: '0.000100',
        client_order_id: 'open-orders-trade',
      });
      expect(sold.ok && env.exchange.engine.lastPrice('BTCUSDT')).toBeTruthy();
      await tick();
      await user.clear(input);
      await user.type(input, priceAt(env, 1.02));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const hint = await screen.findByRole('alertdialog', { name: 'Price crosses the market' });
      await user.click(within(hint).getByRole('button', { name: 'Keep the old price' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(calls).toEqual([]);

      // A price under the market: sent, the toast, the engine's order moved, the row shows it.
      const lower = priceAt(env, 0.97);
      await user.clear(input);
      await user.type(input, `${lower}{Enter}`);
      expect(await screen.findByRole('status', { name: 'Order placed' })).toBeTruthy();
      expect(env.exchange.engine.findOrder(accountId, { orderId: order.orderId })?.price).toBe(lower);
      expect(calls).toEqual([API.modifyOrder]);
      await until(tick, () =>
        expect(screen.getByRole('button', { name: `Edit price ${en(lower)} ${ORDER}` })).toBeTruthy(),
      );
    },
  );

  it(
    'modifies a plan through plan modify; shows the exchange’s refusals (81001, liquidation)',
    SLOW,
    async () => {
      const accountId = env.current.loginAs('classic@spotdesk.test');
      const order = limit(env, accountId, 'Buy', priceAt(env, 0.98));
      const stop = plan(env, accountId, {
        plan_type: 8,
        side: 'Buy',
        type: 'LIMIT',
        quantity: '0.010000',
        trigger_price: priceAt(env, 1.05),
        price: priceAt(env, 1.06),
      });
      const calls = recordOrderCalls(env);
      const { user, tick } = await renderOpenOrders(env);
      await until(tick, () => expect(screen.getByRole('tab', { name: 'Stop-limit (1)' })).toBeTruthy());

      // A plan's trigger goes through plan modify with its plan type.
      await user.click(screen.getByRole('tab', { name: 'Stop-limit (1)' }));
      await user.click(
        screen.getByRole('button', { name: new RegExp(`^Edit trigger price ${en(stop.triggerPrice)}`) }),
      );
      const trigger = priceAt(env, 1.04);
      await user.clear(screen.getByRole('textbox', { name: 'New trigger price' }));
      await user.type(screen.getByRole('textbox', { name: 'New trigger price' }), `${trigger}{Enter}`);
      await until(tick, () =>
        expect(env.exchange.engine.findPlanOrder(accountId, { orderId: stop.orderId })?.triggerPrice).toBe(
          trigger,
        ),
      );
      expect(calls).toEqual([API.modifyPlanOrder]);

      // In liquidation the exchange refuses a modify and a cancel, each toasted with its words.
      await user.click(screen.getByRole('tab', { name: 'Limit and market (1)' }));
      env.current.users.setRiskStatus(accountId, 4);

      await user.click(await screen.findByRole('button', { name: `Edit quantity 0.010000 BTC ${ORDER}` }));
      await user.clear(screen.getByRole('textbox', { name: 'New quantity' }));
      await user.type(screen.getByRole('textbox', { name: 'New quantity' }), '0.02{Enter}');
      const modify = await screen.findByRole('status', { name: 'Order not placed' });
      expect(modify.textContent).toContain(
        'Your account is being liquidated. Orders cannot be changed until this finishes.',
      );

      await user.click(screen.getByRole('button', { name: /^Cancel order Limit Buy/ }));
      const cancel = await screen.findByRole('status', { name: 'Not cancelled' });
      expect(cancel.textContent).toContain('Your account is in liquidation: orders are paused.');
      const kept = env.exchange.engine.findOrder(accountId, { orderId: order.orderId });
      expect(kept).toMatchObject({ status: 'New', origQty: order.origQty });
    },
  );
});
