/**
 * Login, logout, the user profile, server time and the latency probe. A form login answers with a
 * 303 redirect (same-origin paths only, so /login cannot be used as an open redirect); a JSON login
 * answers the envelope.
 */
import { z } from 'zod';
import { API, type UserProfile } from '../../../shared/protocol';
import { publicRoute, type Route, type RouteContext } from '../context';
import { ok } from '../envelope';
import { SESSION_COOKIE, type ApiResponse } from '../types';
import type { ApiUser, UserDirectory } from '../users';
import { parseWith } from '../validate';
import { renderLoginPage } from './loginPage';
import { refuseLogin, sessionsFull, tooManyFailures, wrongCredentials } from './loginRefusal';

/** Secure whenever the page came over https, so the cookie never travels in clear afterwards. */
function cookieAttributes(context: RouteContext): string {
  return `HttpOnly; SameSite=Lax; Path=/${context.request.secure ? '; Secure' : ''}`;
}

const loginBody = z.object({
  email: z.string({ error: 'expected an email' }).min(1, { error: 'must not be empty' }).max(200),
  password: z.string({ error: 'expected a password' }).min(1, { error: 'must not be empty' }).max(200),
  redirect_url: z.string().max(2000).optional(),
});

/**
 * Only a same-origin absolute path: "/x" yes; "//evil", "/\\evil", "https://…" and "x" no. Anything
 * beyond printable ASCII is percent-encoded ("/✓" → "/%E2%9C%93"): a Location header carries ASCII only.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  // Control characters could split a Location header or be read as a scheme by some browsers.
  if ([...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return '/';
  try {
    return target.replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(ch));
  } catch {
    // A lone surrogate has no UTF-8 form to encode.
    return '/';
  }
}

function wantsJson(context: RouteContext): boolean {
  return (context.request.headers['content-type'] ?? '').includes('application/json');
}

function loginPage(context: RouteContext): ApiResponse {
  const redirectUrl = safeRedirect(context.request.query.redirect_url);
  return {
    kind: 'html',
    status: 200,
    body: renderLoginPage({ users: context.deps.users.list(), redirectUrl }),
  };
}

/**
 * Every check comes before the session exists (the redirect target is made safe first), so a refused
 * or failed login never leaves one behind. Guessing is slowed per account and address (loginThrottle).
 */
function login(context: RouteContext): ApiResponse {
  const json = wantsJson(context);
  const parsed = parseWith(loginBody, context.request.body, 'body');
  const redirectUrl = safeRedirect(parsed.ok ? parsed.value.redirect_url : undefined);
  if (!parsed.ok) {
    const { message } = parsed.response.body;
    return refuseLogin(context, json, redirectUrl, { ...wrongCredentials, message });
  }
  const { email, password } = parsed.value;
  const address = context.request.clientAddress ?? '';
  const throttled = context.loginThrottle.check(email, address);
  if (throttled) return refuseLogin(context, json, redirectUrl, tooManyFailures(throttled), email);
  const user = context.deps.users.byEmail(email);
  if (!user || user.password !== password) {
    context.loginThrottle.failed(email, address);
    return refuseLogin(context, json, redirectUrl, wrongCredentials, email);
  }
  context.loginThrottle.succeeded(email);
  // A new id on every login, so a session id fixed before login is never promoted.
  context.deps.sessions.delete(context.request.sessionId);
  const session = context.deps.sessions.create(user.accountId);
  if (!session) return refuseLogin(context, json, redirectUrl, sessionsFull, email);
  const setCookie = [`${SESSION_COOKIE}=${session.id}; ${cookieAttributes(context)}`];
  if (json)
    return { ...ok({ profile: profileOf(user, context.deps.users), redirect_url: redirectUrl }), setCookie };
  return { kind: 'redirect', status: 303, location: redirectUrl, setCookie };
}

function logout(context: RouteContext): ApiResponse {
  context.deps.sessions.delete(context.request.sessionId);
  return { ...ok(null), setCookie: [`${SESSION_COOKIE}=; ${cookieAttributes(context)}; Max-Age=0`] };
}

const VISITOR: UserProfile = {
  id: '',
  userState: -1,
  isLogin: false,
  isUTA: false,
  isDemoAccount: false,
  kind: 'visitor',
  email: '',
  unified_account: 0,
  is_copy_trading_leader: false,
  sub_attribute: '',
  member_tag: {},
  risk_status: 0,
  double_confirm: { notifyClose: false, tradeNotifyClose: false, successAudio: false, cancelAll: true },
};

/**
 * Who is looking, as the page reads it. The risk status is the account's as it is now, so a page that
 * loads the profile again (after an order refused with 81001 or 32241) learns that it changed.
 */
export function profileOf(user: ApiUser | undefined, users: Pick<UserDirectory, 'riskStatus'>): UserProfile {
  if (!user) return VISITOR;
  const isUTA = user.kind === 'uta' || user.kind === 'copyLeader';
  return {
    ...VISITOR,
    id: user.accountId,
    userState: 1,
    isLogin: true,
    isUTA,
    isDemoAccount: user.kind === 'demo',
    kind: user.kind,
    email: user.email,
    unified_account: isUTA ? 2 : 0,
    is_copy_trading_leader: user.kind === 'copyLeader',
    sub_attribute: user.kind === 'sub' ? 'sub' : '',
    member_tag: isUTA ? { UTA: 'SUCCESS' } : {},
    risk_status: users.riskStatus(user.accountId),
  };
}

/**
 * The footer's route picker times `GET {route origin}/t1` from the page (spec 000 §7), so the answer
 * must be readable from every access route's origin: any origin, never with credentials (no
 * Allow-Credentials, and the body says nothing about the caller), and never from a cache, or the
 * second probe would time the browser's cache instead of the line.
 */
export const LATENCY_PROBE_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'no-store',
};

function latencyProbe(): ApiResponse {
  return { ...ok({}), headers: { ...LATENCY_PROBE_HEADERS } };
}

export const sessionRoutes: Route[] = [
  publicRoute('GET', API.login, loginPage),
  // Sign-up links (spec 001 §2) come here; the simulator's accounts are made in advance.
  publicRoute('GET', API.register, loginPage),
  publicRoute('POST', API.login, login),
  publicRoute('POST', API.logout, logout),
  publicRoute('GET', API.profile, (c) => ok(profileOf(c.user, c.deps.users))),
  publicRoute('GET', API.serverTime, (c) => ok({ serverTime: c.deps.exchange.clock.now() })),
  publicRoute('GET', API.latencyProbe, latencyProbe),
];
