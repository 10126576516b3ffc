import { describe, expect, it } from 'vitest';
import { createTokenBucket } from '../../../../src/server/gateway/tokenBucket';

function bucket(ratePerSecond: number, burst: number) {
  let now = 1_000;
  const b = createTokenBucket({ ratePerSecond, burst, now: () => now });
  return { b, advance: (ms: number) => (now += ms) };
}

describe('token bucket', () => {
  it('grants a full burst at once, then refuses until time refills it', () => {
    const { b, advance } = bucket(10, 5);
    for (let i = 0; i < 5; i++) expect(b.take(1)).toBe(true);
    expect(b.take(1)).toBe(false);
    advance(99);
    expect(b.take(1)).toBe(false);
    advance(1);
    expect(b.take(1)).toBe(true);
    expect(b.take(1)).toBe(false);
  });

  it('never holds more than the burst, however long it was idle', () => {
    const { b, advance } = bucket(10, 5);
    advance(3_600_000);
    expect(b.available()).toBe(5);
    expect(b.take(6)).toBe(false);
    expect(b.take(5)).toBe(true);
  });

  it('refuses a cost larger than what is there without spending any of it', () => {
    const { b } = bucket(10, 5);
    expect(b.take(3)).toBe(true);
    expect(b.take(3)).toBe(false);
    expect(b.available()).toBe(2);
    expect(b.take(2)).toBe(true);
  });

  it('over any span grants at most burst + rate × span, sent as fast as asked', () => {
    const { b, advance } = bucket(20, 50);
    let granted = 0;
    // One request every 5 ms for 10 s: far above the rate.
    for (let t = 0; t < 10_000; t += 5) {
      if (b.take(1)) granted++;
      advance(5);
    }
    expect(granted).toBeLessThanOrEqual(50 + 20 * 10);
    expect(granted).toBeGreaterThanOrEqual(50 + 20 * 10 - 1);
  });

  it('keeps its tokens when the clock steps back', () => {
    const { b, advance } = bucket(10, 5);
    b.take(5);
    advance(-10_000);
    expect(b.take(1)).toBe(false);
    advance(10_100);
    expect(b.take(1)).toBe(true);
  });

  it('refuses a rate or burst that would make it meaningless', () => {
    expect(() => createTokenBucket({ ratePerSecond: 0, burst: 5, now: () => 0 })).toThrow();
    expect(() => createTokenBucket({ ratePerSecond: 5, burst: 0, now: () => 0 })).toThrow();
  });
});
