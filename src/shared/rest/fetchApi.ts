import * as z from 'zod/mini';
import { STATE_CHANGE_HEADERS } from '../protocol';
import { ApiError, type ApiResult } from './ApiError';
import { envelopeSchema } from './schemas';

/** The part of `fetch` this client uses, so the main thread and the workers inject their own. */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    credentials: 'same-origin';
    headers: Record<string, string>;
    body?: string;
    signal?: AbortSignalLike;
    keepalive?: boolean;
  },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface AbortSignalLike {
  readonly aborted: boolean;
}

export interface RestClient {
  /** Where relative paths resolve: the origin that served the app. */
  origin: string;
  fetch: FetchLike;
}

export interface FetchApiOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignalLike;
  /** The request outlives the page (a save sent as the page hides or unloads). */
  keepalive?: boolean;
  /**
   * Extra request headers (the trace header of order calls); they cannot replace accept, content-type
   * or the request header that every POST sends (REQUEST_HEADER).
   */
  headers?: Record<string, string>;
}

/**
 * Calls one REST path on the serving origin and checks the answer: the envelope first, then its result
 * against `schema` (zod/mini on the page and in the workers; any zod 4 schema works). Never throws; every failure is an {@link ApiError} in the result.
 */
export async function fetchApi<T>(
  client: RestClient,
  path: string,
  schema: z.core.$ZodType<T>,
  options: FetchApiOptions = {},
): Promise<ApiResult<T>> {
  // 1. Resolve against the serving origin: relative on the wire, absolute for fetch in tests.
  const query = Object.entries(options.query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const url = `${client.origin}${path}${query ? `?${query}` : ''}`;

  // 2. Send. A rejection here means there was no HTTP answer at all.
  const method = options.method ?? 'GET';
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await client.fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        ...options.headers,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        // The server refuses a change without both, body or not (src/server/http/requestOriginGuard.ts).
        ...(method === 'GET' ? {} : STATE_CHANGE_HEADERS),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (options.signal?.aborted) return failure(new ApiError('aborted', 'aborted', { cause }));
    return failure(new ApiError('network', describe(cause), { cause }));
  }

  // 3. Read the envelope. Error statuses carry one too (400, 401, 404…); a proxy's HTML page does not.
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    if (options.signal?.aborted) return failure(new ApiError('aborted', 'aborted', { cause }));
    return failure(nonEnvelope(response.status, cause));
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return failure(nonEnvelope(response.status, envelope.error));
  const { code, success, message, result } = envelope.data;

  // 4. A business refusal keeps the server's own message.
  if (!success || !response.ok) {
    return failure(new ApiError('server', message, { status: response.status, code }));
  }

  // 5. The result must have the shape the caller relies on.
  const parsed = z.safeParse(schema, result);
  if (!parsed.success) {
    return failure(
      new ApiError('invalid', `unexpected result from ${path}`, {
        status: response.status,
        cause: parsed.error,
      }),
    );
  }
  return { ok: true, value: parsed.data };
}

function failure<T>(error: ApiError): ApiResult<T> {
  return { ok: false, error };
}

function nonEnvelope(status: number, cause: unknown): ApiError {
  return status >= 200 && status < 300
    ? new ApiError('invalid', 'the answer is not an API envelope', { status, cause })
    : new ApiError('http', `HTTP ${status}`, { status, cause });
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : 'network error';
}
