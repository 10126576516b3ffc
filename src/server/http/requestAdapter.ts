/**
 * Node request → ApiRequest, and ApiResponse → Node response. Bodies are read with a hard limit and
 * parsed by content type; a body that cannot be parsed is passed on as `bodyError` so the router
 * answers it with its usual envelope instead of this layer inventing another.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE, type ApiRequest, type ApiResponse } from '../api/types';

export const MAX_BODY_BYTES = 1024 * 1024;

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !(name in cookies)) {
      try {
        cookies[name] = decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        cookies[name] = part.slice(eq + 1).trim();
      }
    }
  }
  return cookies;
}

export const sessionIdOf = (request: IncomingMessage): string | undefined =>
  parseCookies(request.headers.cookie)[SESSION_COOKIE];

type Body = { body: unknown } | { body: undefined; bodyError: 'malformed' | 'tooLarge' };

/** Reads the whole body (or stops keeping it past the limit but still drains it, so the reply can be sent). */
export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | 'tooLarge'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(request.headers['content-length'] ?? 0) > limit;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? 'tooLarge' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function parseBody(raw: Buffer, contentType: string): Body {
  const text = raw.toString('utf8');
  if (text.trim() === '') return { body: undefined };
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const form: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) if (!(key in form)) form[key] = value;
    return { body: form };
  }
  // JSON is the default: fetch sends a string body as text/plain unless told otherwise.
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { body: undefined, bodyError: 'malformed' };
  }
}

/**
 * Whether the request reached us over https: a TLS socket, or a proxy's `X-Forwarded-Proto: https`.
 * The header is believed from anyone: it can only add `Secure` to the caller's own cookie (a forged one
 * over plain http makes the browser drop that caller's cookie, nothing else).
 */
export function isSecure(request: IncomingMessage): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted === true) return true;
  const proto = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * The caller's address. `X-Forwarded-For` only with `trustProxy` (the server sits behind a proxy of
 * its own that sets it): believed from anyone, it would let a guesser pick a fresh address per try.
 * The proxy appends the address it saw, so the last entry is the one it vouches for.
 */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const text = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = text?.split(',').pop()?.trim();
  if (trustProxy && last) return last;
  return request.socket.remoteAddress ?? '';
}

export async function toApiRequest(
  request: IncomingMessage,
  url: URL,
  options: { trustProxy?: boolean } = {},
): Promise<ApiRequest> {
  const method = request.method ?? 'GET';
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  let body: Body = { body: undefined };
  if (method !== 'GET' && method !== 'HEAD') {
    const raw = await readBody(request);
    body =
      raw === 'tooLarge'
        ? { body: undefined, bodyError: 'tooLarge' }
        : parseBody(raw, headers['content-type'] ?? '');
  }
  const sessionId = sessionIdOf(request);
  return {
    method,
    path: url.pathname,
    query,
    headers,
    clientAddress: clientAddressOf(request, options.trustProxy ?? false),
    secure: isSecure(request),
    ...body,
    ...(sessionId === undefined ? {} : { sessionId }),
  };
}

export function writeApiResponse(
  response: ServerResponse,
  answer: Exclude<ApiResponse, { kind: 'notApi' }>,
  headOnly: boolean,
): void {
  if (answer.setCookie) response.setHeader('Set-Cookie', answer.setCookie);
  response.setHeader('Cache-Control', 'no-store');
  if (answer.kind !== 'redirect')
    for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  if (answer.kind === 'redirect') {
    response.writeHead(answer.status, { Location: answer.location }).end();
    return;
  }
  const text = answer.kind === 'json' ? JSON.stringify(answer.body) : answer.body;
  const type = answer.kind === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  response.writeHead(answer.status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  response.end(headOnly ? undefined : text);
}
