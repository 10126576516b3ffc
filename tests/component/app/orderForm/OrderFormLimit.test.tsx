import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { fill, ordersOf, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

describe('order form: limit orders', () => {
  it('places a limit buy that rests in the engine, as typed', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    await fill(user, form, 'Price (USDT)', '90000');
    await fill(user, form, 'Quantity (BTC)', '0.01');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    const orders = ordersOf(env, accountId!);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      side: 'Buy',
      type: 'LIMIT',
      price: '90000.00',
      origQty: '0.010000',
      status: 'New',
    });
  });
});
