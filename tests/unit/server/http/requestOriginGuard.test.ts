import { describe, expect, it } from 'vitest';
import { API, CODES, REQUEST_HEADER } from '../../../../src/shared/protocol';
import {
  isLoopbackName,
  ownOriginOf,
  requestOriginGuard,
  type GuardedRequest,
} from '../../../../src/server/http/requestOriginGuard';

const OWN = 'http://127.0.0.1:8080';
/** Another port of the same host: same site (SameSite=Lax cookies go along), another origin. */
const SAME_SITE = 'http://127.0.0.1:8081';
const JSON_CALL = { 'content-type': 'application/json', [REQUEST_HEADER]: '1' };

const post = (path: string, headers: GuardedRequest['headers']): GuardedRequest => ({
  method: 'POST',
  path,
  headers,
});
const ruleOf = (request: GuardedRequest) => requestOriginGuard(request, OWN)?.rule;

describe('requestOriginGuard', () => {
  it('lets the page’s own JSON calls through, with or without Origin, Sec-Fetch-Site and a charset', () => {
    expect(ruleOf(post(API.createOrder, JSON_CALL))).toBeUndefined();
    const fromPage = { ...JSON_CALL, origin: OWN, 'sec-fetch-site': 'same-origin' };
    expect(ruleOf(post(API.createOrder, fromPage))).toBeUndefined();
    const charset = { ...JSON_CALL, 'content-type': 'application/json; charset=UTF-8' };
    expect(ruleOf(post(API.logout, charset))).toBeUndefined();
    expect(ruleOf(post(API.logout, { ...JSON_CALL, 'sec-fetch-site': 'none' }))).toBeUndefined();
    expect(ruleOf(post('/__control/market', JSON_CALL))).toBeUndefined();
  });

  it('never looks at GET, HEAD or OPTIONS', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      const request = { method, path: API.assets, headers: { origin: 'http://evil.test' } };
      expect(requestOriginGuard(request, OWN)).toBeUndefined();
    }
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=----x'],
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['no type', undefined],
    ['a JSON look-alike', 'application/json-patch+json'],
    ['JSON in another charset', 'application/json; charset=iso-8859-1'],
    ['JSON with another parameter', 'application/json; profile=x'],
  ])('refuses a body that is %s, even with the request header', (_name, type) => {
    const headers = { [REQUEST_HEADER]: '1', ...(type === undefined ? {} : { 'content-type': type }) };
    expect(ruleOf(post(API.createOrder, headers))).toBe('content-type');
    expect(ruleOf(post('/__control/faults', headers))).toBe('content-type');
  });

  it('refuses JSON without the request header, or with another value', () => {
    const bare = { 'content-type': 'application/json' };
    expect(ruleOf(post(API.createOrder, bare))).toBe('request-header');
    expect(ruleOf(post(API.cancelOrder, { ...bare, [REQUEST_HEADER]: 'true' }))).toBe('request-header');
    expect(ruleOf(post('/__control/close', bare))).toBe('request-header');
  });

  it('refuses a foreign Origin, the same host on another port and "null" included', () => {
    for (const origin of [
      SAME_SITE,
      'http://evil.test',
      'null',
      'https://127.0.0.1:8080',
      'http://localhost:8080',
    ]) {
      expect(ruleOf(post(API.createOrder, { ...JSON_CALL, origin })), origin).toBe('origin');
      expect(ruleOf(post('/__control/risk', { ...JSON_CALL, origin })), origin).toBe('origin');
    }
  });

  it('refuses Sec-Fetch-Site same-site and cross-site', () => {
    for (const site of ['same-site', 'cross-site']) {
      expect(ruleOf(post(API.createOrder, { ...JSON_CALL, 'sec-fetch-site': site }))).toBe('sec-fetch-site');
      expect(ruleOf(post('/__control/market', { ...JSON_CALL, 'sec-fetch-site': site }))).toBe(
        'sec-fetch-site',
      );
    }
  });

  it('refuses the three forgeries of a same-site page as the browser sends them', () => {
    const fromOtherPort = { origin: SAME_SITE, 'sec-fetch-site': 'same-site', cookie: 'spotdesk_session=s' };
    const iframeForm = { ...fromOtherPort, 'content-type': 'application/x-www-form-urlencoded' };
    const topForm = { ...iframeForm, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const noCors = {
      ...fromOtherPort,
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-mode': 'no-cors',
    };
    for (const headers of [iframeForm, topForm, noCors]) {
      expect(ruleOf(post(API.createOrder, headers))).toBe('sec-fetch-site');
      // A browser that sends no Sec-Fetch-Site (plain http on a LAN address) still sends Origin.
      const { 'sec-fetch-site': _site, ...noSite } = headers;
      expect(ruleOf(post(API.createOrder, noSite))).toBe('origin');
      // And one that sends neither is left with a body no form can make JSON.
      const { origin: _origin, ...neither } = noSite;
      expect(ruleOf(post(API.createOrder, neither))).toBe('content-type');
    }
  });

  it('answers a 403 in the API envelope that names the rule', () => {
    const refusal = requestOriginGuard(post(API.createOrder, { ...JSON_CALL, origin: SAME_SITE }), OWN);
    expect(refusal?.response).toEqual({
      kind: 'json',
      status: 403,
      body: {
        code: CODES.forbidden,
        success: false,
        message: `refused (origin): Origin "${SAME_SITE}" is not this server's (${OWN})`,
        result: null,
      },
    });
  });

  describe('the login page’s form (login CSRF)', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    it('takes a form login from this server’s own page', () => {
      expect(
        ruleOf(post(API.login, { ...form, origin: OWN, 'sec-fetch-site': 'same-origin' })),
      ).toBeUndefined();
      expect(ruleOf(post(API.login, { ...form, origin: OWN }))).toBeUndefined();
    });

    it('refuses a form login that does not prove it comes from here', () => {
      expect(ruleOf(post(API.login, form))).toBe('origin');
      expect(ruleOf(post(API.login, { ...form, origin: SAME_SITE }))).toBe('origin');
      expect(ruleOf(post(API.login, { ...form, origin: OWN, 'sec-fetch-site': 'same-site' }))).toBe(
        'sec-fetch-site',
      );
      expect(ruleOf(post(API.login, { ...form, origin: OWN, 'sec-fetch-site': 'none' }))).toBe(
        'sec-fetch-site',
      );
    });

    it('holds a JSON login and any other form to the full rule', () => {
      expect(ruleOf(post(API.login, { 'content-type': 'application/json', origin: OWN }))).toBe(
        'request-header',
      );
      expect(ruleOf(post(API.login, JSON_CALL))).toBeUndefined();
      expect(ruleOf(post(API.logout, { ...form, origin: OWN }))).toBe('content-type');
      const multipart = { 'content-type': 'multipart/form-data; boundary=x', origin: OWN };
      expect(ruleOf(post(API.login, multipart))).toBe('content-type');
    });
  });
});

