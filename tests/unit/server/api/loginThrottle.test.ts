import { describe, expect, it } from 'vitest';
import { API, CODES } from '../../../../src/shared/protocol';
import { createHarness } from './apiHarness';

const MINUTE = 60_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function attempt(
  h: ReturnType<typeof createHarness>,
  email: string,
  password: string,
  clientAddress = '203.0.113.7',
) {
  return h.json('POST', API.login, { body: { email, password }, clientAddress });
}

describe('failed logins', () => {
  it('lock the account after 5 failures in a minute: 429, Retry-After, even for the right password', () => {
    const h = createHarness();
    for (let i = 0; i < 5; i++) expect(attempt(h, 'classic@spotdesk.test', 'guess').status).toBe(401);
    const locked = h.call('POST', API.login, {
      body: { email: 'CLASSIC@spotdesk.test ', password: 'spotdesk' },
      clientAddress: '198.51.100.1',
    });
    expect(locked).toMatchObject({
      kind: 'json',
      status: 429,
      headers: { 'Retry-After': '60' },
      body: {
        code: CODES.tooManyRequests,
        success: false,
        message: 'too many failed logins for this account: try again in 60 s',
        result: { retryAfterSeconds: 60 },
      },
    });
    expect(locked).not.toHaveProperty('setCookie');
    // Another account is not affected.
    expect(attempt(h, 'uta@spotdesk.test', 'spotdesk').status).toBe(200);
    h.exchange.advance(MINUTE - 1_000);
    expect(attempt(h, 'classic@spotdesk.test', 'spotdesk').message).toMatch(/try again in 1 s$/);
    h.exchange.advance(1_000);
    expect(attempt(h, 'classic@spotdesk.test', 'spotdesk').status).toBe(200);
  });

  it('lock longer each time: the second lock is two minutes', () => {
    const h = createHarness();
    for (let i = 0; i < 5; i++) attempt(h, 'demo@spotdesk.test', 'guess');
    h.exchange.advance(MINUTE);
    for (let i = 0; i < 5; i++) attempt(h, 'demo@spotdesk.test', 'guess');
    expect(attempt(h, 'demo@spotdesk.test', 'guess').message).toMatch(/try again in 120 s$/);
  });

  it('are forgotten for the account after a successful login', () => {
    const h = createHarness();
    for (let i = 0; i < 4; i++) attempt(h, 'sub@spotdesk.test', 'guess');
    expect(attempt(h, 'sub@spotdesk.test', 'spotdesk').status).toBe(200);
    for (let i = 0; i < 4; i++) expect(attempt(h, 'sub@spotdesk.test', 'guess').status).toBe(401);
    expect(attempt(h, 'sub@spotdesk.test', 'spotdesk').status).toBe(200);
  });

  it('lock a client address after 20 failures a minute over any emails, and only that address', () => {
    const h = createHarness();
    for (let i = 0; i < 20; i++) expect(attempt(h, `nobody${i}@spotdesk.test`, 'guess').status).toBe(401);
    const locked = attempt(h, 'classic@spotdesk.test', 'spotdesk');
    expect(locked).toMatchObject({
      status: 429,
      message: 'too many failed logins from this address: try again in 60 s',
    });
    expect(attempt(h, 'classic@spotdesk.test', 'spotdesk', '198.51.100.2').status).toBe(200);
    // A success elsewhere does not unlock the address (a guesser with an account of its own).
    expect(attempt(h, 'uta@spotdesk.test', 'spotdesk').status).toBe(429);
  });

  it('show the message on the login page of a form login', () => {
    const h = createHarness();
    const body = {
      email: 'copyleader@spotdesk.test',
      password: 'guess',
      redirect_url: '/trade/spot/BTC/USDT',
    };
    for (let i = 0; i < 5; i++) h.call('POST', API.login, { headers: FORM, body });
    const page = h.call('POST', API.login, { headers: FORM, body: { ...body, password: 'spotdesk' } });
    expect(page).toMatchObject({ kind: 'html', status: 429, headers: { 'Retry-After': '60' } });
    if (page.kind !== 'html') return;
    expect(page.body).toContain(
      '<p role="alert">too many failed logins for this account: try again in 60 s</p>',
    );
    expect(page.body).toContain('value="/trade/spot/BTC/USDT"');
    expect(page.setCookie).toBeUndefined();
  });
});
