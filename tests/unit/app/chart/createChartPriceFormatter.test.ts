import { describe, expect, it } from 'vitest';
import { createChartPriceFormatter } from '../../../../src/app/features/chart/kline/createChartPriceFormatter';

/** Direction marks (ar-SA's minus) say nothing about the digits. */
const bare = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('createChartPriceFormatter', () => {
  it('groups the axis prices as the book does, with the pair’s decimals', () => {
    const en = createChartPriceFormatter('en', 2);
    expect(en(99000)).toBe('99,000.00');
    expect(en(97082.575)).toMatch(/^97,082\.5[78]$/);
    expect(en(0.5)).toBe('0.50');
    expect(createChartPriceFormatter('de-DE', 2)(99000)).toBe('99.000,00');
    expect(createChartPriceFormatter('hi-IN', 2)(1234567)).toBe('12,34,567.00');
    expect(bare(createChartPriceFormatter('ar-SA', 2)(99000))).toBe('99,000.00');
  });

  it('writes small and huge prices in plain digits, never exponent notation', () => {
    expect(createChartPriceFormatter('en', 10)(0.0000021009)).toBe('0.0000021009');
    expect(createChartPriceFormatter('en', 10)(1e-7)).toBe('0.0000001000');
    expect(createChartPriceFormatter('en', 2)(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(createChartPriceFormatter('en', 0)(2e22)).toBe('20,000,000,000,000,000,000,000');
  });

  it('signs values below zero (an indicator pane), and never writes "-0.00"', () => {
    const en = createChartPriceFormatter('en', 2);
    expect(en(-1234.5)).toBe('-1,234.50');
    expect(en(-0.001)).toBe('0.00');
    expect(en(-0)).toBe('0.00');
  });
});