describe('ownOriginOf', () => {
  it('is the Host under http, or https when a proxy says so', () => {
    expect(ownOriginOf({ host: '127.0.0.1:8080' })).toBe(OWN);
    expect(ownOriginOf({ host: 'Desk.Example:443', 'x-forwarded-proto': 'https' })).toBe(
      'https://desk.example',
    );
    expect(ownOriginOf({ host: 'desk.example', 'x-forwarded-proto': 'https, http' })).toBe(
      'https://desk.example',
    );
    expect(ownOriginOf({ host: 'desk.example', 'x-forwarded-proto': 'gopher' })).toBe('http://desk.example');
    expect(ownOriginOf({ host: 'desk.example:80' })).toBe('http://desk.example');
    expect(ownOriginOf({ host: '[::1]:8080' })).toBe('http://[::1]:8080');
  });

  it('matches no browser Origin when the Host is missing or unusable', () => {
    for (const headers of [{}, { host: '' }, { host: 'a b' }, { host: 'evil.test/x' }]) {
      const own = ownOriginOf(headers);
      expect(own).toBeUndefined();
      for (const origin of ['http://', 'http://a b', 'null', OWN])
        expect(requestOriginGuard(post(API.logout, { ...JSON_CALL, origin }), own)?.rule).toBe('origin');
      expect(requestOriginGuard(post(API.logout, JSON_CALL), own)).toBeUndefined();
    }
  });
});

describe('ownOriginOf a server bound to a loopback address (DNS rebinding)', () => {
  const loopbackOnly = { loopbackOnly: true };

  it('answers to its loopback names only', () => {
    expect(ownOriginOf({ host: '127.0.0.1:8080' }, loopbackOnly)).toBe(OWN);
    expect(ownOriginOf({ host: 'localhost:8080' }, loopbackOnly)).toBe('http://localhost:8080');
    expect(ownOriginOf({ host: '[::1]:8080' }, loopbackOnly)).toBe('http://[::1]:8080');
    expect(ownOriginOf({ host: 'evil.test:8080' }, loopbackOnly)).toBeUndefined();
    expect(ownOriginOf({ host: '127.0.0.1.evil.test:8080' }, loopbackOnly)).toBeUndefined();
    expect(ownOriginOf({ host: 'evil.test:8080' })).toBe('http://evil.test:8080');
  });

  it('so a rebound page’s same-origin call to the controls is refused', () => {
    const rebound = { ...JSON_CALL, origin: 'http://evil.test:8080', 'sec-fetch-site': 'same-origin' };
    const own = ownOriginOf({ host: 'evil.test:8080' }, loopbackOnly);
    expect(requestOriginGuard(post('/__control/market', rebound), own)?.rule).toBe('origin');
  });

  it('knows the loopback names', () => {
    for (const name of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'LOCALHOST'])
      expect(isLoopbackName(name), name).toBe(true);
    for (const name of [
      'localhost.evil.test',
      '128.0.0.1',
      '0.0.0.0',
      '10.0.0.1',
      'evil.test',
      '127.0.0.1.nip.io',
    ])
      expect(isLoopbackName(name), name).toBe(false);
  });
});
