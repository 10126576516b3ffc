import type { z } from 'zod';
import { ApiError, type ApiResult } from './ApiError';
import { envelopeSchema } from './schemas';

export interface FetchApiOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls one REST path on the serving origin and checks the answer: the envelope first, then its result
 * against `schema`. Never throws; every failure is an {@link ApiError} in the result.
 */
export async function fetchApi<T>(
  path: string,
  schema: z.ZodType<T>,
  options: FetchApiOptions = {},
): Promise<ApiResult<T>> {
  // 1. Resolve against the page's origin: relative on the wire, and absolute for fetch in tests.
  const url = new URL(path, globalThis.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);

  // 2. Send. A rejection here means there was no HTTP answer at all.
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
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
  const parsed = schema.safeParse(result);
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
