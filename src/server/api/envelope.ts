/**
 * The one response envelope of every REST answer, with the HTTP status rule of protocol/rest.ts:
 * 200 for any business outcome (success or refusal), 4xx only for a request the router cannot take.
 */
import { CODES } from '../../shared/protocol';
import type { ApiResponse } from './types';

export type JsonResponse = Extract<ApiResponse, { kind: 'json' }>;

export function ok(result: unknown, message = 'success'): JsonResponse {
  return { kind: 'json', status: 200, body: { code: CODES.ok, success: true, message, result } };
}

/** A business refusal (insufficient balance, unknown order…): HTTP 200 with a nonzero code. */
export function refuse(code: number, message: string, result: unknown = null): JsonResponse {
  return { kind: 'json', status: 200, body: { code, success: false, message, result } };
}

/** A request the router cannot take: the HTTP status tells transports and proxies the class of error. */
export function requestError(
  status: 400 | 401 | 403 | 404 | 405 | 413 | 429 | 500 | 503,
  message: string,
): JsonResponse {
  const code = {
    400: CODES.badRequest,
    401: CODES.unauthorized,
    403: CODES.forbidden,
    404: CODES.notFound,
    405: CODES.methodNotAllowed,
    413: CODES.bodyTooLarge,
    429: CODES.tooManyRequests,
    500: CODES.internal,
    503: CODES.serviceUnavailable,
  }[status];
  return { kind: 'json', status, body: { code, success: false, message, result: null } };
}

/** Maps an exchange Outcome onto the envelope so every route answers refusals the same way. */
export function fromOutcome<T>(
  outcome: { ok: true; value: T } | { ok: false; error: { code: number; message: string } },
  map: (value: T) => unknown = (value) => value,
): JsonResponse {
  return outcome.ok ? ok(map(outcome.value)) : refuse(outcome.error.code, outcome.error.message);
}
