import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/server/api/types';
import {
  API,
  STATE_CHANGE_HEADERS,
  SOCKET_PATH,
  topics,
  type ServerFrame,
  type SubscriptionAck,
} from '../../../src/shared/protocol';
import { setupMswExchange } from '../../msw/setupMswExchange';

const env = setupMswExchange();
const origin = globalThis.location.origin;

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, origin), { credentials: 'same-origin', ...init });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; result: unknown },
  };
}

/** Opens the page's socket through msw and collects every frame it receives. */
async function openSocket() {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${SOCKET_PATH}`);
  const frames: ServerFrame[] = [];
  socket.addEventListener('message', (event: MessageEvent<string>) =>
    frames.push(JSON.parse(event.data) as ServerFrame),
  );
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const next = async <T extends ServerFrame>(match: (frame: ServerFrame) => frame is T): Promise<T> => {
    for (let i = 0; i < 500; i++) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no matching frame in ${JSON.stringify(frames)}`);
  };
  return { socket, frames, next };
}

const isAck = (frame: ServerFrame): frame is SubscriptionAck => 'op' in frame && frame.op === 'subscribe';

describe('msw exchange', () => {
  it('answers REST from the engine', async () => {
    const { status, body } = await call(`${API.symbols}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((body.result as { symbolId: string }[]).map((s) => s.symbolId)).toEqual(
      env.exchange.engine.instruments.map((s) => s.symbolId),
    );
    expect((await call('/spot/api/nope')).status).toBe(404);
  });

  it('keeps the session cookie like a browser: login, profile, logout', async () => {
    const user = env.exchange.accounts[0];
    if (!user) throw new Error('no demo user');
    expect(((await call(API.profile)).body.result as { userState: number }).userState).toBe(-1);

    const login = await call(API.login, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.body.success).toBe(true);
    expect(env.current.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(((await call(API.profile)).body.result as { userState: number }).userState).toBe(1);

    await call(API.logout, { method: 'POST', headers: STATE_CHANGE_HEADERS });
    expect(env.current.cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('applies the server’s origin guard: a forged order is refused and places nothing', async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    const order = { symbol_id: 'BTCUSDT', side: 'Buy', type: 'LIMIT', price: '50000', quantity: '0.001' };
    const forged = await call(API.createOrder, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ ...order, client_order_id: 'forged' }),
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toMatch(/^refused \(content-type\)/);
    const placed = await call(API.createOrder, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: JSON.stringify({ ...order, client_order_id: 'sent' }),
    });
    expect(placed.body.success).toBe(true);
    const open = env.exchange.engine.openOrders(accountId).map((o) => o.clientOrderId);
    expect(open).toEqual(['sent']);
  });

  it('passes malformed bodies to the router as bodyError', async () => {
    const { status, body } = await call(API.login, {
      method: 'POST',
      headers: STATE_CHANGE_HEADERS,
      body: '{not json',
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('connects the page socket to the gateway: subscribe, snapshot, pong', async () => {
    const { socket, next } = await openSocket();
    socket.send(JSON.stringify({ op: 'subscribe', args: [topics.ticker('BTCUSDT')], req_id: 'a' }));
    const ack = await next(isAck);
    expect(ack.success).toBe(true);
    const push = await next((f): f is Extract<ServerFrame, { topic: string }> => 'topic' in f);
    expect(push.topic).toBe(topics.ticker('BTCUSDT'));
    expect(push.type).toBe('snapshot');

    socket.send(JSON.stringify({ op: 'ping', req_id: 'p' }));
    const pong = await next((f): f is Extract<ServerFrame, { op: 'pong' }> => 'op' in f && f.op === 'pong');
    expect(pong.req_id).toBe('p');
    expect(env.current.gateway.connectionCount()).toBe(1);

    socket.close(1000);
    await waitFor(() => expect(env.current.gateway.connectionCount()).toBe(0));
  });

  it('gives the socket the logged-in account from the session cookie', async () => {
    const visitor = await openSocket();
    visitor.socket.send(JSON.stringify({ op: 'subscribe', args: [topics.orders] }));
    expect((await visitor.next(isAck)).success).toBe(false);
    visitor.socket.close(1000);

    const user = env.exchange.accounts[0];
    if (!user) throw new Error('no demo user');
    env.current.loginAs(user.email);
    const member = await openSocket();
    member.socket.send(JSON.stringify({ op: 'subscribe', args: [topics.orders] }));
    expect((await member.next(isAck)).success).toBe(true);
    member.socket.close(1000);
  });
});
