import { describe, expect, it } from 'vitest';
import { calculateChangeRate } from '../../../../src/app/instruments/calculateChangeRate';

describe('calculateChangeRate', () => {
  it('uses the 24h percent when there is no opening price', () => {
    expect(calculateChangeRate({ lastPrice: '100', percent24h: '+1.23' })).toEqual({
      text: '+1.23%',
      trend: 'up',
    });
    expect(calculateChangeRate({ lastPrice: '100', percent24h: '-0.50' })).toEqual({
      text: '-0.50%',
      trend: 'down',
    });
    expect(calculateChangeRate({ lastPrice: '100', percent24h: '0.00' })).toEqual({
      text: '+0.00%',
      trend: 'flat',
    });
    expect(calculateChangeRate({ lastPrice: '100', percent24h: '1.20' })?.text).toBe('+1.20%');
  });

  it('prefers last price against the opening price, rounded half away from zero', () => {
    expect(calculateChangeRate({ lastPrice: '101', openPrice: '100', percent24h: '+9.99' })).toEqual({
      text: '+1.00%',
      trend: 'up',
    });
    expect(calculateChangeRate({ lastPrice: '100.005', openPrice: '100', percent24h: '0.00' })?.text).toBe(
      '+0.01%',
    );
    expect(calculateChangeRate({ lastPrice: '100.0049', openPrice: '100', percent24h: '0.00' })).toEqual({
      text: '+0.00%',
      trend: 'flat',
    });
    expect(calculateChangeRate({ lastPrice: '99.995', openPrice: '100', percent24h: '0.00' })?.text).toBe(
      '-0.01%',
    );
    expect(calculateChangeRate({ lastPrice: '99.9951', openPrice: '100', percent24h: '+5.00' })).toEqual({
      text: '+0.00%',
      trend: 'flat',
    });
    expect(calculateChangeRate({ lastPrice: '0.00009', openPrice: '0.00012', percent24h: '' })?.text).toBe(
      '-25.00%',
    );
    expect(calculateChangeRate({ lastPrice: '300', openPrice: '3', percent24h: '' })?.text).toBe('+9900.00%');
  });

  it('falls back to the percent when the opening price is zero, missing or not a number', () => {
    for (const openPrice of ['0', '', 'abc', undefined]) {
      expect(calculateChangeRate({ lastPrice: '101', openPrice, percent24h: '-2.00' })?.text).toBe('-2.00%');
    }
  });

  it('gives nothing when neither source is a number', () => {
    expect(calculateChangeRate({ lastPrice: '', percent24h: '' })).toBeUndefined();
    expect(calculateChangeRate({ lastPrice: '1', percent24h: '1.2345' })).toBeUndefined();
    expect(calculateChangeRate({ lastPrice: '1', percent24h: '1e2' })).toBeUndefined();
  });
});
