import { describe, expect, it } from 'vitest';
import { createFailureLimiter, type FailurePolicy } from '../../../../src/server/api/failureLimiter';

const MINUTE = 60_000;
const POLICY: FailurePolicy = {
  limit: 5,
  windowMs: MINUTE,
  baseLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
  forgetMs: 24 * 60 * MINUTE,
  maxKeys: 1000,
};

function limiterAt(policy: Partial<FailurePolicy> = {}) {
  let now = 1_700_000_000_000;
  const limiter = createFailureLimiter({ ...POLICY, ...policy }, () => now);
  const failTimes = (key: string, times: number) => {
    let lock: number | undefined;
    for (let i = 0; i < times; i++) lock = limiter.fail(key);
    return lock;
  };
  return { limiter, failTimes, advance: (ms: number) => (now += ms) };
}

describe('failure limiter', () => {
  it('locks a key for a minute at its 5th failure within a minute, and only that key', () => {
    const { limiter, failTimes, advance } = limiterAt();
    expect(failTimes('a', 4)).toBeUndefined();
    expect(limiter.check('a')).toBeUndefined();
    expect(limiter.fail('a')).toBe(MINUTE);
    expect(limiter.check('a')).toBe(MINUTE);
    expect(limiter.check('b')).toBeUndefined();
    advance(MINUTE - 1);
    expect(limiter.check('a')).toBe(1);
    advance(1);
    expect(limiter.check('a')).toBeUndefined();
  });

  it('counts failures in a sliding minute: slow guessing stays under the limit', () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 50; i++) {
      expect(limiter.fail('a')).toBeUndefined();
      advance(MINUTE / 4);
    }
    expect(limiter.check('a')).toBeUndefined();
  });

  it('doubles each further lock up to an hour, and starts again after a day without failures', () => {
    const { failTimes, advance } = limiterAt();
    const locks: (number | undefined)[] = [];
    for (let i = 0; i < 8; i++) {
      const lock = failTimes('a', 5);
      locks.push(lock);
      advance(lock ?? 0);
    }
    expect(locks.map((ms) => (ms ?? 0) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    advance(24 * 60 * MINUTE);
    expect(failTimes('a', 5)).toBe(MINUTE);
  });

  it('forgets a key on reset', () => {
    const { limiter, failTimes } = limiterAt();
    failTimes('a', 5);
    limiter.reset('a');
    expect(limiter.check('a')).toBeUndefined();
    expect(failTimes('a', 4)).toBeUndefined();
  });

  it('when full, drops idle keys for new ones, and refuses new keys while every key is live', () => {
    const { limiter, failTimes, advance } = limiterAt({ maxKeys: 2 });
    limiter.fail('a');
    failTimes('b', 5);
    // Both live (a failed within the minute, b locked): a new key is refused, not waved through.
    expect(limiter.check('c')).toBe(MINUTE);
    expect(limiter.fail('c')).toBe(MINUTE);
    expect(limiter.size()).toBe(2);
    advance(MINUTE);
    // a is idle now and b's lock has passed: they make room.
    expect(limiter.check('c')).toBeUndefined();
    expect(limiter.fail('c')).toBeUndefined();
    expect(limiter.size()).toBe(1);
  });
});
