/**
 * Password guessing, slowed per account and per client address. An account (keyed by the email as
 * typed, known or not, so the answer does not tell which emails exist) is locked after 5 failures in a
 * minute: 1 minute, then 2, 4, … up to an hour, back to 1 minute after a day without failures. A client
 * address gets a higher bound (an office or a mobile carrier puts many traders behind one address):
 * 20 failures a minute, the same growing lock. A success forgets the account's failures, not the
 * address's, or a guesser could log into an account of its own between guesses.
 */
import { createFailureLimiter, type FailurePolicy } from './failureLimiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ACCOUNT_FAILURES: FailurePolicy = {
  limit: 5,
  windowMs: MINUTE,
  baseLockMs: MINUTE,
  maxLockMs: HOUR,
  forgetMs: 24 * HOUR,
  maxKeys: 100_000,
};

export const ADDRESS_FAILURES: FailurePolicy = { ...ACCOUNT_FAILURES, limit: 20 };

export type ThrottleScope = 'account' | 'address';

export interface Throttled {
  scope: ThrottleScope;
  retryAfterMs: number;
}

export interface LoginThrottle {
  /** Whether a login for `email` from `address` may be tried now. */
  check(email: string, address: string): Throttled | undefined;
  /** A wrong password (or unknown email); returns the lock it started, if any. */
  failed(email: string, address: string): Throttled | undefined;
  succeeded(email: string): void;
}

/** The account key: the directory matches emails trimmed and case-insensitively, so the limit does too. */
const accountKey = (email: string): string => email.trim().toLowerCase();

export function createLoginThrottle(now: () => number): LoginThrottle {
  const accounts = createFailureLimiter(ACCOUNT_FAILURES, now);
  const addresses = createFailureLimiter(ADDRESS_FAILURES, now);
  const longest = (account: number | undefined, address: number | undefined): Throttled | undefined => {
    if (account === undefined && address === undefined) return undefined;
    return (account ?? 0) >= (address ?? 0)
      ? { scope: 'account', retryAfterMs: account ?? 0 }
      : { scope: 'address', retryAfterMs: address ?? 0 };
  };
  return {
    check: (email, address) => longest(accounts.check(accountKey(email)), addresses.check(address)),
    failed: (email, address) => longest(accounts.fail(accountKey(email)), addresses.fail(address)),
    succeeded: (email) => accounts.reset(accountKey(email)),
  };
}
