/**
 * Issue 21, finding 1, over real HTTP: the three forgeries a page on another port of the same host
 * made (a form in an iframe, a top-level form, a no-cors fetch with text/plain), sent with the headers
 * Chromium gives them and the victim's cookie (SameSite=Lax lets it go along: the site is the same).
 * None may place an order or flip a control; the page's own kind of request still does.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODES, STATE_CHANGE_HEADERS } from '../../../../src/shared/protocol';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let cookie: string;
let attacker: string;
beforeAll(async () => {
  server = await startTestServer({ control: true });
  cookie = await server.login();
  attacker = `http://127.0.0.1:${server.port + 1}`;
});
afterAll(async () => server.close());

const ORDER = {
  symbol_id: 'BTCUSDT',
  side: 'Buy',
  type: 'LIMIT',
  price: '50000',
  quantity: '0.001',
};

/** What the browser sends for each forgery from the attacker's port; the body is the attacker's. */
function forgeries(): { name: string; headers: Record<string, string>; body: (fields: object) => string }[] {
  const form = (fields: object) => new URLSearchParams(fields as Record<string, string>).toString();
  const fromAttacker = { origin: attacker, 'sec-fetch-site': 'same-site', cookie };
  return [
    {
      name: 'a form in an iframe',
      headers: {
        ...fromAttacker,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'iframe',
      },
      body: form,
    },
    {
      name: 'a top-level form',
      headers: {
        ...fromAttacker,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      body: form,
    },
    {
      name: 'a no-cors fetch with text/plain',
      headers: { ...fromAttacker, 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-mode': 'no-cors' },
      body: (fields) => JSON.stringify(fields),
    },
  ];
}

async function openOrderIds(): Promise<string[]> {
  const response = await fetch(`${server.url}${API.openOrders}?symbol_id=BTCUSDT`, { headers: { cookie } });
  const { result } = (await response.json()) as { result: { list: { clientOrderId: string }[] } };
  return result.list.map((order) => order.clientOrderId);
}

async function marketPaused(): Promise<boolean> {
  const response = await fetch(`${server.url}/__control/market`);
  return ((await response.json()) as { result: { paused: boolean } }).result.paused;
}

describe('forged requests from a same-site page', () => {
  it.each(forgeries().map((forgery, index) => [forgery.name, index] as const))(
    '%s places no order and is told why in the envelope',
    async (_name, index) => {
      const forgery = forgeries()[index]!;
      const clientOrderId = `forged-${index}`;
      const response = await fetch(`${server.url}${API.createOrder}`, {
        method: 'POST',
        headers: forgery.headers,
        body: forgery.body({ ...ORDER, client_order_id: clientOrderId }),
      });
      expect(await openOrderIds()).not.toContain(clientOrderId);
      expect(response.status).toBe(403);
      const envelope = (await response.json()) as { code: number; success: boolean; message: string };
      expect(envelope).toMatchObject({ code: CODES.forbidden, success: false });
      expect(envelope.message).toContain('Sec-Fetch-Site "same-site"');
    },
  );

  it.each(forgeries().map((forgery, index) => [forgery.name, index] as const))(
    '%s cannot pause the market through the controls',
    async (_name, index) => {
      const forgery = forgeries()[index]!;
      const response = await fetch(`${server.url}/__control/market`, {
        method: 'POST',
        headers: forgery.headers,
        body: forgery.body({ paused: true }),
      });
      expect(await marketPaused()).toBe(false);
      expect(response.status).toBe(403);
    },
  );

  it('refuses the same requests from a browser that sends no Sec-Fetch-Site, by their Origin', async () => {
    for (const forgery of forgeries()) {
      const { 'sec-fetch-site': _site, ...headers } = forgery.headers;
      const response = await fetch(`${server.url}${API.createOrder}`, {
        method: 'POST',
        headers,
        body: forgery.body({ ...ORDER, client_order_id: 'forged-no-site' }),
      });
      expect(((await response.json()) as { message: string }).message, forgery.name).toContain(
        `Origin "${attacker}"`,
      );
    }
    expect(await openOrderIds()).not.toContain('forged-no-site');
  });

  it('takes the page’s own request: JSON with the request header, from its own origin', async () => {
    const response = await fetch(`${server.url}${API.createOrder}`, {
      method: 'POST',
      headers: { ...STATE_CHANGE_HEADERS, origin: server.url, 'sec-fetch-site': 'same-origin', cookie },
      body: JSON.stringify({ ...ORDER, client_order_id: 'from-the-page' }),
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    expect(await openOrderIds()).toContain('from-the-page');
    const paused = await fetch(`${server.url}/__control/market`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ paused: true }),
    });
    expect(paused.status).toBe(200);
    expect(await marketPaused()).toBe(true);
    await fetch(`${server.url}/__control/market`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ paused: false }),
    });
  });

  it('takes the login page’s form from its own origin and refuses it from the other port', async () => {
    const form = new URLSearchParams({
      email: 'uta@spotdesk.test',
      password: 'spotdesk',
      redirect_url: '/x',
    });
    const login = (origin: string, site: string) =>
      fetch(`${server.url}${API.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': site },
        body: form,
        redirect: 'manual',
      });
    const own = await login(server.url, 'same-origin');
    expect(own.status).toBe(303);
    expect(own.headers.get('set-cookie')).toMatch(/^spotdesk_session=/);
    const forged = await login(attacker, 'same-site');
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
  });
});

/** A POST with a Host of our choosing (fetch sets its own): what a DNS-rebound page's request carries. */
function postWithHost(path: string, host: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const sent = httpRequest(
      `${server.url}${path}`,
      { method: 'POST', headers: { ...headers, host } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('a website whose name was rebound to 127.0.0.1 (DNS rebinding)', () => {
  it('cannot use the controls as "its own" origin: the server bound to loopback knows its names', async () => {
    const host = `rebound.test:${server.port}`;
    const headers = { ...STATE_CHANGE_HEADERS, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' };
    expect(await postWithHost('/__control/market', host, headers, JSON.stringify({ paused: true }))).toBe(
      403,
    );
    expect(await marketPaused()).toBe(false);
    const own = { ...headers, origin: server.url };
    expect(await postWithHost('/__control/market', `127.0.0.1:${server.port}`, own, '{"paused":false}')).toBe(
      200,
    );
  });
});
