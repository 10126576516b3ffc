import { describe, expect, it } from 'vitest';
import {
  calculatePercentOf,
  calculateSizeAtPercent,
} from '../../../../src/app/features/orderForm/calculatePercentOfMax';
import { formatFigure } from '../../../../src/app/features/orderForm/formatFigure';
import { tickMultipleOf } from '../../../../src/app/features/orderForm/useNumberInput';

describe('the form’s figures', () => {
  it('shows a figure at its precision, cut down, and abbreviated from a million up', () => {
    expect(formatFigure('1234.5678', 2, 'en')).toBe('1,234.56');
    expect(formatFigure('1234.5', 2, 'de-DE')).toBe('1.234,50');
    expect(formatFigure('12345678.9', 2, 'en')).toBe('12.35M');
    expect(formatFigure('2500000000', 8, 'fr-FR')).toMatch(/^2,50B$/);
    expect(formatFigure('abc', 2, 'en')).toBeUndefined();
  });

  it('takes a share of the max, cut to the precision, and reads a size back as a whole percent', () => {
    expect(calculateSizeAtPercent('1.000001', 25, 6)).toBe('0.250000');
    expect(calculateSizeAtPercent('0.3', 100, 6)).toBe('0.300000');
    expect(calculateSizeAtPercent('0.3', 0, 6)).toBe('');
    expect(calculateSizeAtPercent('', 50, 6)).toBe('');
    expect(calculatePercentOf('0.25', '1')).toBe(25);
    expect(calculatePercentOf('0.259', '1')).toBe(25);
    expect(calculatePercentOf('5', '1')).toBe(100);
    expect(calculatePercentOf('1', '')).toBe(0);
  });

  it('ticks by 1, 2 or 5 times the smallest unit, as the field’s step is', () => {
    expect(tickMultipleOf(2, '0.01')).toBe(1);
    expect(tickMultipleOf(2, '0.05')).toBe(5);
    expect(tickMultipleOf(3, '0.002')).toBe(2);
    expect(tickMultipleOf(2, '0.1')).toBe(1);
    expect(tickMultipleOf(2, undefined)).toBe(1);
  });
});
