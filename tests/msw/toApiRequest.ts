import type { ApiRequest } from '../../src/server/api/types';
import { SESSION_COOKIE } from '../../src/server/api/types';

/** Bodies above this are refused as too large, as the Node server does (src/server/http/requestAdapter.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Converts a fetch Request (as msw hands it over) into the router's ApiRequest: the same parsing the
 * Node HTTP layer does, so a component test exercises the same router paths as the real server.
 * `fallbackSessionId` stands in for the browser's cookie jar, which Node's fetch does not have.
 */
export async function toApiRequest(request: Request, fallbackSessionId?: string): Promise<ApiRequest> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;

  const headers = headersOf(request);
  const sessionId = readCookie(headers['cookie'], SESSION_COOKIE) ?? fallbackSessionId;
  const body = await readBody(request, headers['content-type'] ?? '');
  return {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query,
    body: body.value,
    ...(body.error ? { bodyError: body.error } : {}),
    ...(sessionId !== undefined ? { sessionId } : {}),
    headers,
  };
}

/** The request's headers under lower-cased names, as the router and the origin guard read them. */
export function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

async function readBody(
  request: Request,
  contentType: string,
): Promise<{ value: unknown; error?: 'malformed' | 'tooLarge' }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { value: undefined };
  const text = await request.text();
  if (text.length === 0) return { value: undefined };
  if (new TextEncoder().encode(text).byteLength > BODY_LIMIT_BYTES)
    return { value: undefined, error: 'tooLarge' };
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { value: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { value: undefined, error: 'malformed' };
  }
}

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
