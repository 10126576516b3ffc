import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { fill, ordersOf, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

const book = () => screen.getByRole('region', { name: 'Order book' });
const plain = (text: string | null | undefined) => (text ?? '').replace(/,/g, '');

/** The rows of one side of the book: [price, size, total] as shown, and the row's price button. */
function bookRows(name: 'Sell orders' | 'Buy orders') {
  const side = within(book()).getByRole('rowgroup', { name });
  return within(side)
    .getAllByRole('row')
    .map((row) => {
      const button = within(row).getByRole('button');
      const [, size, total] = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? '');
      return { price: button.firstChild?.textContent ?? '', size, total, button };
    });
}

const valueOf = (form: HTMLElement, label: string) =>
  (within(form).getByLabelText(label) as HTMLInputElement).value;

describe('order form: what fills it, and how numbers are read', () => {
  it('a book row fills side, price and quantity; the order placed shows on the book at once', async () => {
    const { user, form, accountId, tick } = await renderForm(env, {
      email: 'classic@spotdesk.test',
      withBook: true,
    });
    await waitForPrefill(form, tick);
    await waitFor(() => expect(bookRows('Buy orders').length).toBeGreaterThan(4));
    const fifth = bookRows('Buy orders')[4];
    if (!fifth) throw new Error('no fifth bid');
    await user.click(fifth.button);
    expect(within(form).getByRole('radio', { name: 'Sell' })).toHaveProperty('checked', true);
    expect(valueOf(form, 'Price (USDT)')).toBe(plain(fifth.price));
    expect(valueOf(form, 'Quantity (BTC)')).toBe(plain(fifth.total));

    // A buy at that bid rests there: the row gets the own-order marker from the hub's private push.
    await user.click(within(form).getByRole('radio', { name: 'Buy' }));
    await fill(user, form, 'Quantity (BTC)', '0.001');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toEqual([
      expect.objectContaining({ price: new Decimal(plain(fifth.price)).toFixed(2), status: 'New' }),
    ]);
    await waitFor(async () => {
      await tick();
      const marked = within(book())
        .queryAllByText('Your order')
        .map((marker) => marker.closest('button')?.firstChild?.textContent);
      expect(marked).toEqual([fifth.price]);
    });
  });

  it('normalises a pasted number or refuses it with a message; never keeps it as pasted', async () => {
    const { form, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    const quantity = within(form).getByLabelText('Quantity (BTC)') as HTMLInputElement;
    const paste = (text: string) => {
      quantity.setSelectionRange(0, quantity.value.length);
      fireEvent.paste(quantity, { clipboardData: { getData: () => text } });
    };
    paste(' 12 ');
    expect(quantity.value).toBe('12');
    paste('1,000.5');
    expect(quantity.value).toBe('1000.5');
    paste('0.123456789');
    expect(quantity.value).toBe('0.123456');
    paste('1e-5');
    expect(quantity.value).toBe('0.123456');
    expect(
      within(form).getByText('Numbers such as 1e-5 are not accepted: type the digits out.'),
    ).toBeTruthy();
    paste('1,000');
    expect(quantity.value).toBe('0.123456');
    expect(within(form).getByText(/could be a thousand or one/)).toBeTruthy();
  });

  it('steps a price by its tick with the arrow keys, and the slider takes a share of the max', async () => {
    const { user, form, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    await waitForPrefill(form, tick);
    const price = await fill(user, form, 'Price (USDT)', '90000');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(price.value).toBe('90000.02');
    await user.keyboard('{ArrowDown}');
    expect(price.value).toBe('90000.01');
    await fill(user, form, 'Price (USDT)', '100000');

    // Max buy at 100,000: 100,000 USDT ÷ 100,000 = 1 BTC; 25 % of it is 0.25.
    await waitFor(() =>
      expect(within(form).getByText('Max buy').nextElementSibling?.textContent).toBe('1.000000 BTC'),
    );
    await user.click(within(form).getByRole('button', { name: '25%' }));
    expect(valueOf(form, 'Quantity (BTC)')).toBe('0.250000');
    expect(within(form).getByRole('slider', { name: 'Share of the max' })).toHaveProperty('value', '25');
    fireEvent.change(within(form).getByRole('slider', { name: 'Share of the max' }), {
      target: { value: '40' },
    });
    expect(valueOf(form, 'Quantity (BTC)')).toBe('0.400000');
  });

  it('an innovation pair asks for its risk disclaimer once, and its quota shrinks by what the order bought and holds', async () => {
    const { user, form, accountId, tick } = await renderForm(env, {
      email: 'classic@spotdesk.test',
      path: '/en/trade/spot/NEIRO/USDT',
    });
    await waitForPrefill(form, tick);
    await waitFor(() =>
      expect(within(form).getByText('Quota left').nextElementSibling?.textContent).toBe('20,000 USDT'),
    );
    await fill(user, form, 'Price (USDT)', '0.002');
    await fill(user, form, 'Quantity (NEIRO)', '500000');
    await user.click(within(form).getByRole('button', { name: 'Buy NEIRO' }));
    const disclaimer = await screen.findByRole('alertdialog', { name: 'Risk disclaimer' });
    expect(disclaimer.textContent).toContain('NEIRO/USDT is a high-risk pair');
    await user.click(within(disclaimer).getByRole('button', { name: 'I understand, continue' }));
    await screen.findByRole('status', { name: 'Order placed' });
    const orders = ordersOf(env, accountId!, 'NEIROUSDT');
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ price: '0.0020000', origQty: '500000' });
    // The quota counts what the order bought, plus what its open rest holds at its price; a fill below
    // the limit gives the difference back (exchange/quotaLedger.ts).
    const open = order?.status === 'New' || order?.status === 'PartiallyFilled';
    const held = open ? new Decimal(order.origQty).minus(order.executedQty).times(order.price) : 0;
    const left = new Decimal(20_000).minus(order?.executedAmount ?? 0).minus(held);
    expect(left.lessThan(20_000)).toBe(true);
    const [whole, fraction] = left.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed().split('.');
    const grouped = (whole ?? '').replace(/\B(?=(\d{3})+$)/g, ',');
    const shown = `${grouped}${fraction === undefined ? '' : `.${fraction}`} USDT`;
    await waitFor(() =>
      expect(within(form).getByText('Quota left').nextElementSibling?.textContent).toBe(shown),
    );
  });
});
