import { describe, expect, it } from 'vitest';
import {
  checkOrderEdit,
  type OrderEdit,
  type OrderEditContext,
} from '../../../../src/shared/orderChecks/checkOrderEdit';
import { BTCUSDT } from './orderFixtures';

const order: OrderEdit['order'] = {
  side: 'Buy',
  planType: -1,
  isLeverage: false,
  executedQty: '0.004',
  price: '96000.00',
  origQty: '0.010000',
  triggerPrice: '',
  activationPrice: '',
  trailingPercentage: '',
  trailingValue: '',
};
const context: OrderEditContext = { instrument: BTCUSDT, isUnified: false, lastPrice: '97000' };

const edit = (field: OrderEdit['field'], value: string, change: Partial<OrderEdit['order']> = {}) =>
  checkOrderEdit({ order: { ...order, ...change }, field, value }, context);

describe('checkOrderEdit (spec 000 §5 "Edit checks", §4 "Editing")', () => {
  it('closes the editor on an empty or identical value', () => {
    expect(edit('price', '  ')).toEqual({ ok: true, change: 'none' });
    expect(edit('price', '96000')).toEqual({ ok: true, change: 'none' });
    expect(edit('quantity', '0.01')).toEqual({ ok: true, change: 'none' });
  });

  it('refuses a leveraged order on a non-unified account, and lets a unified one through', () => {
    expect(edit('price', '95000', { isLeverage: true })).toEqual({
      ok: false,
      reason: 'modifyLeverageErrorTips',
    });
    const unified = checkOrderEdit(
      { order: { ...order, isLeverage: true }, field: 'price', value: '95000' },
      { ...context, isUnified: true },
    );
    expect(unified).toEqual({ ok: true, change: 'modify', value: '95000' });
  });

  it('refuses a quantity below the executed quantity, and asks to confirm one equal to it', () => {
    expect(edit('quantity', '0.003999')).toEqual({
      ok: false,
      reason: 'modifyQtyLessTips',
      values: { executed: '0.004', coin: 'BTC' },
    });
    expect(edit('quantity', '0.0040')).toEqual({
      ok: true,
      change: 'modify',
      value: '0.004',
      confirm: 'quantityEqualsExecuted',
    });
    expect(edit('quantity', '0.02')).toEqual({ ok: true, change: 'modify', value: '0.02' });
  });

  it('checks a new quantity and price as a new order’s', () => {
    expect(edit('quantity', '0.0200001')).toMatchObject({ ok: false, reason: 'notOnStep' });
    expect(edit('quantity', '21', { executedQty: '0' })).toMatchObject({
      ok: false,
      reason: 'quantityAboveMax',
    });
    expect(edit('price', '0')).toMatchObject({ ok: false, reason: 'priceBelowMin', values: { min: '0.01' } });
    expect(edit('price', '1e5')).toEqual({ ok: false, reason: 'invalidNumber' });
    expect(edit('triggerPrice', '0.01', { planType: 1 })).toMatchObject({ reason: 'triggerPriceBelowMin' });
  });

  it('asks to confirm a price that crosses the market', () => {
    expect(edit('price', '97000.01')).toEqual({
      ok: true,
      change: 'modify',
      value: '97000.01',
      confirm: 'priceCrossesMarket',
    });
    expect(edit('price', '97000.01', { side: 'Sell' })).toEqual({
      ok: true,
      change: 'modify',
      value: '97000.01',
    });
    expect(edit('price', '97000.01', { planType: 8 })).toEqual({
      ok: true,
      change: 'modify',
      value: '97000.01',
    });
  });

  it('validates only the quantity of a trailing-stop edit', () => {
    const trailing = { planType: 4 as const, trailingPercentage: '1', activationPrice: '99000' };
    expect(edit('trailingPercentage', '55.5', trailing)).toEqual({
      ok: true,
      change: 'modify',
      value: '55.5',
    });
    expect(edit('activationPrice', '0.001', trailing)).toEqual({
      ok: true,
      change: 'modify',
      value: '0.001',
    });
    expect(edit('trailingValue', '-1', trailing)).toEqual({ ok: false, reason: 'invalidNumber' });
    expect(edit('quantity', '0.003', trailing)).toMatchObject({ reason: 'modifyQtyLessTips' });
    expect(edit('quantity', '0.0000001', { ...trailing, executedQty: '0' })).toMatchObject({
      reason: 'quantityBelowMin',
    });
  });
});
