import { describe, expect, it } from 'vitest';
import { calculateCountdownParts } from '../../../../src/shared/chart/calculateCountdownParts';

describe('calculateCountdownParts', () => {
  it('splits into hours, minutes and seconds, seconds rounded up', () => {
    expect(calculateCountdownParts(2 * 3_600_000)).toEqual({ hours: 2, minutes: 0, seconds: 0 });
    expect(calculateCountdownParts(2 * 3_600_000 - 100)).toEqual({ hours: 2, minutes: 0, seconds: 0 });
    expect(calculateCountdownParts(2 * 3_600_000 - 1_000)).toEqual({ hours: 1, minutes: 59, seconds: 59 });
    expect(calculateCountdownParts(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
  });

  it('does not cap hours at a day, and reads zero for nothing left or nonsense', () => {
    expect(calculateCountdownParts(50 * 3_600_000).hours).toBe(50);
    for (const ms of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(calculateCountdownParts(ms)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
