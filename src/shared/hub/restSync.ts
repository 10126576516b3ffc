/**
 * The hub's REST side: the instrument list, fetched once, and the private state reconciled after every
 * socket open (design.md "Integrity rules"). Failures retry with the reconnect backoff, but for a
 * reconcile refused for lack of a session; an answer that arrives after the socket it was for is gone
 * is dropped, because the next open asks again.
 */
import type { Instrument } from '../protocol';
import { isSignedOut, type ApiError } from '../rest/ApiError';
import type { RestClient } from '../rest/fetchApi';
import { fetchAccountState, fetchInstruments } from './accountRest';
import { calculateBackoff } from './backoff';
import { createOneShot } from './oneShot';
import type { AccountState, ConnectionPolicy, Timers } from './types';

export interface RestSyncOptions {
  rest: RestClient;
  timers: Timers;
  random: () => number;
  policy: ConnectionPolicy;
  log: (message: string, detail?: unknown) => void;
  /** Whether a reconcile is still wanted now (socket open, account view watched). */
  wantsAccount(): boolean;
  /** Whether the instruments are still wanted now (a view is watched). */
  wantsInstruments(): boolean;
  instruments(list: Instrument[]): void;
  /** A fetch failed; another is scheduled with the backoff. */
  instrumentsFailed(error: ApiError): void;
  account(state: AccountState): void;
  /**
   * The server has no session for the socket's cookie (a reconcile answered 401): not retried, since
   * nothing private can be fetched until the session changes (`sessionIs` opens a new socket).
   */
  signedOut(): void;
}

export interface RestSync {
  /** Fetches the instrument list unless it is loaded, loading or waiting for a retry. */
  loadInstruments(): void;
  /** Starts a fresh reconcile, superseding any in flight. */
  reconcileAccount(): void;
  /** The socket is gone: answers in flight are for it and are dropped. */
  cancelAccount(): void;
  dispose(): void;
}

export function createRestSync(options: RestSyncOptions): RestSync {
  const { timers, policy, log } = options;
  const instrumentsTimer = createOneShot(timers);
  const accountTimer = createOneShot(timers);
  let instruments: 'none' | 'loading' | 'waiting' | 'done' = 'none';
  let instrumentsAttempt = 0;
  let accountAttempt = 0;
  /** Bumped per reconcile and per cancel, so a late answer for an older round is dropped. */
  let accountRound = 0;
  let disposed = false;

  const retryIn = (attempt: number): number => calculateBackoff(attempt, options.random(), policy);

  const loadInstruments = (): void => {
    if (instruments !== 'none' || disposed) return;
    instruments = 'loading';
    void fetchInstruments(options.rest).then((result) => {
      if (disposed) return;
      if (result.ok) {
        instruments = 'done';
        options.instruments(result.value);
        return;
      }
      log('hub: instruments failed', result.error);
      options.instrumentsFailed(result.error);
      instruments = 'waiting';
      instrumentsTimer.start(retryIn(++instrumentsAttempt), () => {
        instruments = 'none';
        if (options.wantsInstruments()) loadInstruments();
      });
    });
  };

  const reconcileAccount = (): void => {
    if (disposed || !options.wantsAccount()) return;
    accountTimer.cancel();
    const round = ++accountRound;
    void fetchAccountState(options.rest).then((result) => {
      if (round !== accountRound || disposed) return;
      if (result.ok) {
        accountAttempt = 0;
        options.account(result.value);
        return;
      }
      if (isSignedOut(result.error)) {
        log('hub: the session is gone');
        options.signedOut();
        return;
      }
      log('hub: account reconcile failed', result.error);
      accountTimer.start(retryIn(++accountAttempt), reconcileAccount);
    });
  };

  return {
    loadInstruments,
    reconcileAccount,
    cancelAccount() {
      accountRound++;
      accountTimer.cancel();
    },
    dispose() {
      disposed = true;
      instrumentsTimer.cancel();
      accountTimer.cancel();
    },
  };
}
