import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_CHANGE_HEADERS, topics } from '../../../../src/shared/protocol';
import { handleControl } from '../../../../src/server/http/control';
import { createHarness } from '../api/apiHarness';
import { startTestServer, type TestServer } from './startTestServer';
import { openSocket } from './wsClient';

describe('/__control/market', () => {
  function switchable() {
    let paused = false;
    const h = createHarness();
    const exchange = Object.assign(h.exchange, {
      setMarketPaused: (next: boolean) => {
        paused = next;
      },
      marketPaused: () => paused,
    });
    const call = (method: string, body?: unknown) =>
      handleControl(
        { gateway: undefined as never, users: h.users, site: h.site, exchange },
        method,
        '/__control/market',
        body,
      );
    return { call, isPaused: () => paused };
  }

  it('pauses and resumes, and answers the state', () => {
    const { call, isPaused } = switchable();
    expect(call('GET').body).toMatchObject({ success: true, result: { paused: false } });
    expect(call('POST', { paused: true }).body).toMatchObject({ success: true, result: { paused: true } });
    expect(isPaused()).toBe(true);
    expect(call('GET').body).toMatchObject({ result: { paused: true } });
    expect(call('POST', { paused: false }).body).toMatchObject({ result: { paused: false } });
    expect(isPaused()).toBe(false);
  });

  it.each([[{}], [{ paused: 'yes' }], [{ paused: 1 }], [null], [[true]]])(
    'refuses %j and keeps the state',
    (body) => {
      const { call, isPaused } = switchable();
      call('POST', { paused: true });
      const answer = call('POST', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/body|paused/);
      expect(isPaused()).toBe(true);
    },
  );

  it('says so when the exchange has no market to pause', () => {
    const h = createHarness();
    const deps = { gateway: undefined as never, users: h.users, site: h.site, exchange: h.exchange };
    const answer = handleControl(deps, 'POST', '/__control/market', { paused: true });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/no market activity/);
  });
});

describe('the market control on the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ control: true, startMarket: true });
    server.exchange.setRate(50);
  });
  afterAll(async () => server.close());

  const post = (paused: boolean) =>
    fetch(`${server.url}/__control/market`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ paused }),
    });

  it('stops the depth and trade pushes while paused, keeps the socket, and starts them again', async () => {
    const socket = await openSocket(server.wsUrl);
    const depth = topics.depth(40, '0.01', 'BTCUSDT');
    const trades = topics.trades('BTCUSDT');
    socket.send({ op: 'subscribe', args: [depth, trades] });
    await socket.next((f) => f.topic === depth && f.type === 'delta');

    expect((await post(true)).status).toBe(200);
    // Let anything already on its way arrive, then listen to a quiet second.
    await new Promise((wait) => setTimeout(wait, 300));
    const quietFrom = socket.frames.length;
    await new Promise((wait) => setTimeout(wait, 1000));
    const quiet = socket.frames.slice(quietFrom).filter((f) => f.topic === depth || f.topic === trades);
    expect(quiet).toEqual([]);
    socket.send({ op: 'ping' });
    await socket.next((f) => f.op === 'pong');

    expect((await post(false)).status).toBe(200);
    await socket.next((f) => f.topic === depth && f.type === 'delta');
    await socket.next((f) => f.topic === trades && f.type === 'delta');
    socket.ws.close();
  });
});
