import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../../src/shared/format/formatDecimal';

describe('formatDecimal', () => {
  it.each([
    ['65000.5', 2, '65000.50'],
    ['0.000123456', 6, '0.000123'],
    ['0.0000005', 6, '0.000001'],
    ['-1.005', 2, '-1.01'],
    ['12', 0, '12'],
    ['0.00000000000000001', 8, '0.00000000'],
  ])('%s at %i decimals → %s', (text, decimals, expected) => {
    expect(formatDecimal(text, decimals)).toBe(expected);
  });

  it('without decimals shows exactly the digits the value needs', () => {
    expect(formatDecimal('0.00010')).toBe('0.0001');
    expect(formatDecimal('100000')).toBe('100000');
  });

  it.each([
    ['1e5', 2],
    ['abc', 2],
    ['1', -1],
    ['1', 1.5],
  ])('refuses %j at %d', (text, decimals) => {
    expect(formatDecimal(text, decimals)).toBeUndefined();
  });
});
