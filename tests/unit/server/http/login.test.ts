/** Login over real HTTP: the rules that live in headers (Location, Set-Cookie, Retry-After, proxies). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODES, STATE_CHANGE_HEADERS } from '../../../../src/shared/protocol';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [server, proxied] = await Promise.all([startTestServer(), startTestServer({ trustProxy: true })]);
});
afterAll(async () => Promise.all([server.close(), proxied.close()]));

const login = (
  target: TestServer,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> =>
  fetch(`${target.url}${API.login}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    // The login page's form, as a browser posts it: with this server's origin (the origin guard).
    headers: { origin: target.url, ...headers },
    redirect: 'manual',
  });

describe('login over HTTP', () => {
  it('redirects a form login to /✓ as an ASCII Location, with a working session', async () => {
    const answer = await login(server, {
      email: 'classic@spotdesk.test',
      password: 'spotdesk',
      redirect_url: '/✓',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/%E2%9C%93');
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await fetch(`${server.url}${API.assets}`, { headers: { cookie } })).status).toBe(200);
  });

  it('sets Secure on the cookie behind a proxy that says https, and not over plain http', async () => {
    const fields = { email: 'uta@spotdesk.test', password: 'spotdesk' };
    const viaTls = await login(server, fields, {
      'x-forwarded-proto': 'https',
      origin: server.url.replace('http:', 'https:'),
    });
    expect(viaTls.headers.get('set-cookie')).toMatch(/; Secure$/);
    const plain = await login(server, fields);
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('answers the 6th failed JSON login of an account with 429 and Retry-After', async () => {
    const body = JSON.stringify({ email: 'demo@spotdesk.test', password: 'guess' });
    const headers = STATE_CHANGE_HEADERS;
    const tries = async () => fetch(`${server.url}${API.login}`, { method: 'POST', body, headers });
    for (let i = 0; i < 5; i++) expect((await tries()).status).toBe(401);
    const locked = await tries();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('60');
    expect(await locked.json()).toMatchObject({
      code: CODES.tooManyRequests,
      message: 'too many failed logins for this account: try again in 60 s',
    });
  });

  it('counts failures per forwarded address only when told to trust the proxy', async () => {
    const guess = (target: TestServer, i: number, address: string) =>
      login(target, { email: `nobody${i}@spotdesk.test`, password: 'guess' }, { 'x-forwarded-for': address });
    // Trusted: each forwarded address has its own count, so 20 failures from one lock only it.
    for (let i = 0; i < 20; i++) await guess(proxied, i, '203.0.113.9');
    expect((await guess(proxied, 99, '203.0.113.9')).status).toBe(429);
    expect((await guess(proxied, 99, '203.0.113.10')).status).toBe(401);
    // Not trusted: a new forwarded address per guess does not escape the socket address's count.
    for (let i = 0; i < 20; i++) await guess(server, i, `198.51.100.${i}`);
    expect((await guess(server, 99, '198.51.100.250')).status).toBe(429);
  });
});
