/**
 * A token bucket: `burst` tokens to start with, refilled at `ratePerSecond` up to `burst`. A request
 * for `cost` tokens is granted only if that many are there, so a caller may spend at most
 * `burst + ratePerSecond × t` over any span of t seconds, whatever the pattern.
 * Time comes from `now` (milliseconds, never going back), so tests drive it by hand.
 */
export interface TokenBucketOptions {
  ratePerSecond: number;
  burst: number;
  now(): number;
}

export interface TokenBucket {
  /** Spends `cost` tokens and answers true, or spends nothing and answers false. */
  take(cost: number): boolean;
  /** Tokens there now (for tests and stats). */
  available(): number;
}

export function createTokenBucket(options: TokenBucketOptions): TokenBucket {
  const { ratePerSecond, burst, now } = options;
  if (!(ratePerSecond > 0) || !(burst >= 1)) throw new Error('token bucket: rate > 0 and burst >= 1');
  let tokens = burst;
  let refilledAt = now();

  const refill = (): void => {
    const at = now();
    // A clock that steps back (it should not) refills nothing rather than draining the bucket.
    if (at > refilledAt) tokens = Math.min(burst, tokens + ((at - refilledAt) * ratePerSecond) / 1000);
    refilledAt = Math.max(refilledAt, at);
  };

  return {
    take(cost) {
      refill();
      if (cost > tokens) return false;
      tokens -= cost;
      return true;
    },
    available() {
      refill();
      return tokens;
    },
  };
}
