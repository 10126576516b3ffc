import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODES, STATE_CHANGE_HEADERS } from '../../../../src/shared/protocol';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ control: true });
});
afterAll(async () => server.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const post = (
  path: string,
  body: string,
  headers: Record<string, string> = STATE_CHANGE_HEADERS,
  cookie = '',
) => fetch(`${server.url}${path}`, { method: 'POST', body, headers: { ...headers, cookie } });

describe('HTTP server', () => {
  it('binds 127.0.0.1 on a free port', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(0);
  });

  it('answers public market data in the envelope', async () => {
    const response = await get(`${API.klines}?symbol=BTCUSDT&interval=1m&limit=5`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; result: { list: unknown[] } };
    expect(body.code).toBe(0);
    expect(body.result.list.length).toBeLessThanOrEqual(5);
  });

  it('logs in with a form: 303, HttpOnly SameSite cookie; the cookie opens private routes; logout ends it', async () => {
    const form = new URLSearchParams({
      email: 'classic@spotdesk.test',
      password: 'spotdesk',
      redirect_url: '/trade/spot/BTC/USDT',
    });
    // The login page's own form: the browser sends its Origin (requestOriginGuard).
    const login = await fetch(`${server.url}/login`, {
      method: 'POST',
      body: form,
      headers: { origin: server.url },
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/trade/spot/BTC/USDT');
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(';')[0] ?? '';
    const assets = await get(API.assets, { headers: { cookie } });
    expect(assets.status).toBe(200);
    const logout = await post(API.logout, '', undefined, cookie);
    expect(logout.status).toBe(200);
    expect((await get(API.assets, { headers: { cookie } })).status).toBe(401);
  });

  it('serves the login page with the CSP and no inline script', async () => {
    const response = await get('/login');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).not.toContain('<script');
  });

  it('serves the app: SPA fallback with CSP, immutable assets, 404 for a missing asset', async () => {
    const page = await get('/trade/spot/BTC/USDT');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBeTruthy();
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect((await get('/assets/missing-1.js')).status).toBe(404);
    expect((await get('/..%2f..%2fetc/passwd')).status).not.toBe(500);
  });

  it('survives garbage: malformed JSON, a huge body, wrong methods, unknown paths', async () => {
    const cookie = await server.login();
    const malformed = await post(API.createOrder, '{"symbol_id":', undefined, cookie);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: number }).code).toBe(CODES.badRequest);
    const huge = await post(API.createOrder, JSON.stringify({ x: 'a'.repeat(1_200_000) }), undefined, cookie);
    expect(huge.status).toBe(413);
    expect((await get(API.createOrder)).status).toBe(405);
    expect(
      (await fetch(`${server.url}/trade`, { method: 'DELETE', headers: STATE_CHANGE_HEADERS })).status,
    ).toBe(405);
    const unknown = await get('/spot/api/does/not/exist');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: number }).code).toBe(CODES.notFound);
    const bad = await get(`${API.klines}?symbol=BTCUSDT&interval=7x`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^interval: /);
    // Still up.
    expect((await get(API.latencyProbe)).status).toBe(200);
  });

  it('places and cancels an order over HTTP with the session cookie', async () => {
    const cookie = await server.login('uta@spotdesk.test');
    const create = await post(
      API.createOrder,
      JSON.stringify({
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'LIMIT',
        price: '50000',
        quantity: '0.01',
        client_order_id: 'http-1',
      }),
      undefined,
      cookie,
    );
    const created = (await create.json()) as { code: number; result: { orderId: string; status: string } };
    expect(created.code).toBe(0);
    const cancel = await post(
      API.cancelOrder,
      JSON.stringify({ order_id: created.result.orderId }),
      undefined,
      cookie,
    );
    expect(((await cancel.json()) as { code: number }).code).toBe(0);
  });

  it('exposes the control endpoint only when enabled', async () => {
    const stats = await get('/__control/stats');
    expect(((await stats.json()) as { result: { connections: number } }).result.connections).toBe(0);
    const off = await startTestServer();
    try {
      expect((await fetch(`${off.url}/__control/stats`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
