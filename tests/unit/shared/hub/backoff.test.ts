import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBackoff } from '../../../../src/shared/hub/backoff';
import { DEFAULT_POLICY } from '../../../../src/shared/hub/types';

describe('calculateBackoff', () => {
  it('stays within [1 s, 5 s] for any attempt and any random', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), fc.double({ noNaN: false }), (attempt, random) => {
        const delay = calculateBackoff(attempt, random, DEFAULT_POLICY);
        expect(delay).toBeGreaterThanOrEqual(1_000);
        expect(delay).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('doubles from 1 s to the 5 s cap, and jitter only shortens', () => {
    expect([1, 2, 3, 4, 5, 50].map((attempt) => calculateBackoff(attempt, 0, DEFAULT_POLICY))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
    expect(calculateBackoff(4, 0.5, DEFAULT_POLICY)).toBe(3_750);
    expect(calculateBackoff(4, 0.9, DEFAULT_POLICY)).toBe(2_750);
    expect(calculateBackoff(1, 0.999, DEFAULT_POLICY)).toBe(1_000);
  });
});
