import { describe, expect, it } from 'vitest';
import { clampDecimal } from '../../../../src/shared/numberInput/clampDecimal';
import { stepDecimal } from '../../../../src/shared/numberInput/stepDecimal';

describe('clampDecimal', () => {
  it('holds a value within its bounds, exactly', () => {
    expect(clampDecimal('5', '1', '10')).toBe('5');
    expect(clampDecimal('0.5', '1.00', '10')).toBe('1');
    expect(clampDecimal('10.000000000000000001', '1', '10')).toBe('10');
    expect(clampDecimal('-3', '0')).toBe('0');
    expect(clampDecimal('99', undefined, '20.618556')).toBe('20.618556');
  });

  it('leaves alone what it cannot compare', () => {
    expect(clampDecimal('', '1', '10')).toBe('');
    expect(clampDecimal('abc', '1', '10')).toBe('abc');
    expect(clampDecimal('50', 'x', 'y')).toBe('50');
  });
});

describe('stepDecimal (spec 000 §9 number-input ticks 1, 2, 5)', () => {
  it('steps by 1, 2 or 5 smallest units, onto the tick’s grid', () => {
    expect(stepDecimal('1.23', 1, '0.01', 1)).toBe('1.24');
    expect(stepDecimal('1.23', 1, '0.01', 2)).toBe('1.24');
    expect(stepDecimal('1.23', 1, '0.01', 5)).toBe('1.25');
    expect(stepDecimal('1.25', -1, '0.01', 5)).toBe('1.20');
    expect(stepDecimal('7', 1, '1', 5)).toBe('10');
    expect(stepDecimal('', 1, '0.000001', 2)).toBe('0.000002');
  });

  it('clamps to its bounds and keeps the unit’s decimals', () => {
    expect(stepDecimal('0.05', -1, '0.10', 1, { min: '0' })).toBe('0.00');
    expect(stepDecimal('19.99', 1, '0.01', 5, { max: '20' })).toBe('20.00');
  });

  it('does nothing without a positive unit', () => {
    expect(stepDecimal('1', 1, '0', 1)).toBeUndefined();
    expect(stepDecimal('1', 1, '-0.01', 2)).toBeUndefined();
    expect(stepDecimal('1', 1, '1e-2', 5)).toBeUndefined();
  });
});
