import { describe, expect, it } from 'vitest';
import { calculateOpenOrderRow } from '../../../../src/app/features/ordersPanel/openOrders/calculateOpenOrderRow';
import { openOrder } from './openOrderFixture';

describe('calculateOpenOrderRow (the open-order table, spec 000 §3/§4)', () => {
  it('shows a limit order with its exact value, its price and quantity editable', () => {
    expect(calculateOpenOrderRow(openOrder())).toEqual({
      type: 'limit',
      pair: 'BTC/USDT',
      price: [{ value: '96000.00', edit: 'price' }],
      trigger: [],
      quantity: { value: '0.010000', coin: 'BTC', edit: 'quantity' },
      filled: '0.000000',
      value: '960.00',
    });
    const odd = calculateOpenOrderRow(openOrder({ price: '0.1234', origQty: '3.5', orderQtyForView: '3.5' }));
    expect(odd.value).toBe('0.4319');
  });

  it('names post-only and attached take-profit/stop-loss, whose legs only show', () => {
    expect(calculateOpenOrderRow(openOrder({ type: 'LIMIT_MAKER' })).type).toBe('postOnly');
    const attached = calculateOpenOrderRow(
      openOrder({ tpTriggerPrice: '99000.00', slTriggerPrice: '90000.00' }),
    );
    expect(attached.type).toBe('limitTpSl');
    expect(attached.trigger).toEqual([
      { value: '99000.00', label: 'takeProfit' },
      { value: '90000.00', label: 'stopLoss' },
    ]);
  });

  it('edits a stop-limit or conditional plan’s price, trigger and quantity; a market one has no price', () => {
    const stop = calculateOpenOrderRow(
      openOrder({ planType: 8, status: 'Untriggered', triggerPrice: '97000.00' }),
    );
    expect(stop).toMatchObject({
      type: 'stopLimit',
      price: [{ value: '96000.00', edit: 'price' }],
      trigger: [{ value: '97000.00', edit: 'triggerPrice' }],
      quantity: { edit: 'quantity' },
    });
    const byValue = calculateOpenOrderRow(
      openOrder({
        planType: 1,
        type: 'MARKET',
        price: '0',
        marketUnit: 'quoteCoin',
        amount: '500',
        orderQtyForView: '500',
        triggerPrice: '97000.00',
      }),
    );
    expect(byValue).toMatchObject({ type: 'conditional', price: [{ value: 'market' }], value: '500' });
    expect(byValue.quantity).toEqual({ value: '500', coin: 'USDT' });
  });

  it('shows a trailing stop’s activation and callback (editable) and its live trigger (not)', () => {
    const row = calculateOpenOrderRow(
      openOrder({
        planType: 5,
        type: 'MARKET',
        price: '0',
        side: 'Sell',
        activationPrice: '99000.00',
        trailingPercentage: '1.5',
        triggerPrice: '97515.00',
      }),
    );
    expect(row).toMatchObject({ type: 'trailingProfit', price: [{ value: 'market' }], value: '' });
    expect(row.trigger).toEqual([
      { value: '99000.00', label: 'activation', edit: 'activationPrice' },
      { value: '1.5', label: 'callbackRate', edit: 'trailingPercentage' },
      { value: '97515.00' },
    ]);
  });

  it('shows an OCO’s legs, only its quantity editable; a TP/SL plan not at all', () => {
    const legs = {
      tpTriggerPrice: '99000.00',
      tpLimitPrice: '99000.00',
      slTriggerPrice: '90000.00',
      slLimitPrice: '',
    };
    const oco = calculateOpenOrderRow(openOrder({ planType: 10, side: 'Sell', ...legs }));
    expect(oco.price).toEqual([
      { value: '99000.00', label: 'takeProfit' },
      { value: 'market', label: 'stopLoss' },
    ]);
    expect(oco.quantity.edit).toBe('quantity');
    const tpsl = calculateOpenOrderRow(openOrder({ planType: 11, side: 'Sell', ...legs }));
    expect(tpsl.type).toBe('tpsl');
    expect(tpsl.quantity.edit).toBeUndefined();
  });
});
