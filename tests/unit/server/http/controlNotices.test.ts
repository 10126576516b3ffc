import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_CHANGE_HEADERS, topics } from '../../../../src/shared/protocol';
import { NOTICE_BAR } from '../../../../src/server/exchange/notices';
import { handleControl } from '../../../../src/server/http/control';
import { createHarness } from '../api/apiHarness';
import { startTestServer, type TestServer } from './startTestServer';
import { openSocket } from './wsClient';

const ITEM = { id: 'n-1', symbolName: 'BTC/USDT', info: 'Wallet upgrade tonight', url: 'https://x.test/a' };

describe('POST /__control/notices', () => {
  function control(body: unknown) {
    const h = createHarness();
    const deps = { gateway: undefined as never, users: h.users, site: h.site, exchange: h.exchange };
    return { h, answer: handleControl(deps, 'POST', '/__control/notices', body) };
  }

  it('replaces the list; an empty url means no link, an empty list is allowed', () => {
    const { h, answer } = control({ items: [ITEM, { ...ITEM, id: 'n-2', url: '' }] });
    expect(answer.body.success).toBe(true);
    expect(h.exchange.noticeBar()).toEqual([ITEM, { ...ITEM, id: 'n-2', url: '' }]);
    const { h: h2, answer: emptied } = control({ items: [] });
    expect(emptied.body.success).toBe(true);
    expect(h2.exchange.noticeBar()).toEqual([]);
  });

  it.each([
    [{ items: [{ ...ITEM, url: 'javascript:alert(1)' }] }, /items\.0\.url: expected an http\(s\) URL/],
    [{ items: [{ ...ITEM, url: '/relative' }] }, /items\.0\.url/],
    [{ items: [{ ...ITEM, url: 'ftp://x.test/a' }] }, /items\.0\.url/],
    [{ items: [ITEM, ITEM] }, /ids must be unique/],
    [{ items: [{ ...ITEM, id: '' }] }, /items\.0\.id/],
    [{ items: [{ ...ITEM, info: '' }] }, /items\.0\.info/],
    [{ items: [{ ...ITEM, symbolName: undefined }] }, /items\.0\.symbolName/],
    [{ items: Array.from({ length: 101 }, (_, i) => ({ ...ITEM, id: `n-${i}` })) }, /items/],
    [{}, /items/],
    [[ITEM], /body|items/],
  ])('refuses %j and keeps the list', (body, message) => {
    const { h, answer } = control(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(h.exchange.noticeBar()).toEqual(NOTICE_BAR);
  });
});

describe('the notice control on the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ control: true });
  });
  afterAll(async () => server.close());

  it('pushes the new list to a subscribed socket', async () => {
    const socket = await openSocket(server.wsUrl);
    socket.send({ op: 'subscribe', args: [topics.notice] });
    await socket.next((f) => f.topic === topics.notice);

    const response = await fetch(`${server.url}/__control/notices`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ items: [ITEM] }),
    });
    expect(response.status).toBe(200);
    const pushed = await socket.next((f) => f.topic === topics.notice);
    expect(pushed).toMatchObject({ type: 'snapshot', data: [ITEM] });
    socket.ws.close();
  });
});
