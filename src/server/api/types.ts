/**
 * The REST API as a pure function of a request, so the Node server (src/server/http) and the msw
 * handlers in tests adapt one implementation. No Node APIs here.
 */
import type { ApiEnvelope } from '../../shared/protocol';

export interface ApiRequest {
  method: string;
  /** Path without the query: "/spot/api/order/create". */
  path: string;
  /** Query parameters; a repeated name keeps its first value. */
  query: Record<string, string>;
  /** Parsed JSON or urlencoded form body; `undefined` when there was none. */
  body: unknown;
  /** Set when the body could not be parsed (bad JSON, too large); the router answers with an error. */
  bodyError?: 'malformed' | 'tooLarge';
  /** The value of the `spotdesk_session` cookie, when present. */
  sessionId?: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The caller's address as the transport knows it (the failed-login limit per address). */
  clientAddress?: string;
  /** Reached over https (directly or through a proxy that says so): the session cookie is Secure. */
  secure?: boolean;
}

export type ApiResponse =
  | {
      kind: 'json';
      status: number;
      body: ApiEnvelope;
      setCookie?: string[];
      /** Extra response headers of this route (the latency probe's CORS header). */
      headers?: Record<string, string>;
    }
  | { kind: 'html'; status: number; body: string; setCookie?: string[]; headers?: Record<string, string> }
  | { kind: 'redirect'; status: 302 | 303; location: string; setCookie?: string[] }
  /** Not an API path: the HTTP layer serves the app (or 404s for a missing asset). */
  | { kind: 'notApi' };

export type ApiHandler = (request: ApiRequest) => ApiResponse;

export const SESSION_COOKIE = 'spotdesk_session';
