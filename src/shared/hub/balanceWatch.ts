/**
 * Balances that keep up with the orders (spec 000 §7 "Wallet-balance refresh"). Every order change moves
 * money, and the exchange follows it with a wallet push (`user.spot.wallet`). When that push is silent
 * for BALANCE_POLL_AFTER_MS after an order changed, the hub reads the balances over REST; when neither
 * has landed BALANCE_STALE_MS after the change (3 × the wallet's push interval), the account view says
 * its balances are stale until one does.
 *
 * - One wait at a time: later order changes while the hub waits do not push the deadlines back (the
 *   first change not yet followed by balances is the one that counts).
 * - A failed poll keeps the balances it has (still stale) and tries again after the reconnect backoff,
 *   at most BALANCE_POLL_TRIES times per wait; after that the next order change starts a new round.
 * - A poll answer is dropped when a push landed while it was in flight (the push is newer), and when
 *   the socket closed (the reconcile after the next open reads the balances anyway).
 */
import type { Balance } from '../protocol';
import type { ApiResult } from '../rest/ApiError';
import { calculateBackoff } from './backoff';
import { createOneShot } from './oneShot';
import type { ConnectionPolicy, Timers } from './types';

/** The wallet push may be this late after an order change before the hub asks over REST. */
export const BALANCE_POLL_AFTER_MS = 3_000;
/** Balances this far behind an order change are stale: 3 × the push interval (spec 000 §7). */
export const BALANCE_STALE_MS = 5_000;
/** Polls per wait, the first included. */
export const BALANCE_POLL_TRIES = 4;

export interface BalanceWatchOptions {
  timers: Timers;
  random: () => number;
  policy: ConnectionPolicy;
  fetchBalances(): Promise<ApiResult<Balance[]>>;
  /** Whether a poll is still wanted now (socket open, account view watched). */
  wanted(): boolean;
  /** A poll's balances, to apply. */
  polled(balances: Balance[]): void;
  /** `stale()` changed. */
  staleChanged(): void;
  log: (message: string, detail?: unknown) => void;
}

export interface BalanceWatch {
  /** An order push changed something: balances should follow. */
  orderChanged(): void;
  /** Balances landed (a wallet push or the REST reconcile): caught up. */
  balancesArrived(): void;
  stale(): boolean;
  /** The socket closed: drop a poll in flight and stop polling; staleness stands until balances land. */
  cancel(): void;
  dispose(): void;
}

export function createBalanceWatch(options: BalanceWatchOptions): BalanceWatch {
  const { timers, log } = options;
  const pollTimer = createOneShot(timers);
  const staleTimer = createOneShot(timers);
  let waiting = false;
  let stale = false;
  let polling = false;
  let tries = 0;
  /** Bumped whenever balances land or the socket goes, so a poll answer from before is dropped. */
  let round = 0;

  const setStale = (next: boolean): void => {
    if (stale === next) return;
    stale = next;
    options.staleChanged();
  };

  const balancesArrived = (): void => {
    round++;
    waiting = false;
    polling = false;
    tries = 0;
    pollTimer.cancel();
    staleTimer.cancel();
    setStale(false);
  };

  const poll = (): void => {
    if (!waiting || !options.wanted()) return;
    const mine = ++round;
    polling = true;
    tries++;
    void options.fetchBalances().then((result) => {
      if (mine !== round) return;
      polling = false;
      if (result.ok) {
        options.polled(result.value);
        balancesArrived();
        return;
      }
      log('hub: balance poll failed', result.error);
      if (tries < BALANCE_POLL_TRIES)
        pollTimer.start(calculateBackoff(tries, options.random(), options.policy), poll);
      else tries = 0;
    });
  };

  return {
    orderChanged() {
      if (!waiting) {
        waiting = true;
        staleTimer.start(BALANCE_STALE_MS, () => setStale(true));
      }
      if (!pollTimer.pending && !polling) pollTimer.start(BALANCE_POLL_AFTER_MS, poll);
    },
    balancesArrived,
    stale: () => stale,
    cancel() {
      round++;
      polling = false;
      tries = 0;
      pollTimer.cancel();
    },
    dispose() {
      round++;
      pollTimer.cancel();
      staleTimer.cancel();
    },
  };
}
