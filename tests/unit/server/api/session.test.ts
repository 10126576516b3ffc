import { describe, expect, it } from 'vitest';
import { API, CODES } from '../../../../src/shared/protocol';
import { safeRedirect } from '../../../../src/server/api/routes/session';
import { userProfileSchema } from '../../../../src/shared/rest/sessionSchemas';
import { createHarness } from './apiHarness';

describe('session routes', () => {
  it('serves an accessible login page with labelled fields and the demo accounts, without scripts', () => {
    const h = createHarness();
    const page = h.call('GET', API.login, { query: { redirect_url: '/trade/spot/BTC/USDT' } });
    expect(page.kind).toBe('html');
    if (page.kind !== 'html') return;
    expect(page.body).toContain('<label for="email">');
    expect(page.body).toContain('<label for="password">');
    expect(page.body).toContain('classic@spotdesk.test');
    expect(page.body).toContain('value="/trade/spot/BTC/USDT"');
    expect(page.body).not.toMatch(/<script|style=/);
  });

  it('logs in from a form with a 303 to a same-origin path and an HttpOnly SameSite cookie', () => {
    const h = createHarness();
    const answer = h.call('POST', API.login, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: { email: 'UTA@spotdesk.test', password: 'spotdesk', redirect_url: '/trade/spot/ETH/USDT' },
    });
    expect(answer).toMatchObject({ kind: 'redirect', status: 303, location: '/trade/spot/ETH/USDT' });
    if (answer.kind !== 'redirect') return;
    const cookie = answer.setCookie?.[0] ?? '';
    expect(cookie).toMatch(/^spotdesk_session=[\w-]+; HttpOnly; SameSite=Lax; Path=\//);
    const id = /^spotdesk_session=([\w-]+)/.exec(cookie)?.[1];
    expect(h.sessions.get(id)?.accountId).toBe('acct-uta');
  });

  it.each(['//evil.test/x', 'https://evil.test', 'relative', '/\\evil.test', '/ok\r\nX: y'])(
    'never redirects off-site (%s)',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );

  it.each([
    ['/✓', '/%E2%9C%93'],
    ['/trade/spot/BTC/USDT?x=a b', '/trade/spot/BTC/USDT?x=a%20b'],
    ['/already%20encoded', '/already%20encoded'],
    ['/\uD800', '/'],
  ])('keeps a redirect to %s on site as ASCII (%s)', (target, location) => {
    expect(safeRedirect(target)).toBe(location);
  });

  it('marks the cookie Secure when the request came over https', () => {
    const h = createHarness();
    const body = { email: 'classic@spotdesk.test', password: 'spotdesk' };
    const secure = h.json('POST', API.login, { body, secure: true });
    expect(secure.setCookie?.[0]).toMatch(
      /^spotdesk_session=[\w-]+; HttpOnly; SameSite=Lax; Path=\/; Secure$/,
    );
    expect(h.json('POST', API.logout, { secure: true }).setCookie?.[0]).toMatch(/; Secure; Max-Age=0$/);
    expect(h.json('POST', API.login, { body }).setCookie?.[0]).not.toMatch(/Secure/);
  });

  it('refuses a login with 503 when the store is full of others’ sessions, without a cookie', () => {
    const h = createHarness({ maxSessions: 1 });
    h.loginAs('uta');
    h.logout(); // another browser
    const answer = h.call('POST', API.login, {
      body: { email: 'classic@spotdesk.test', password: 'spotdesk' },
    });
    expect(answer).toMatchObject({
      kind: 'json',
      status: 503,
      headers: { 'Retry-After': '300' },
      body: { code: CODES.serviceUnavailable, success: false },
    });
    expect(answer).not.toHaveProperty('setCookie');
    expect(h.sessions.size()).toBe(1);
  });

  it('answers a JSON login with the envelope, and a wrong password with 401', () => {
    const h = createHarness();
    const good = h.json('POST', API.login, { body: { email: 'demo@spotdesk.test', password: 'spotdesk' } });
    expect(good).toMatchObject({
      status: 200,
      code: 0,
      success: true,
      result: { profile: { isDemoAccount: true } },
    });
    const bad = h.json('POST', API.login, { body: { email: 'demo@spotdesk.test', password: 'nope' } });
    expect(bad).toMatchObject({ status: 401, code: CODES.unauthorized, success: false });
    const missing = h.json('POST', API.login, { body: { email: 'demo@spotdesk.test' } });
    expect(missing.message).toMatch(/^password: /);
  });

  it('re-renders the form with an alert on a failed form login, the email kept (escaped), not the password', () => {
    const h = createHarness();
    const answer = h.call('POST', API.login, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: { email: '"x@y.z', password: 'no' },
    });
    expect(answer).toMatchObject({ kind: 'html', status: 401 });
    if (answer.kind !== 'html') return;
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toMatch(/<input id="email"[^>]* value="&#34;x@y\.z"/);
    expect(answer.body).toMatch(/<input id="password"[^>]* autofocus/);
    expect(answer.body).not.toContain('value="no"');
  });

  it('gives visitors userState -1 and users their kind', () => {
    const h = createHarness();
    expect(h.json('GET', API.profile).result).toMatchObject({
      userState: -1,
      isLogin: false,
      kind: 'visitor',
    });
    h.loginAs('sub');
    expect(h.json('GET', API.profile).result).toMatchObject({
      userState: 1,
      isLogin: true,
      sub_attribute: 'sub',
    });
  });

  it('tells the account’s risk status as it is at each request, and a visitor’s as 0', () => {
    const h = createHarness();
    expect(h.json('GET', API.profile).result).toMatchObject({ risk_status: 0 });
    const user = h.loginAs('classic');
    expect(h.json('GET', API.profile).result).toMatchObject({ risk_status: 0 });
    h.users.setRiskStatus(user.accountId, 4);
    expect(h.json('GET', API.profile).result).toMatchObject({ risk_status: 4 });
    h.users.setRiskStatus(user.accountId, 5);
    expect(h.json('GET', API.profile).result).toMatchObject({ risk_status: 5 });
    h.users.setRiskStatus(user.accountId, 0);
    expect(h.json('GET', API.profile).result).toMatchObject({ risk_status: 0 });
    // Another account's status is its own.
    h.users.setRiskStatus(user.accountId, 4);
    h.loginAs('uta');
    expect(h.json('GET', API.profile).result).toMatchObject({ risk_status: 0 });
  });

  it('answers a JSON login with the account’s risk status, which the page’s schema reads', () => {
    const h = createHarness();
    h.users.setRiskStatus('acct-demo', 5);
    const login = h.json('POST', API.login, { body: { email: 'demo@spotdesk.test', password: 'spotdesk' } });
    const { profile } = login.result as { profile: unknown };
    expect(userProfileSchema.parse(profile)).toMatchObject({ isDemoAccount: true, risk_status: 5 });
  });

  it('logs out: the session ends and the cookie is cleared', () => {
    const h = createHarness();
    h.loginAs('classic');
    expect(h.json('GET', API.assets).status).toBe(200);
    const out = h.json('POST', API.logout);
    expect(out.setCookie?.[0]).toMatch(/Max-Age=0/);
    expect(h.json('GET', API.assets)).toMatchObject({ status: 401, code: CODES.unauthorized });
  });

  it('answers the latency probe and the server time', () => {
    const h = createHarness();
    expect(h.json('GET', API.latencyProbe)).toMatchObject({ status: 200, success: true });
    expect(h.json('GET', API.serverTime).result).toEqual({ serverTime: h.exchange.clock.now() });
  });
});
