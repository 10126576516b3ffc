/**
 * Issue 21, finding 1, in Chromium: a user logged in through the login page's own form, then a page on
 * another port of the same host (same site, so the SameSite=Lax session cookie goes along) tries the
 * three forgeries: a form posted into an iframe, a no-cors fetch with text/plain, and a top-level form.
 * The server refuses each with a 403 and holds none of their orders, while the same order sent the way
 * the page sends it (JSON and the request header, from the server's own origin) is placed.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { API, STATE_CHANGE_HEADERS } from '../../src/shared/protocol';
import { freePort } from './simulatorProcess';

// An account no other spec uses on the shared simulator.
const EMAIL = 'sub@spotdesk.test';
const ORDER = { symbol_id: 'BTCUSDT', side: 'Buy', type: 'LIMIT', price: '50000', quantity: '0.001' };

/** The attacker's page: it fires the iframe form and the fetch on load; its button sends the top form. */
function attackerPage(target: string, ids: { iframe: string; fetch: string; top: string }): string {
  const fields = (id: string) =>
    Object.entries({ ...ORDER, client_order_id: id })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('');
  const action = `${target}${API.createOrder}`;
  const body = JSON.stringify({ ...ORDER, client_order_id: ids.fetch });
  return `<!doctype html><title>Win a prize</title>
<iframe name="sink" title="sink"></iframe>
<form id="framed" method="post" action="${action}" target="sink">${fields(ids.iframe)}</form>
<form method="post" action="${action}">${fields(ids.top)}<button>Claim your prize</button></form>
<script>
  document.getElementById('framed').submit();
  fetch(${JSON.stringify(action)}, {
    method: 'POST', mode: 'no-cors', credentials: 'include',
    headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(body)},
  });
</script>`;
}

async function serve(html: string): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${port}/`, server };
}

async function openOrderIds(page: Page, target: string): Promise<string[]> {
  const answer = await page.request.get(`${target}${API.openOrders}?symbol_id=BTCUSDT`);
  return ((await answer.json()) as { result: { list: { clientOrderId: string }[] } }).result.list.map(
    (order) => order.clientOrderId,
  );
}

test('a page on another port of the same host cannot place orders', async ({ page, baseURL }) => {
  const target = baseURL ?? '';
  await page.goto(`${target}${API.login}?redirect_url=${encodeURIComponent(API.profile)}`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('spotdesk');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('body')).toContainText(`"email":"${EMAIL}"`);

  const run = Date.now();
  const ids = { iframe: `forged-iframe-${run}`, fetch: `forged-fetch-${run}`, top: `forged-top-${run}` };
  const answerTo = (id: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(API.createOrder) && (response.request().postData() ?? '').includes(id),
    );
  const attacker = await serve(attackerPage(target, ids));
  try {
    const [framed, fetched] = [answerTo(ids.iframe), answerTo(ids.fetch)];
    await page.goto(attacker.url);
    expect((await framed).status()).toBe(403);
    expect((await fetched).status()).toBe(403);
    const top = answerTo(ids.top);
    await page.getByRole('button', { name: 'Claim your prize' }).click();
    expect((await top).status()).toBe(403);
    await expect(page.locator('body')).toContainText('refused (sec-fetch-site)');
  } finally {
    attacker.server.close();
  }
  expect((await openOrderIds(page, target)).filter((id) => id.endsWith(`-${run}`))).toEqual([]);

  // The same order from the server's own origin, as the page sends it, is placed (and taken back).
  await page.goto(`${target}${API.profile}`);
  const sent = await page.evaluate(
    async ({ path, headers, body }) => (await fetch(path, { method: 'POST', headers, body })).json(),
    {
      path: API.createOrder,
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ ...ORDER, client_order_id: `page-${run}` }),
    },
  );
  expect(sent).toMatchObject({ success: true });
  expect(await openOrderIds(page, target)).toContain(`page-${run}`);
  const cancelled = await page.request.post(`${target}${API.cancelOrder}`, {
    headers: STATE_CHANGE_HEADERS,
    data: { order_id: (sent as { result: { orderId: string } }).result.orderId },
  });
  expect(cancelled.ok()).toBe(true);
});
