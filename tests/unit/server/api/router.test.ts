import { describe, expect, it } from 'vitest';
import { API, CODES } from '../../../../src/shared/protocol';
import { createHarness } from './apiHarness';

describe('router', () => {
  it('implements every protocol path', () => {
    const h = createHarness();
    h.loginAs('uta');
    for (const path of Object.values(API)) {
      const answers = ['GET', 'POST'].map((method) => h.call(method, path));
      // Each path answers at least one method with something other than 404/notApi.
      expect(
        answers.some((a) => a.kind !== 'notApi' && !(a.kind === 'json' && a.status === 404)),
        path,
      ).toBe(true);
    }
  });

  it('answers unknown API paths with a 404 envelope and leaves other paths to the app', () => {
    const h = createHarness();
    for (const path of ['/spot/api/nope', '/v2/x', '/v3/y', '/unified/z', '/siteapi/w']) {
      expect(h.json('GET', path)).toMatchObject({
        status: 404,
        code: CODES.notFound,
        success: false,
        result: null,
      });
    }
    expect(h.call('GET', '/trade/spot/BTC/USDT')).toEqual({ kind: 'notApi' });
  });

  it('answers a wrong method with 405 naming the allowed one', () => {
    const h = createHarness();
    const answer = h.json('GET', API.createOrder);
    expect(answer).toMatchObject({ status: 405, code: CODES.methodNotAllowed });
    expect(answer.message).toContain('POST');
  });

  it('requires a session on private routes (401 + unauthorized)', () => {
    const h = createHarness();
    for (const path of [API.assets, API.openOrders, API.unifiedAssets, API.preferences]) {
      expect(h.json('GET', path)).toMatchObject({ status: 401, code: CODES.unauthorized, success: false });
    }
    h.setSession('forged-id');
    expect(h.json('GET', API.assets).status).toBe(401);
  });

  it('turns body errors into 400 and 413 envelopes', () => {
    const h = createHarness();
    h.loginAs('classic');
    expect(h.json('POST', API.createOrder, { bodyError: 'malformed' })).toMatchObject({
      status: 400,
      code: CODES.badRequest,
    });
    expect(h.json('POST', API.createOrder, { bodyError: 'tooLarge' })).toMatchObject({
      status: 413,
      code: CODES.bodyTooLarge,
    });
  });

  it('wraps every answer in the one envelope', () => {
    const h = createHarness();
    const answer = h.json('GET', API.symbols);
    expect(Object.keys(answer).sort()).toEqual([
      'code',
      'message',
      'result',
      'setCookie',
      'status',
      'success',
    ]);
    expect(answer).toMatchObject({ code: 0, success: true });
  });
});
