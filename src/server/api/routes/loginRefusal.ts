/**
 * A login that did not happen, answered the way the caller asked: the envelope for a JSON login, the
 * login page again with the message as an alert for a form. A refusal that will pass with time says
 * when, in `Retry-After` (seconds) and in the message.
 */
import { CODES } from '../../../shared/protocol';
import type { RouteContext } from '../context';
import type { Throttled } from '../loginThrottle';
import type { ApiResponse } from '../types';
import { renderLoginPage } from './loginPage';

export interface LoginRefusal {
  status: 400 | 401 | 429 | 503;
  code: number;
  message: string;
  retryAfterSeconds?: number;
}

export const wrongCredentials: LoginRefusal = {
  status: 401,
  code: CODES.unauthorized,
  message: 'wrong email or password',
};

export function tooManyFailures(throttled: Throttled): LoginRefusal {
  const seconds = Math.max(1, Math.ceil(throttled.retryAfterMs / 1000));
  const whose = throttled.scope === 'account' ? 'for this account' : 'from this address';
  return {
    status: 429,
    code: CODES.tooManyRequests,
    message: `too many failed logins ${whose}: try again in ${seconds} s`,
    retryAfterSeconds: seconds,
  };
}

/** The session store holds only other accounts' live sessions: refuse rather than end one of them. */
export const sessionsFull: LoginRefusal = {
  status: 503,
  code: CODES.serviceUnavailable,
  message: 'the server cannot hold another session now: try again in a few minutes',
  retryAfterSeconds: 300,
};

/** `email` is what the caller typed, which the login page shows again (none for an unreadable body). */
export function refuseLogin(
  context: RouteContext,
  json: boolean,
  redirectUrl: string,
  refusal: LoginRefusal,
  email = '',
): ApiResponse {
  const { status, code, message, retryAfterSeconds } = refusal;
  const headers = retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
  if (json) {
    const result = retryAfterSeconds === undefined ? null : { retryAfterSeconds };
    return { kind: 'json', status, body: { code, success: false, message, result }, headers };
  }
  const body = renderLoginPage({ users: context.deps.users.list(), redirectUrl, error: message, email });
  return { kind: 'html', status, body, headers };
}
