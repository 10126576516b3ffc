/**
 * Why a REST call failed, as one typed value the UI can branch on:
 * - `network`: no answer at all (offline, DNS, connection reset);
 * - `http`: an HTTP error status without an envelope we could read;
 * - `server`: an envelope with `success: false`; `message` is the server's text, `code` its code;
 * - `invalid`: an answer that is not the envelope or whose result does not have the expected shape;
 * - `aborted`: the caller cancelled the request.
 */
export type ApiErrorKind = 'network' | 'http' | 'server' | 'invalid' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when there was no answer. */
  readonly status: number;
  /** The envelope's code for `server` errors. */
  readonly code: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; code?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status ?? 0;
    this.code = options.code;
  }
}

/** The server has no session for the page's cookie (HTTP 401): expired, ended, or never there. */
export function isSignedOut(error: ApiError): boolean {
  return error.status === 401;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };
