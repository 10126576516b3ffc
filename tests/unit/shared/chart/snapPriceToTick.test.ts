import { describe, expect, it } from 'vitest';
import { snapPriceToTick } from '../../../../src/shared/chart/snapPriceToTick';

describe('snapPriceToTick', () => {
  it('rounds a chart coordinate to the nearest tick, at the tick decimals', () => {
    expect(snapPriceToTick(65000.004999, '0.01')).toBe('65000.00');
    expect(snapPriceToTick(65000.0051, '0.01')).toBe('65000.01');
    expect(snapPriceToTick(64999.996, '0.01')).toBe('65000.00');
    expect(snapPriceToTick(1234.7, '1')).toBe('1235');
    expect(snapPriceToTick(0.30000000000000004, '0.1')).toBe('0.3');
  });

  it('handles ticks coarser than one and finer than floats print plainly', () => {
    expect(snapPriceToTick(123.4, '5')).toBe('125');
    expect(snapPriceToTick(0.0000001234, '0.00000001')).toBe('0.00000012');
  });

  it('never writes an exponent', () => {
    expect(snapPriceToTick(1e-7, '0.00000001')).toBe('0.00000010');
  });

  it('refuses what cannot be a price', () => {
    expect(snapPriceToTick(Number.NaN, '0.01')).toBeUndefined();
    expect(snapPriceToTick(Infinity, '0.01')).toBeUndefined();
    expect(snapPriceToTick(-1, '0.01')).toBeUndefined();
    expect(snapPriceToTick(0.004, '0.01')).toBeUndefined();
    expect(snapPriceToTick(10, '0')).toBeUndefined();
    expect(snapPriceToTick(10, 'x')).toBeUndefined();
  });
});
