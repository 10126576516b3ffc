import { describe, expect, it } from 'vitest';
import {
  createOrderFormState,
  reduceOrderForm,
  type OrderFormAction,
  type OrderFormState,
} from '../../../../src/app/features/orderForm/orderFormState';
import { BTCUSDT } from '../../shared/orderChecks/orderFixtures';

const run = (...actions: OrderFormAction[]): OrderFormState =>
  actions.reduce((state, action) => reduceOrderForm(state, action, BTCUSDT), createOrderFormState());

describe('the order form reducer', () => {
  it('links quantity and amount through the limit price, following the field typed last', () => {
    let state = run(
      { type: 'edit', field: 'price', value: '90000' },
      { type: 'edit', field: 'quantity', value: '0.015' },
    );
    expect(state.fields).toMatchObject({ quantity: '0.015', amount: '1350.00000000', sizeBy: 'quantity' });
    state = reduceOrderForm(state, { type: 'edit', field: 'amount', value: '100' }, BTCUSDT);
    // 100 ÷ 90,000 = 0.0011111…, cut down to the quantity precision.
    expect(state.fields.quantity).toBe('0.001111');
    state = reduceOrderForm(state, { type: 'edit', field: 'price', value: '50000' }, BTCUSDT);
    expect(state.fields).toMatchObject({ amount: '100', quantity: '0.002000' });
    expect(state.touched).toEqual(['price', 'quantity', 'amount']);
  });

  it('sizes a buy at market by amount and a sell by quantity', () => {
    const market = run({ type: 'kind', kind: 'market' });
    expect(market.fields.sizeBy).toBe('amount');
    expect(reduceOrderForm(market, { type: 'side', side: 'Sell' }, BTCUSDT).fields.sizeBy).toBe('quantity');
    const conditional = run(
      { type: 'kind', kind: 'conditional' },
      { type: 'options', patch: { triggeredType: 'MARKET' } },
    );
    expect(conditional.fields.sizeBy).toBe('amount');
  });

  it('fills the last price once, and never over a typed price', () => {
    const first = run({ type: 'prefill', lastPrice: '97000.10' });
    expect(first.fields.price).toBe('97000.10');
    const later = reduceOrderForm(
      reduceOrderForm(first, { type: 'edit', field: 'price', value: '' }, BTCUSDT),
      { type: 'prefill', lastPrice: '97100.00' },
      BTCUSDT,
    );
    expect(later.fields.price).toBe('');
    const typed = run({ type: 'edit', field: 'price', value: '1' }, { type: 'prefill', lastPrice: '2' });
    expect(typed.fields.price).toBe('1');
  });

  it('takes a draft as an order at its price: a kind without one becomes a limit order', () => {
    const fromMarket = run(
      { type: 'kind', kind: 'market' },
      { type: 'draft', side: 'Sell', price: '96000.5', quantity: '0.3' },
    );
    expect(fromMarket.fields).toMatchObject({
      kind: 'limit',
      side: 'Sell',
      price: '96000.5',
      quantity: '0.3',
    });
    const stopLimit = run(
      { type: 'kind', kind: 'stopLimit' },
      { type: 'draft', side: 'Buy', price: '1', quantity: '2' },
    );
    expect(stopLimit.fields.kind).toBe('stopLimit');
  });

  it('after a placed order keeps the prices, empties the size and shows no refusal', () => {
    const state = run(
      { type: 'edit', field: 'price', value: '90000' },
      { type: 'edit', field: 'quantity', value: '1' },
      { type: 'submitted' },
      { type: 'placed' },
    );
    expect(state).toMatchObject({ submitted: false, touched: [] });
    expect(state.fields).toMatchObject({ price: '90000', quantity: '', amount: '' });
  });
});
