import { describe, expect, it } from 'vitest';
import { checkQuickOrder } from '../../../../src/shared/orderChecks/checkQuickOrder';
import type { QuickOrderInput } from '../../../../src/shared/protocol';

const valid: QuickOrderInput = {
  side: 'Buy',
  quantity: '0.0123',
  price: '65000.5',
  quantityStep: '0.0001',
  isVisitor: false,
  isBanBuy: false,
  isBanSell: false,
};
const check = (change: Partial<QuickOrderInput>) => checkQuickOrder({ ...valid, ...change });
const refused = (reason: string) => ({ ok: false, reason });

describe('checkQuickOrder (spec 000 §5 "Quick chart order")', () => {
  it('passes a quantity that is a whole number of steps, at a positive price', () => {
    expect(check({})).toEqual({ ok: true });
    expect(check({ side: 'Sell', quantity: '12', quantityStep: '1' })).toEqual({ ok: true });
    expect(check({ quantity: '0.000001', quantityStep: '0.000001' })).toEqual({ ok: true });
    // Trailing zeros and surrounding blanks do not change the value.
    expect(check({ quantity: ' 0.01230000 ' })).toEqual({ ok: true });
  });

  describe('1. empty quantity → quick_order_0_tip', () => {
    it.each(['', '   ', '0', '0.000'])('%j', (quantity) => {
      expect(check({ quantity })).toEqual(refused('quick_order_0_tip'));
    });

    it('comes before every later check', () => {
      expect(
        check({ quantity: '', price: '0', isVisitor: true, isBanBuy: true, quantityStep: '0.1' }),
      ).toEqual(refused('quick_order_0_tip'));
    });
  });

  describe('2. price ≤ 0 or not a price → quickLimitOrderPriceError', () => {
    it.each(['0', '0.00', '-1', '', '--', 'abc', '1e3', 'NaN'])('%j', (price) => {
      expect(check({ price })).toEqual(refused('quickLimitOrderPriceError'));
    });

    it('passes the smallest positive price', () => {
      expect(check({ price: '0.00000001' })).toEqual({ ok: true });
    });

    it('comes before the visitor, the ban and the step', () => {
      expect(check({ price: '0', isVisitor: true, isBanBuy: true, quantity: '0.00001' })).toEqual(
        refused('quickLimitOrderPriceError'),
      );
    });
  });

  describe('3. visitor → login', () => {
    it('sends a visitor to log in before the ban and the step', () => {
      expect(check({ isVisitor: true })).toEqual(refused('login'));
      expect(check({ isVisitor: true, isBanBuy: true, quantity: '0.00001' })).toEqual(refused('login'));
    });
  });

  describe('4. banned side → bannedSide', () => {
    it('blocks only the banned side', () => {
      expect(check({ side: 'Buy', isBanBuy: true })).toEqual(refused('bannedSide'));
      expect(check({ side: 'Sell', isBanBuy: true })).toEqual({ ok: true });
      expect(check({ side: 'Sell', isBanSell: true })).toEqual(refused('bannedSide'));
      expect(check({ side: 'Buy', isBanSell: true })).toEqual({ ok: true });
    });

    it('comes before the step', () => {
      expect(check({ side: 'Sell', isBanSell: true, quantity: '0.00001' })).toEqual(refused('bannedSide'));
    });
  });

  describe('5. not a whole number of steps → qtyErrorTickTip', () => {
    it.each([
      ['0.00001', '0.0001'],
      ['1.5', '1'],
      ['0.0000011', '0.000001'],
      ['0.1', '0.2'],
    ])('%s with step %s', (quantity, quantityStep) => {
      expect(check({ quantity, quantityStep })).toEqual(refused('qtyErrorTickTip'));
    });

    it('is exact where floats are not (0.3 is three steps of 0.1)', () => {
      expect(check({ quantity: '0.3', quantityStep: '0.1' })).toEqual({ ok: true });
      expect(check({ quantity: '1.0000000000000001', quantityStep: '0.0000000000000001' })).toEqual({
        ok: true,
      });
    });

    it.each(['-0.1', 'abc', '1,5', '.5', '1e-4', '0.0000000000000000001'])(
      'refuses %j, which is no positive decimal',
      (quantity) => {
        expect(check({ quantity })).toEqual(refused('qtyErrorTickTip'));
      },
    );

    it.each(['0', '-0.1', '', 'x'])('refuses everything against an unusable step %j', (quantityStep) => {
      expect(check({ quantityStep })).toEqual(refused('qtyErrorTickTip'));
    });
  });
});
