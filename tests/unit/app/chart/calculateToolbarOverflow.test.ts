import { describe, expect, it } from 'vitest';
import { calculateToolbarOverflow } from '../../../../src/app/features/chart/toolbar/calculateToolbarOverflow';

describe('calculateToolbarOverflow', () => {
  it('shows no arrows when the content fits or overflows by 10 px at most', () => {
    expect(calculateToolbarOverflow(500, 500, 0).showArrows).toBe(false);
    expect(calculateToolbarOverflow(510, 500, 0)).toEqual({
      showArrows: false,
      canScrollBack: false,
      canScrollForward: false,
    });
  });

  it('shows the arrows from 11 px of overflow', () => {
    expect(calculateToolbarOverflow(511, 500, 0)).toEqual({
      showArrows: true,
      canScrollBack: false,
      canScrollForward: true,
    });
  });

  it('says which way the track can still scroll', () => {
    expect(calculateToolbarOverflow(700, 500, 100)).toEqual({
      showArrows: true,
      canScrollBack: true,
      canScrollForward: true,
    });
    expect(calculateToolbarOverflow(700, 500, 200)).toMatchObject({
      canScrollBack: true,
      canScrollForward: false,
    });
    // Fractional positions at the ends (browser zoom) count as the end.
    expect(calculateToolbarOverflow(700, 500, 199.5)).toMatchObject({ canScrollForward: false });
    expect(calculateToolbarOverflow(700, 500, 0.5)).toMatchObject({ canScrollBack: false });
  });

  it('reads a negative scrollLeft (right-to-left scrolling) by its size', () => {
    expect(calculateToolbarOverflow(700, 500, -200)).toMatchObject({
      canScrollBack: true,
      canScrollForward: false,
    });
  });
});
