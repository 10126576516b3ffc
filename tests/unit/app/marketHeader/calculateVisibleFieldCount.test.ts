import { describe, expect, it } from 'vitest';
import { calculateVisibleFieldCount } from '../../../../src/app/features/marketHeader/calculateVisibleFieldCount';

describe('calculateVisibleFieldCount', () => {
  const widths = [120, 100, 90, 90, 110];

  it('shows every field when they fit, exactly or with room', () => {
    expect(calculateVisibleFieldCount(widths, 510)).toBe(5);
    expect(calculateVisibleFieldCount(widths, 2000)).toBe(5);
  });

  it('hides whole fields from the right, never half of one', () => {
    expect(calculateVisibleFieldCount(widths, 509)).toBe(4);
    expect(calculateVisibleFieldCount(widths, 400)).toBe(4);
    expect(calculateVisibleFieldCount(widths, 399)).toBe(3);
    expect(calculateVisibleFieldCount(widths, 220)).toBe(2);
    expect(calculateVisibleFieldCount(widths, 120)).toBe(1);
    expect(calculateVisibleFieldCount(widths, 119)).toBe(0);
    expect(calculateVisibleFieldCount(widths, 0)).toBe(0);
  });

  it('counts the gap between shown fields, not before the first', () => {
    expect(calculateVisibleFieldCount([100, 100], 200, 16)).toBe(1);
    expect(calculateVisibleFieldCount([100, 100], 216, 16)).toBe(2);
    expect(calculateVisibleFieldCount([100], 100, 16)).toBe(1);
  });

  it('stops at a width that is not a measurement', () => {
    expect(calculateVisibleFieldCount([100, Number.NaN, 50], 1000)).toBe(1);
    expect(calculateVisibleFieldCount([100, -1, 50], 1000)).toBe(1);
    expect(calculateVisibleFieldCount([Number.POSITIVE_INFINITY], 1000)).toBe(0);
  });

  it('is empty for no fields', () => {
    expect(calculateVisibleFieldCount([], 100)).toBe(0);
  });
});
