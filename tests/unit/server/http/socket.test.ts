import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { STATE_CHANGE_HEADERS, topics } from '../../../../src/shared/protocol';
import { startTestServer, type TestServer } from './startTestServer';
import { openSocket } from './wsClient';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ control: true, startMarket: true });
});
afterAll(async () => server.close());

const isOp = (op: string) => (f: Record<string, unknown>) => f.op === op;

describe('/realtime_w over a real socket', () => {
  it('acks a subscription, then sends the snapshot; pings get pongs', async () => {
    const socket = await openSocket(server.wsUrl);
    socket.send({ op: 'subscribe', args: [topics.depth(40, '0.01', 'BTCUSDT'), 'nope.topic'], req_id: 'r1' });
    const ack = await socket.next(isOp('subscribe'));
    expect(ack).toMatchObject({ req_id: 'r1', success: false, args: ['mergedDepth.40.0.01.BTCUSDT'] });
    expect(ack.rejected).toEqual([{ topic: 'nope.topic', reason: 'unknown topic' }]);
    const snapshot = await socket.next((f) => f.type === 'snapshot');
    expect(snapshot).toMatchObject({ topic: 'mergedDepth.40.0.01.BTCUSDT', data: { u: 1, s: 'BTCUSDT' } });
    socket.send({ op: 'ping', req_id: 'p' });
    expect(await socket.next(isOp('pong'))).toMatchObject({ req_id: 'p' });
    socket.ws.close();
  });

  it('answers garbage with an error frame and stays open: non-JSON, no op, bad args, binary', async () => {
    const socket = await openSocket(server.wsUrl);
    for (const frame of ['not json', '{}', '{"op":"subscribe","args":"x"}', '[1,2]', '{"op":"dance"}']) {
      socket.send(frame);
      expect(await socket.next(isOp('error'))).toHaveProperty('ret_msg');
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.next(isOp('error'))).ret_msg).toMatch(/binary/);
    socket.send({ op: 'ping' });
    expect(await socket.next(isOp('pong'))).toBeTruthy();
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.ws.close();
  });

  it('closes an oversized frame with 1009 and keeps serving new sockets', async () => {
    const socket = await openSocket(server.wsUrl);
    socket.send('x'.repeat(70 * 1024));
    expect((await socket.closed).code).toBe(1009);
    const again = await openSocket(server.wsUrl);
    again.send({ op: 'ping' });
    expect(await again.next(isOp('pong'))).toBeTruthy();
    again.ws.close();
  });

  it('refuses private topics without a login and serves them with the session cookie', async () => {
    const visitor = await openSocket(server.wsUrl);
    visitor.send({ op: 'subscribe', args: [topics.wallet] });
    expect((await visitor.next(isOp('subscribe'))).rejected).toEqual([
      { topic: 'user.spot.wallet', reason: 'login required for private topics' },
    ]);
    visitor.ws.close();
    const cookie = await server.login('uta@spotdesk.test');
    const user = await openSocket(server.wsUrl, { cookie });
    user.send({ op: 'subscribe', args: [topics.wallet] });
    expect(await user.next(isOp('subscribe'))).toMatchObject({ success: true });
    const snapshot = await user.next((f) => f.topic === topics.wallet);
    expect(Array.isArray(snapshot.data)).toBe(true);
    user.ws.close();
  });

  it('refuses upgrades on other paths and from other origins', async () => {
    await expect(openSocket(server.wsUrl.replace('/realtime_w', '/other'))).rejects.toThrow();
    await expect(openSocket(server.wsUrl, { origin: 'https://evil.test' })).rejects.toThrow();
  });

  it('refuses Origin: null even with a valid session cookie, and serves its own origin', async () => {
    const cookie = await server.login();
    // A sandboxed frame or a data: page sends `null`: it must not ride on the user's cookie.
    await expect(openSocket(server.wsUrl, { origin: 'null', cookie })).rejects.toThrow(/403/);
    await expect(openSocket(server.wsUrl, { origin: 'not a url', cookie })).rejects.toThrow(/403/);
    const own = await openSocket(server.wsUrl, { origin: server.url, cookie });
    own.send({ op: 'subscribe', args: [topics.wallet] });
    expect(await own.next(isOp('subscribe'))).toMatchObject({ success: true });
    own.ws.close();
  });

  it('refuses a website rebound to the loopback address, as the HTTP routes do (DNS rebinding)', async () => {
    const rebound = `evil.test:${new URL(server.url).port}`;
    await expect(openSocket(server.wsUrl, { host: rebound, origin: `http://${rebound}` })).rejects.toThrow(
      /403/,
    );
  });

  it('closes every socket with a code through the control endpoint', async () => {
    const socket = await openSocket(server.wsUrl);
    const response = await fetch(`${server.url}/__control/close`, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ code: 4999, reason: 'test' }),
    });
    expect(response.status).toBe(200);
    expect((await socket.closed).code).toBe(4999);
  });
});
