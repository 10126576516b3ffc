import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type WebConfig } from '../../../../src/shared/protocol';
import { contentSecurityPolicy } from '../../../../src/server/http/securityHeaders';
import { startTestServer, type TestServer } from './startTestServer';

const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src'));

describe('content security policy', () => {
  it("lets the page reach its access routes' origins and nothing else", () => {
    const csp = contentSecurityPolicy({
      host: '127.0.0.1',
      port: 4185,
      dev: false,
      routeOrigins: ['', 'http://localhost:4185', 'https://line3.example', 'http://localhost:4185'],
    });
    expect(connectSrc(csp)).toBe(
      "connect-src 'self' ws://127.0.0.1:4185 wss://127.0.0.1:4185 http://localhost:4185 https://line3.example",
    );
    expect(connectSrc(contentSecurityPolicy({ host: '127.0.0.1', port: 1, dev: false }))).toBe(
      "connect-src 'self' ws://127.0.0.1:1 wss://127.0.0.1:1",
    );
  });

  it('refuses an origin that is not a bare http(s) origin, so it cannot widen the policy', () => {
    for (const bad of [
      'http://a.test; script-src *',
      'http://a.test/path',
      'javascript:alert(1)',
      'ws://a.test',
      '*',
      'a.test',
    ]) {
      expect(
        () => contentSecurityPolicy({ host: '127.0.0.1', port: 1, dev: false, routeOrigins: [bad] }),
        bad,
      ).toThrow(/bare http\(s\) origin/);
    }
  });
});

describe('the latency probe over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('offers the other loopback name as Line 2 and allows it in the CSP', async () => {
    const response = await fetch(`${server.url}${API.webConfig}`);
    const config = ((await response.json()) as { result: WebConfig }).result;
    const line2 = `http://localhost:${server.port}`;
    expect(config.accessRoutes).toEqual([
      { id: 'line-1', name: 'Line 1', origin: '' },
      { id: 'line-2', name: 'Line 2', origin: line2 },
    ]);
    expect(connectSrc(response.headers.get('content-security-policy') ?? '')).toContain(` ${line2}`);
  });

  it("isolates the page from other origins (the order form's verdict board needs a SharedArrayBuffer)", async () => {
    const page = await fetch(`${server.url}/en/trade/spot/BTC/USDT`);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
  });

  it('answers a cross-origin probe with Allow-Origin * and no-store; other paths stay closed', async () => {
    const probe = await fetch(`http://localhost:${server.port}${API.latencyProbe}`, {
      headers: { origin: server.url },
    });
    expect(probe.status).toBe(200);
    expect(probe.headers.get('access-control-allow-origin')).toBe('*');
    expect(probe.headers.get('access-control-allow-credentials')).toBeNull();
    expect(probe.headers.get('cache-control')).toBe('no-store');
    const config = await fetch(`${server.url}${API.webConfig}`, { headers: { origin: 'http://evil.test' } });
    expect(config.headers.get('access-control-allow-origin')).toBeNull();
  });
});
