import { describe, expect, it } from 'vitest';
import { calculateSteppedDecimal } from '../../../../src/shared/numberInput/calculateSteppedDecimal';

describe('calculateSteppedDecimal', () => {
  it('adds and subtracts a step exactly, with the step’s decimals', () => {
    expect(calculateSteppedDecimal('0.1', '0.1', 1)).toBe('0.2');
    expect(calculateSteppedDecimal('0.2', '0.1', 1)).toBe('0.3');
    expect(calculateSteppedDecimal('1.2', '0.10', 1)).toBe('1.30');
    expect(calculateSteppedDecimal('64250.5', '0.5', -1)).toBe('64250.0');
    expect(calculateSteppedDecimal('0.000001', '0.000001', 1)).toBe('0.000002');
  });

  it('goes to the next multiple of the step past the value, like a native number input', () => {
    expect(calculateSteppedDecimal('1.234', '0.01', 1)).toBe('1.24');
    expect(calculateSteppedDecimal('1.234', '0.01', -1)).toBe('1.23');
    expect(calculateSteppedDecimal('5', '2', 1)).toBe('6');
    expect(calculateSteppedDecimal('5', '2', -1)).toBe('4');
  });

  it('counts an empty or unreadable value as 0', () => {
    expect(calculateSteppedDecimal('', '0.01', 1)).toBe('0.01');
    expect(calculateSteppedDecimal('.', '1', 1)).toBe('1');
  });

  it('keeps within min and max', () => {
    expect(calculateSteppedDecimal('0', '0.01', -1, { min: '0' })).toBe('0.00');
    expect(calculateSteppedDecimal('0.005', '0.01', -1, { min: '0.001' })).toBe('0.001');
    expect(calculateSteppedDecimal('99.99', '0.1', 1, { max: '100' })).toBe('100.0');
  });

  it('never writes exponent notation or loses digits on large and tiny values', () => {
    expect(calculateSteppedDecimal('123456789012345678', '1', 1)).toBe('123456789012345679');
    expect(calculateSteppedDecimal('0.00000001', '0.00000001', 1)).toBe('0.00000002');
  });

  it('does nothing for a step that is not a positive decimal', () => {
    expect(calculateSteppedDecimal('1', '0', 1)).toBeUndefined();
    expect(calculateSteppedDecimal('1', '-1', 1)).toBeUndefined();
    expect(calculateSteppedDecimal('1', '1e-3', 1)).toBeUndefined();
  });
});
