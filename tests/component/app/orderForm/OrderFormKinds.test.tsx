import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_TYPE } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { choose, fill, ordersOf, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

describe('order form: every order type reaches the engine as sent', () => {
  it('market: a buy by quote amount fills, a sell by quantity fills', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    await user.click(within(form).getByRole('tab', { name: 'Market' }));
    expect(within(form).queryByLabelText('Quantity (BTC)')).toBeNull();
    await fill(user, form, 'Amount (USDT)', '500');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toEqual([
      expect.objectContaining({
        side: 'Buy',
        type: 'MARKET',
        marketUnit: 'quoteCoin',
        amount: '500.00000000',
        status: 'Filled',
      }),
    ]);

    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    expect(within(form).queryByLabelText('Amount (USDT)')).toBeNull();
    await fill(user, form, 'Quantity (BTC)', '0.002');
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    await vi.waitFor(() => expect(ordersOf(env, accountId!)).toHaveLength(2));
    expect(ordersOf(env, accountId!)).toContainEqual(
      expect.objectContaining({ side: 'Sell', type: 'MARKET', origQty: '0.002000', status: 'Filled' }),
    );
  });

  it('conditional and stop-limit: plans that wait for their trigger', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    const last = Number(await waitForPrefill(form, tick));
    await user.click(within(form).getByRole('tab', { name: 'Conditional' }));
    await fill(user, form, 'Trigger price (USDT)', String(Math.round(last * 1.05)));
    await choose(user, form, /When triggered/, 'Market order');
    await fill(user, form, 'Amount (USDT)', '300');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toEqual([
      expect.objectContaining({
        planType: PLAN_TYPE.conditional,
        side: 'Buy',
        type: 'MARKET',
        triggerPrice: `${Math.round(last * 1.05)}.00`,
        status: 'Untriggered',
      }),
    ]);

    await user.click(within(form).getByRole('tab', { name: 'Stop-limit' }));
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    const trigger = Math.round(last * 0.95);
    await fill(user, form, 'Trigger price (USDT)', String(trigger));
    await fill(user, form, 'Price (USDT)', String(trigger - 50));
    await fill(user, form, 'Quantity (BTC)', '0.003');
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    await vi.waitFor(() => expect(ordersOf(env, accountId!)).toHaveLength(2));
    expect(ordersOf(env, accountId!)).toContainEqual(
      expect.objectContaining({
        planType: PLAN_TYPE.stopLimit,
        side: 'Sell',
        type: 'LIMIT',
        triggerPrice: `${trigger}.00`,
        price: `${trigger - 50}.00`,
        status: 'Untriggered',
      }),
    );
  });

  it('OCO: a take-profit limit leg and a stop-loss market leg on either side of the market', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    const last = Number(await waitForPrefill(form, tick));
    await user.click(within(form).getByRole('tab', { name: 'OCO' }));
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    const tp = Math.round(last * 1.04);
    const sl = Math.round(last * 0.96);
    await fill(user, form, 'Take profit trigger price (USDT)', String(tp));
    await fill(user, form, 'Take profit limit price (USDT)', String(tp));
    await fill(user, form, 'Stop loss trigger price (USDT)', String(sl));
    await choose(user, form, /Stop loss executes as/, 'Market order');
    expect(within(form).queryByLabelText('Stop loss limit price (USDT)')).toBeNull();
    await fill(user, form, 'Quantity (BTC)', '0.004');
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toEqual([
      expect.objectContaining({
        planType: PLAN_TYPE.oco,
        side: 'Sell',
        tpTriggerPrice: `${tp}.00`,
        tpLimitPrice: `${tp}.00`,
        slTriggerPrice: `${sl}.00`,
        status: 'Untriggered',
      }),
    ]);
  });

  it('trailing stop by rate with an activation price, and by spread', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    const last = Number(await waitForPrefill(form, tick));
    await user.click(within(form).getByRole('tab', { name: 'Trailing stop' }));
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    await fill(user, form, 'Callback rate (%)', '1.5');
    await fill(user, form, 'Activation price (USDT, optional)', String(Math.round(last * 1.02)));
    await fill(user, form, 'Quantity (BTC)', '0.002');
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toEqual([
      expect.objectContaining({
        planType: PLAN_TYPE.trailingStop,
        side: 'Sell',
        trailingPercentage: '1.5',
        activationPrice: `${Math.round(last * 1.02)}.00`,
        status: 'Untriggered',
      }),
    ]);

    await user.click(within(form).getByRole('radio', { name: 'Buy' }));
    await user.click(within(form).getByRole('radio', { name: 'By spread' }));
    await fill(user, form, 'Callback spread (USDT)', '250');
    await fill(user, form, 'Activation price (USDT, optional)', '');
    await fill(user, form, 'Amount (USDT)', '400');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await vi.waitFor(() => expect(ordersOf(env, accountId!)).toHaveLength(2));
    expect(ordersOf(env, accountId!)).toContainEqual(
      expect.objectContaining({ planType: PLAN_TYPE.trailingStop, side: 'Buy', trailingValue: '250.00' }),
    );
  });
});
