import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_TYPE } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { choose, fill, ordersOf, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

describe('order form: a unified account’s limit options', () => {
  it('offers a unified account time in force and post-only; a post-only order that would take is the server’s 12210', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'uta@spotdesk.test' });
    await waitForPrefill(form, tick);
    const ask = env.exchange.engine.book('BTCUSDT', 1).asks[0]?.[0];
    if (!ask) throw new Error('no ask');
    await fill(user, form, 'Price (USDT)', String(Number(ask) + 100));
    await fill(user, form, 'Quantity (BTC)', '0.001');
    await user.click(within(form).getByRole('checkbox', { name: 'Post-only' }));
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    const toast = await screen.findByRole('status', { name: 'Order not placed' });
    expect(toast.textContent).toContain('The post-only order would have filled at once');
    expect(ordersOf(env, accountId!).filter((order) => order.status === 'New')).toEqual([]);

    // Time in force: IOC at a price that cannot fill is cancelled at once, never rests.
    await user.click(within(form).getByRole('checkbox', { name: 'Post-only' }));
    await user.click(within(form).getByRole('button', { name: /Time in force/ }));
    await user.click(await screen.findByRole('option', { name: /IOC/ }));
    await fill(user, form, 'Price (USDT)', '50000');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toContainEqual(
      expect.objectContaining({ price: '50000.00', status: 'Cancelled' }),
    );
  });

  it('a unified account attaches a take profit and a stop loss to a limit order', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'uta@spotdesk.test' });
    const last = Number(await waitForPrefill(form, tick));
    const price = Math.round(last * 0.98);
    await fill(user, form, 'Price (USDT)', String(price));
    await fill(user, form, 'Quantity (BTC)', '0.002');
    await user.click(within(form).getByRole('checkbox', { name: 'Take profit / stop loss' }));
    await fill(user, form, 'Take profit trigger price (USDT)', String(price + 2000));
    await choose(user, form, /Take profit executes as/, 'Market order');
    await fill(user, form, 'Stop loss trigger price (USDT)', String(price - 2000));
    await fill(user, form, 'Stop loss limit price (USDT)', String(price - 2050));
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    const [order] = ordersOf(env, accountId!);
    expect(order).toMatchObject({ side: 'Buy', type: 'LIMIT', price: `${price}.00`, status: 'New' });
    expect(order).toMatchObject({
      tpTriggerPrice: `${price + 2000}.00`,
      slTriggerPrice: `${price - 2000}.00`,
      slLimitPrice: `${price - 2050}.00`,
    });

    // A second one priced through the asks fills at once: its legs become a TP/SL plan (type 11).
    const through = Math.round(last * 1.01);
    await fill(user, form, 'Price (USDT)', String(through));
    await fill(user, form, 'Quantity (BTC)', '0.001');
    await fill(user, form, 'Take profit trigger price (USDT)', String(through + 3000));
    await fill(user, form, 'Stop loss trigger price (USDT)', String(through - 3000));
    await fill(user, form, 'Stop loss limit price (USDT)', String(through - 3050));
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await vi.waitFor(() =>
      expect(ordersOf(env, accountId!)).toContainEqual(
        expect.objectContaining({
          planType: PLAN_TYPE.tpsl,
          side: 'Sell',
          tpTriggerPrice: `${through + 3000}.00`,
          slTriggerPrice: `${through - 3000}.00`,
          status: 'Untriggered',
        }),
      ),
    );
  });
});
