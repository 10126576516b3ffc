/**
 * Counts failures per key (an account, a client address) in a sliding window; `limit` failures within
 * `windowMs` lock the key, for `baseLockMs` the first time and twice as long each time after, up to
 * `maxLockMs`. A key that fails nothing for `forgetMs` starts again from the first lock. Pure, on an
 * injected clock, so tests drive it with manual time.
 */
export interface FailurePolicy {
  limit: number;
  windowMs: number;
  baseLockMs: number;
  maxLockMs: number;
  forgetMs: number;
  /**
   * Keys tracked at once. When full, keys neither locked nor failing within the window are dropped
   * (they lose only their lock count); if every key is live, a new key is refused, never let through.
   */
  maxKeys: number;
}

/** `undefined`: go ahead. A number: locked for that many more ms. */
export type LockedFor = number | undefined;

export interface FailureLimiter {
  /** Whether `key` may try now. A key not yet tracked while every slot holds a live one is refused. */
  check(key: string): LockedFor;
  /** Records a failure; returns the lock it started, if it started one. */
  fail(key: string): LockedFor;
  /** Forgets the key's failures and locks (a success). */
  reset(key: string): void;
  size(): number;
}

interface Entry {
  /** Failure times within the window, oldest first; never more than `limit`. */
  failures: number[];
  lockedUntil: number;
  locks: number;
  lastFailureAt: number;
}

export function createFailureLimiter(policy: FailurePolicy, now: () => number): FailureLimiter {
  const entries = new Map<string, Entry>();

  const idle = (entry: Entry, at: number): boolean =>
    entry.lockedUntil <= at && at - entry.lastFailureAt >= policy.windowMs;

  /** Room for one more key: linear, so it runs only when the table is full. */
  function makeRoom(at: number): boolean {
    if (entries.size < policy.maxKeys) return true;
    for (const [key, entry] of entries) if (idle(entry, at)) entries.delete(key);
    return entries.size < policy.maxKeys;
  }

  return {
    check(key) {
      const at = now();
      const entry = entries.get(key);
      if (!entry) return makeRoom(at) ? undefined : policy.baseLockMs;
      return entry.lockedUntil > at ? entry.lockedUntil - at : undefined;
    },
    fail(key) {
      const at = now();
      let entry = entries.get(key);
      if (!entry) {
        if (!makeRoom(at)) return policy.baseLockMs;
        entry = { failures: [], lockedUntil: 0, locks: 0, lastFailureAt: at };
        entries.set(key, entry);
      }
      if (at - entry.lastFailureAt >= policy.forgetMs) entry.locks = 0;
      entry.lastFailureAt = at;
      entry.failures = entry.failures.filter((t) => at - t < policy.windowMs);
      entry.failures.push(at);
      if (entry.failures.length < policy.limit) return undefined;
      const lockMs = Math.min(policy.baseLockMs * 2 ** entry.locks, policy.maxLockMs);
      entry.locks += 1;
      entry.failures = [];
      entry.lockedUntil = at + lockMs;
      return lockMs;
    },
    reset(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}
