import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { fill, ordersOf, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

describe('order form: limit orders', () => {
  it('places a limit buy that rests in the engine, as typed, and a limit sell', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    await fill(user, form, 'Price (USDT)', '90000');
    await fill(user, form, 'Quantity (BTC)', '0.01');
    // Quantity and amount follow each other through the price.
    expect((within(form).getByLabelText('Amount (USDT)') as HTMLInputElement).value).toBe('900.00000000');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toEqual([
      expect.objectContaining({
        side: 'Buy',
        type: 'LIMIT',
        price: '90000.00',
        origQty: '0.010000',
        status: 'New',
      }),
    ]);

    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    await fill(user, form, 'Price (USDT)', '120000');
    await fill(user, form, 'Amount (USDT)', '1200');
    expect((within(form).getByLabelText('Quantity (BTC)') as HTMLInputElement).value).toBe('0.010000');
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    await vi.waitFor(() => expect(ordersOf(env, accountId!)).toHaveLength(2));
    expect(ordersOf(env, accountId!)).toContainEqual(
      expect.objectContaining({ side: 'Sell', type: 'LIMIT', price: '120000.00', origQty: '0.010000' }),
    );
  });

  it('names a refusal on its field as the trader types, and as a toast on submit; nothing is sent', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    const price = await fill(user, form, 'Price (USDT)', '0');
    await fill(user, form, 'Quantity (BTC)', '0.01');
    await vi.waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    const described = (price.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'The price must be at least 0.01.',
    );
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    const toast = await screen.findByRole('status', { name: 'Order not placed' });
    expect(toast.textContent).toContain('The price must be at least 0.01.');
    expect(ordersOf(env, accountId!)).toEqual([]);
  });

  it('shows the server’s refusal as its 000 §8 message when the checks let the order through', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    // Set once the page has the profile (risk status 0): its gates let the order through, the exchange
    // refuses it with 81001 (the page then reloads the profile: OrderFormAccountState.test.tsx).
    env.current.users.setRiskStatus(accountId!, 4);
    await fill(user, form, 'Quantity (BTC)', '0.01');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    const toast = await screen.findByRole('status', { name: 'Order not placed' });
    expect(toast.textContent).toContain('Your account is being liquidated.');
    expect(ordersOf(env, accountId!)).toEqual([]);
  });

  it('names an OCO leg on the wrong side of the market, in words, on the leg’s field', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    await user.click(within(form).getByRole('tab', { name: 'OCO' }));
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    const trigger = await fill(user, form, 'Take profit trigger price (USDT)', '1000');
    await fill(user, form, 'Take profit limit price (USDT)', '1000');
    await fill(user, form, 'Stop loss trigger price (USDT)', '500');
    await fill(user, form, 'Stop loss limit price (USDT)', '500');
    await fill(user, form, 'Quantity (BTC)', '0.01');
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    const toast = await screen.findByRole('status', { name: 'Order not placed' });
    // A sell's take profit fires above the market: the message names the reference price, grouped.
    expect(toast.textContent).toMatch(/The take-profit trigger must be above \d{2},\d{3}\.\d{2}\./);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(ordersOf(env, accountId!)).toEqual([]);
  });
});
