import { describe, expect, it } from 'vitest';
import {
  calculateGridLines,
  marketSideOf,
  type GridLineStrategy,
} from '../../../../src/shared/chart/calculateGridLines';

const grid = (patch: Partial<GridLineStrategy> = {}): GridLineStrategy => ({
  min_price: '100',
  max_price: '110',
  grid_number: 10,
  type: 'grade',
  support: '',
  ...patch,
});
const prices = (lines: ReturnType<typeof calculateGridLines>) => lines?.map((line) => line.price);
const sides = (lines: ReturnType<typeof calculateGridLines>) => lines?.map((line) => line.side).join(' ');

describe('calculateGridLines', () => {
  it('grade: evenly spaced levels from min to max, at the tick decimals, bottom first', () => {
    const lines = calculateGridLines(grid(), '0.01', '104.50');
    expect(prices(lines)).toEqual([
      '100.00', '101.00', '102.00', '103.00', '104.00', '105.00',
      '106.00', '107.00', '108.00', '109.00', '110.00',
    ]); // prettier-ignore
    expect(lines?.map((line) => line.key)).toEqual(Array.from({ length: 11 }, (_, i) => `level:${i}`));
  });

  it('grade: a step that does not end is rounded once, half up, onto the tick', () => {
    // (101 − 100) / 3 = 0.333…: 100.333… → 100.33, 100.666… → 100.67.
    expect(prices(calculateGridLines(grid({ max_price: '101', grid_number: 3 }), '0.01', '1'))).toEqual([
      '100.00',
      '100.33',
      '100.67',
      '101.00',
    ]);
  });

  it('n = 1: just the two ends, both labelling the axis', () => {
    const lines = calculateGridLines(grid({ grid_number: 1 }), '0.01', '105');
    expect(prices(lines)).toEqual(['100.00', '110.00']);
    expect(lines?.map((line) => line.axisLabel)).toEqual([true, true]);
  });

  it('only the bottom and top levels label the axis', () => {
    const labels = calculateGridLines(grid({ grid_number: 4 }), '0.1', '105')?.map((line) => line.axisLabel);
    expect(labels).toEqual([true, false, false, false, true]);
  });

  it('ratio: a constant factor between levels, snapped to the tick', () => {
    // 100 × 2^(i/2): 100, 141.421356… → 141.42, 200.
    expect(
      prices(calculateGridLines(grid({ type: 'ratio', max_price: '200', grid_number: 2 }), '0.01', '1')),
    ).toEqual(['100.00', '141.42', '200.00']);
    // 1 × 8^(i/3): exactly 1, 2, 4, 8, though the float of 8^(2/3) is 3.9999999999999996.
    expect(
      prices(
        calculateGridLines(
          grid({ type: 'ratio', min_price: '1', max_price: '8', grid_number: 3 }),
          '0.0001',
          '3',
        ),
      ),
    ).toEqual(['1.0000', '2.0000', '4.0000', '8.0000']);
    // 100 × 1.1^i: 100, 110, 121.
    expect(
      prices(calculateGridLines(grid({ type: 'ratio', max_price: '121', grid_number: 2 }), '1', '1')),
    ).toEqual(['100', '110', '121']);
  });

  it('ratio: tiny prices print plainly, never with an exponent', () => {
    const lines = calculateGridLines(
      grid({ type: 'ratio', min_price: '0.0000002', max_price: '0.0000008', grid_number: 2 }),
      '0.0000000001',
      '0.0000003',
    );
    expect(prices(lines)).toEqual(['0.0000002000', '0.0000004000', '0.0000008000']);
    expect(sides(lines)).toBe('below above above');
  });

  it('tags each line against the last price, a level exactly at it as "at" (decimal compare)', () => {
    expect(sides(calculateGridLines(grid({ grid_number: 2 }), '0.01', '105'))).toBe('below at above');
    expect(sides(calculateGridLines(grid({ grid_number: 2 }), '0.01', '105.000'))).toBe('below at above');
    expect(sides(calculateGridLines(grid({ grid_number: 2 }), '0.01', '105.01'))).toBe('below below above');
    expect(sides(calculateGridLines(grid({ grid_number: 2 }), '0.01', '99.99'))).toBe('above above above');
    expect(sides(calculateGridLines(grid({ grid_number: 2 }), '0.01', '110'))).toBe('below below at');
  });

  it('adds the support line, on the tick and tagged too', () => {
    const lines = calculateGridLines(grid({ grid_number: 1, support: '97.004' }), '0.01', '105');
    expect(lines?.at(-1)).toEqual({
      key: 'support',
      kind: 'support',
      index: 0,
      price: '97.00',
      side: 'below',
      axisLabel: true,
    });
  });

  it('refuses what is not a grid', () => {
    expect(calculateGridLines(grid({ max_price: '100' }), '0.01', '100')).toBeUndefined(); // min = max
    expect(calculateGridLines(grid({ max_price: '99' }), '0.01', '100')).toBeUndefined();
    expect(calculateGridLines(grid({ min_price: '0' }), '0.01', '100')).toBeUndefined();
    expect(calculateGridLines(grid({ grid_number: 0 }), '0.01', '100')).toBeUndefined();
    expect(calculateGridLines(grid({ grid_number: 2.5 }), '0.01', '100')).toBeUndefined();
    expect(calculateGridLines(grid({ grid_number: 501 }), '0.01', '100')).toBeUndefined();
    // A level that rounds to zero on a coarse tick.
    expect(calculateGridLines(grid({ min_price: '0.001', max_price: '1' }), '0.01', '0.5')).toBeUndefined();
  });

  it('unparseable input gives undefined', () => {
    expect(calculateGridLines(grid({ min_price: '1e2' }), '0.01', '100')).toBeUndefined();
    expect(calculateGridLines(grid({ max_price: 'abc' }), '0.01', '100')).toBeUndefined();
    expect(calculateGridLines(grid({ support: 'NaN' }), '0.01', '100')).toBeUndefined();
    expect(calculateGridLines(grid(), '', '100')).toBeUndefined();
    expect(calculateGridLines(grid(), '0', '100')).toBeUndefined();
    expect(calculateGridLines(grid(), '0.01', '')).toBeUndefined();
  });
});

describe('marketSideOf', () => {
  it('compares decimals, not floats', () => {
    expect(marketSideOf('0.3', '0.30000000000000004')).toBe('below');
    expect(marketSideOf('100.10', '100.1')).toBe('at');
    expect(marketSideOf('100.2', '100.1')).toBe('above');
    expect(marketSideOf('x', '100.1')).toBeUndefined();
  });
});
