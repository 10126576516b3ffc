import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBarStart } from '../../../../src/shared/chart/nextBarStart';
import { KLINE_INTERVALS } from '../../../../src/shared/protocol';
import { bucketStart, nextBucket } from '../../../../src/server/exchange/intervals';

describe('nextBarStart', () => {
  it('steps months on the calendar, in UTC', () => {
    expect(nextBarStart('1M', Date.UTC(2024, 0, 1))).toBe(Date.UTC(2024, 1, 1)); // 31 days
    expect(nextBarStart('1M', Date.UTC(2024, 1, 1))).toBe(Date.UTC(2024, 2, 1)); // 29 days, a leap year
    expect(nextBarStart('1M', Date.UTC(2025, 1, 1))).toBe(Date.UTC(2025, 2, 1)); // 28 days
    expect(nextBarStart('1M', Date.UTC(2024, 11, 1))).toBe(Date.UTC(2025, 0, 1)); // into the next year
  });

  it('adds the fixed length otherwise', () => {
    expect(nextBarStart('1s', 5_000)).toBe(6_000);
    expect(nextBarStart('4h', Date.UTC(2025, 0, 1, 20))).toBe(Date.UTC(2025, 0, 2));
    expect(nextBarStart('1w', Date.UTC(2025, 0, 6))).toBe(Date.UTC(2025, 0, 13));
  });

  it('agrees with the simulator’s buckets for every interval', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KLINE_INTERVALS),
        fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }),
        (interval, t) => {
          const start = bucketStart(interval, t);
          expect(nextBarStart(interval, start)).toBe(nextBucket(interval, start));
        },
      ),
    );
  });
});
