import { describe, expect, it } from 'vitest';
import { calculateMaxTradable } from '../../../../src/shared/orderChecks/calculateMaxTradable';
import { calculateOrderValue } from '../../../../src/shared/orderChecks/calculateOrderValue';
import { formatQuota } from '../../../../src/shared/orderChecks/formatQuota';
import { abbreviateDecimal } from '../../../../src/shared/format/abbreviateDecimal';
import { checkOrder } from '../../../../src/shared/orderChecks/checkOrder';
import { createContext, validFields } from './orderFixtures';

describe('calculateMaxTradable (spec 000 §5 "Max tradable amount")', () => {
  it('a buy: the quote available, and what it buys at the price, rounded down', () => {
    expect(calculateMaxTradable('Buy', createContext({ quoteAvailable: '1000.123456789' }), '97000')).toEqual(
      {
        amount: '1000.12345678',
        quantity: '0.01031',
      },
    );
  });

  it('a buy on an innovation pair is limited by the remaining quota, unless unlimited or unknown', () => {
    const quota = (remainAmount: string, limit = '1000') =>
      createContext({ quoteAvailable: '5000', quota: { kind: 'known', limit, remainAmount } });
    expect(calculateMaxTradable('Buy', quota('250'), '100')).toEqual({ amount: '250', quantity: '2.5' });
    expect(calculateMaxTradable('Buy', quota('250', '-1'), '100')).toEqual({
      amount: '5000',
      quantity: '50',
    });
    const unknown = createContext({ quoteAvailable: '5000', quota: { kind: 'unknown' } });
    expect(calculateMaxTradable('Buy', unknown, '100').amount).toBe('5000');
  });

  it('a sell: the base available, and what it fetches at the price', () => {
    expect(calculateMaxTradable('Sell', createContext({ baseAvailable: '0.12345678' }), '97000.5')).toEqual({
      quantity: '0.123456',
      amount: '11975.293728',
    });
  });

  it('is unknown for a visitor, an unknown balance, or (for the other unit) no price', () => {
    const none = { quantity: '', amount: '' };
    expect(calculateMaxTradable('Buy', createContext({ viewer: { kind: 'visitor' } }), '1')).toEqual(none);
    expect(calculateMaxTradable('Sell', createContext({ baseAvailable: '' }), '1')).toEqual(none);
    expect(calculateMaxTradable('Buy', createContext(), '')).toEqual({ amount: '100000', quantity: '' });
    expect(calculateMaxTradable('Sell', createContext(), '0')).toEqual({ quantity: '10', amount: '' });
  });

  it('gives a maximum the balance check passes', () => {
    const context = createContext({ quoteAvailable: '777.77' });
    const max = calculateMaxTradable('Buy', context, '96000');
    const fields = { ...validFields('limit', 'Buy'), quantity: max.quantity };
    expect(checkOrder(fields, context).ok).toBe(true);
  });
});

describe('formatQuota (spec 000 §5 "Display")', () => {
  it("shows '--' while unknown, '-' when unlimited, else what remains", () => {
    expect(formatQuota({ kind: 'none' }, 2)).toBeUndefined();
    expect(formatQuota({ kind: 'unknown' }, 2)).toBe('--');
    expect(formatQuota({ kind: 'known', limit: '-1', remainAmount: '0' }, 2)).toBe('-');
    expect(formatQuota({ kind: 'known', limit: '1000', remainAmount: '123.456' }, 2)).toBe('123.45');
    expect(formatQuota({ kind: 'known', limit: '1000', remainAmount: 'n/a' }, 2)).toBe('--');
  });
});

describe('calculateOrderValue', () => {
  it('is price × quantity at the amount precision, exactly', () => {
    expect(calculateOrderValue('96000.5', '0.010001', 8)).toBe('960.10100050');
    expect(calculateOrderValue('0.1', '3', 2)).toBe('0.30');
    expect(calculateOrderValue('0.0000021', '123', 8)).toBe('0.00025830');
    expect(calculateOrderValue('', '1', 8)).toBe('');
    expect(calculateOrderValue('1e3', '1', 8)).toBe('');
  });

  it('is abbreviated for display by the shared format', () => {
    expect(abbreviateDecimal(calculateOrderValue('97000', '20.5', 8))).toBe('1.99M');
  });
});
