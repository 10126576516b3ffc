import { describe, expect, it } from 'vitest';
import { formatFixed, ONE, unitOf } from '../../../../src/shared/money/fixed';

describe('unitOf', () => {
  it('is 10^-decimals for every precision 0…18', () => {
    expect(unitOf(0)).toBe(ONE);
    expect(formatFixed(unitOf(2))).toBe('0.01');
    expect(formatFixed(unitOf(8))).toBe('0.00000001');
    expect(unitOf(18)).toBe(1n);
  });

  it('refuses anything but an integer 0…18', () => {
    for (const bad of [-1, 19, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => unitOf(bad), String(bad)).toThrow(/precision out of range/);
    }
  });
});
