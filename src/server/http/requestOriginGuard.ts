/**
 * The one rule every state-changing request (any method but GET, HEAD and OPTIONS) passes before the
 * server reads its body, for the REST API and the /__control/ endpoints alike: no page of another
 * origin may change anything, a same-site page on another port included (SameSite=Lax cookies do not
 * stop those). A request must
 *
 * 1. when it says where it comes from, come from this server's own origin: `Sec-Fetch-Site`, when
 *    present, is `same-origin` or `none` (typed by the user), and `Origin`, when present, is the origin
 *    the request was sent to (scheme, host and port);
 * 2. send `Content-Type: application/json` (a `charset=utf-8` parameter allowed): HTML forms can only
 *    send form-encoded, multipart or text/plain bodies, and a cross-origin `fetch` can only send those
 *    without a preflight;
 * 3. send `X-Spotdesk-Request: 1` (REQUEST_HEADER), which no form and no preflight-free cross-origin
 *    request can carry: the second lock, for the day a browser lets a JSON type through (as
 *    `sendBeacon` once did).
 *
 * The one exception is the login page's own form (a plain HTML form, so that the page needs no
 * script): `POST /login` may be form-encoded when it proves where it comes from, an `Origin` equal to
 * this server's and `Sec-Fetch-Site`, when present, `same-origin`. Browsers send `Origin` on every form
 * POST, so a login forged from another page (login CSRF) is refused like any other forgery.
 *
 * Pure: the Node server and the msw handlers of component tests apply the same rule.
 */
import { API, REQUEST_HEADER } from '../../shared/protocol';
import { requestError, type JsonResponse } from '../api/envelope';

export type GuardRule = 'sec-fetch-site' | 'origin' | 'content-type' | 'request-header';

export interface GuardedRequest {
  method: string;
  path: string;
  /** Lower-cased names, as Node and `Headers` give them. */
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}

export interface GuardRefusal {
  rule: GuardRule;
  /** A 403 in the API's envelope whose message names the rule. */
  response: JsonResponse;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Undefined when the request may go on; else the refusal to answer, before anything is read or changed.
 * `ownOrigin` is the origin the request was sent to (ownOriginOf); undefined matches no Origin.
 */
export function requestOriginGuard(
  request: GuardedRequest,
  ownOrigin: string | undefined,
): GuardRefusal | undefined {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  const site = header(request, 'sec-fetch-site');
  const origin = header(request, 'origin');
  const { type, charset } = mediaType(header(request, 'content-type'));

  if (request.path === API.login && type === FORM_TYPE) {
    if (origin === undefined)
      return refuse('origin', 'a form login must send the Origin of this server; send JSON otherwise');
    if (site !== undefined && site !== 'same-origin')
      return refuse('sec-fetch-site', `Sec-Fetch-Site "${site}": a form login must be same-origin`);
  }
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return refuse('sec-fetch-site', `Sec-Fetch-Site "${site}": only same-origin requests may change state`);
  if (origin !== undefined && origin !== ownOrigin)
    return refuse(
      'origin',
      `Origin "${origin}" is not this server's (${ownOrigin ?? 'the Host is not a name of this server'})`,
    );
  if (request.path === API.login && type === FORM_TYPE) return undefined;

  if (type !== 'application/json' || (charset !== undefined && charset !== 'utf-8'))
    return refuse(
      'content-type',
      `Content-Type "${header(request, 'content-type') ?? ''}": send application/json (UTF-8)`,
    );
  if (header(request, REQUEST_HEADER) !== '1')
    return refuse('request-header', `header ${REQUEST_HEADER}: 1 is missing: send it with every change`);
  return undefined;
}

/**
 * The origin a request was sent to: its Host, under the scheme a TLS-terminating proxy names in
 * X-Forwarded-Proto (neither can be set by a form or by a cross-origin fetch without a preflight), else
 * http, the simulator's own. Undefined when the Host is unusable, or when a server bound to a loopback
 * address is reached under another name: that is DNS rebinding (a website whose name now points at
 * 127.0.0.1 calling "its own" origin), and the cookie-less controls would take it as same-origin.
 */
export function ownOriginOf(
  headers: GuardedRequest['headers'],
  options: { loopbackOnly?: boolean } = {},
): string | undefined {
  const proto = first(headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'https' ? 'https' : 'http';
  const host = first(headers['host'])?.trim().toLowerCase() ?? '';
  if (host === '' || /[\s/\\@?#]/.test(host)) return undefined;
  if (options.loopbackOnly && !isLoopbackName(host.replace(/:\d*$/, ''))) return undefined;
  // Browsers leave the scheme's default port out of Origin.
  const defaultPort = scheme === 'https' ? ':443' : ':80';
  return `${scheme}://${host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host}`;
}

/** localhost (and its subdomains, which browsers resolve to loopback), 127.0.0.0/8 and [::1]. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '[::1]' ||
    name === '::1'
  );
}

function refuse(rule: GuardRule, message: string): GuardRefusal {
  return { rule, response: requestError(403, `refused (${rule}): ${message}`) };
}

function header(request: GuardedRequest, name: string): string | undefined {
  return first(request.headers[name]);
}

function first(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/** `type/subtype` and the charset parameter, lower-cased; other parameters make the type unknown. */
function mediaType(value: string | undefined): { type: string; charset?: string } {
  const [type = '', ...parameters] = (value ?? '').split(';').map((part) => part.trim().toLowerCase());
  let charset: string | undefined;
  for (const parameter of parameters) {
    if (parameter === '') continue;
    const [name, raw = ''] = parameter.split('=').map((part) => part.trim());
    if (name !== 'charset') return { type: '' };
    charset = raw.replace(/^"(.*)"$/, '$1');
  }
  return charset === undefined ? { type } : { type, charset };
}
