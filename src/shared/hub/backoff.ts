import type { ConnectionPolicy } from './types';

/**
 * The reconnect delay before attempt `attempt` (1 for the first retry), always within
 * [reconnectMinMs, reconnectMaxMs]:
 *
 *   base  = min(max, min · 2^(attempt − 1))            1 s, 2 s, 4 s, 5 s, 5 s, …
 *   delay = max(min, base · (1 − jitter · random))     random in [0, 1)
 *
 * The jitter only ever shortens the base, so tabs of many browsers that lost the same server do not
 * come back in one wave, and the clamp keeps the first retries from hammering a server that is down.
 */
export function calculateBackoff(
  attempt: number,
  random: number,
  policy: Pick<ConnectionPolicy, 'reconnectMinMs' | 'reconnectMaxMs' | 'jitter'>,
): number {
  const { reconnectMinMs: min, reconnectMaxMs: max } = policy;
  // 1. An injected random outside [0, 1] (or NaN) must not push the delay out of bounds.
  const r = Number.isFinite(random) ? Math.min(1, Math.max(0, random)) : 0;
  const jitter = Math.min(1, Math.max(0, policy.jitter));
  // 2. Exponential base, capped before it can overflow (2^30 is far past any max).
  const exponent = Math.min(30, Math.max(0, attempt - 1));
  const base = Math.min(max, min * 2 ** exponent);
  // 3. Jitter shortens, the clamp restores the floor.
  return Math.min(max, Math.max(min, Math.round(base * (1 - jitter * r))));
}
