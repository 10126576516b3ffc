import { describe, expect, it } from 'vitest';
import { abbreviateDecimal } from '../../../../src/shared/format/abbreviateDecimal';

describe('abbreviateDecimal', () => {
  it.each([
    ['0', '0.00'],
    ['999.99', '999.99'],
    ['999.994', '999.99'],
    ['999.995', '1.00K'],
    ['1000', '1.00K'],
    ['1234.5', '1.23K'],
    ['999999', '1.00M'],
    ['999994999.99', '999.99M'],
    ['1000000', '1.00M'],
    ['1234567.89', '1.23M'],
    ['1235000', '1.24M'],
    ['1234999.999999', '1.23M'],
    ['1000000000', '1.00B'],
    ['987654321012.5', '987.65B'],
    ['999995000000', '1.00T'],
    ['1000000000000', '1.00T'],
    ['1000000000000000', '1000.00T'],
    ['123456789012345678', '123456.79T'],
    ['-1500', '-1.50K'],
    ['-0.001', '0.00'],
  ])('%s → %s', (text, expected) => {
    expect(abbreviateDecimal(text)).toBe(expected);
  });

  it('takes other precisions', () => {
    expect(abbreviateDecimal('1234567', 0)).toBe('1M');
    expect(abbreviateDecimal('1500000', 0)).toBe('2M');
    expect(abbreviateDecimal('1234567', 4)).toBe('1.2346M');
  });

  it('keeps digits a float would lose', () => {
    // 2^53 + 1 in units of 0.01: a double would round the last digit away.
    expect(abbreviateDecimal('90071992547409.93', 2)).toBe('90.07T');
    expect(abbreviateDecimal('9007199254740993', 6)).toBe('9007.199255T');
  });

  it.each(['', 'abc', '1e9', 'NaN', '1,000', '12.'])('refuses %j', (text) => {
    expect(abbreviateDecimal(text)).toBeUndefined();
  });

  it('refuses a precision out of range', () => {
    expect(abbreviateDecimal('1000', -1)).toBeUndefined();
    expect(abbreviateDecimal('1000', 1.5)).toBeUndefined();
  });
});
