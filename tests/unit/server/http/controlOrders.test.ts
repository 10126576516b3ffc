/**
 * The order controls over real HTTP: losing the answer of an order request that the server did carry
 * out (POST /__control/drop-order-response), and the trace headers of order requests
 * (GET /__control/traces).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, STATE_CHANGE_HEADERS, type CreateOrderBody, type Order } from '../../../../src/shared/protocol';
import { startTestServer, type TestServer } from './startTestServer';

const ACCOUNT = 'acct-classic';
const TRACE_A = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const TRACE_B = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ control: true });
  cookie = await server.login();
});
afterAll(async () => server.close());

const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...STATE_CHANGE_HEADERS, cookie, ...headers },
    body: JSON.stringify(body),
  });
const control = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await fetch(`${server.url}/__control/${path}`, {
    method,
    headers: STATE_CHANGE_HEADERS,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, ...((await response.json()) as { code: number; result: unknown }) };
};
/** A fetch that must fail with no HTTP answer at all; resolves with the error. */
const networkError = (request: Promise<Response>): Promise<unknown> =>
  request.then(
    (response) => {
      throw new Error(`expected a network error, got HTTP ${response.status}`);
    },
    (error: unknown) => error,
  );

const limitBuy = (clientOrderId: string): CreateOrderBody => ({
  symbol_id: 'BTCUSDT',
  side: 'Buy',
  type: 'LIMIT',
  price: '50000',
  quantity: '0.001',
  client_order_id: clientOrderId,
});

describe('POST /__control/drop-order-response', () => {
  it('places the order, loses its answer, and answers the retry with that order', async () => {
    const engine = server.exchange.engine;
    const openBefore = engine.openOrders(ACCOUNT).length;
    expect(await control('POST', 'drop-order-response', { count: 1 })).toMatchObject({
      status: 200,
      result: { pending: 1 },
    });
    // 1. The client sees a network error, not an HTTP answer.
    const error = await networkError(send(API.createOrder, limitBuy('lost-1')));
    expect(error).toBeInstanceOf(TypeError);
    // 2. The engine holds exactly one order for it, and the switch is spent.
    const held = engine.openOrders(ACCOUNT).filter((o) => o.clientOrderId === 'lost-1');
    expect(held).toHaveLength(1);
    expect(engine.openOrders(ACCOUNT)).toHaveLength(openBefore + 1);
    expect((await control('GET', 'drop-order-response')).result).toEqual({ pending: 0 });
    // 3. The retry with the same client order id gets that order back, and places nothing more.
    const retry = await send(API.createOrder, limitBuy('lost-1'));
    expect(retry.status).toBe(200);
    const body = (await retry.json()) as { code: number; result: Order };
    expect(body.code).toBe(0);
    expect(body.result.orderId).toBe(held[0]?.orderId);
    expect(engine.openOrders(ACCOUNT)).toHaveLength(openBefore + 1);
  });

  it('counts plan orders too, answers everything else, and keeps no connection alive while armed', async () => {
    const engine = server.exchange.engine;
    // A resting bid gives the pair a price for the trigger to compare with.
    engine.placeOrder('acct-uta', { ...limitBuy('ref-bid'), price: '60000' });
    expect((await control('POST', 'drop-order-response', { count: 2 })).result).toEqual({ pending: 2 });
    const list = await fetch(`${server.url}${API.openOrders}`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get('connection')).toBe('close');
    await list.json();
    const plan = {
      symbol_id: 'BTCUSDT',
      plan_type: 1,
      side: 'Sell',
      type: 'MARKET',
      trigger_price: '55000',
      quantity: '0.001',
      client_order_id: 'lost-plan',
    };
    await networkError(send(API.createPlanOrder, plan));
    expect(engine.findPlanOrder(ACCOUNT, { clientOrderId: 'lost-plan' })?.status).toBe('Untriggered');
    await networkError(send(API.createOrder, limitBuy('lost-2')));
    expect(engine.findOrder(ACCOUNT, { clientOrderId: 'lost-2' })?.status).toBe('New');
    const answered = await send(API.createPlanOrder, plan);
    expect(((await answered.json()) as { result: Order }).result.clientOrderId).toBe('lost-plan');
    expect(answered.headers.get('connection')).not.toBe('close');
    expect(engine.openPlanOrders(ACCOUNT).filter((p) => p.clientOrderId === 'lost-plan')).toHaveLength(1);
  });

  it('0 disarms; a bad count is refused', async () => {
    await control('POST', 'drop-order-response', { count: 3 });
    expect((await control('POST', 'drop-order-response', { count: 0 })).result).toEqual({ pending: 0 });
    expect((await send(API.createOrder, limitBuy('kept'))).status).toBe(200);
    for (const count of [-1, 1.5, '1', 1001]) {
      expect(await control('POST', 'drop-order-response', { count })).toMatchObject({ status: 400 });
    }
  });
});

describe('the trace header (traceparent) and GET /__control/traces', () => {
  it('records each order request with its header, accepts a bad one, and needs no CORS from our origin', async () => {
    const from = (await control('GET', `traces?accountId=${ACCOUNT}`)).result as { list: unknown[] };
    const created = await send(API.createOrder, limitBuy('traced'), {
      traceparent: TRACE_A,
      origin: server.url,
    });
    expect(created.status).toBe(200);
    expect(created.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const { orderId } = ((await created.json()) as { result: Order }).result;
    expect((await send(API.modifyOrder, { order_id: orderId, price: '50001' })).status).toBe(200);
    const cancelled = await send(API.cancelOrder, { order_id: orderId }, { traceparent: 'not-a-trace' });
    expect(((await cancelled.json()) as { code: number }).code).toBe(0);
    await send(API.cancelPlanOrder, { order_id: '999999' }, { traceparent: TRACE_B });

    const answer = await control('GET', `traces?accountId=${ACCOUNT}`);
    const { header, list } = answer.result as { header: string; list: unknown[] };
    expect(header).toBe('traceparent');
    expect(list.slice(from.list.length)).toEqual([
      {
        accountId: ACCOUNT,
        path: API.createOrder,
        at: expect.any(Number) as unknown,
        traceparent: TRACE_A,
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
        valid: true,
      },
      expect.objectContaining({ path: API.modifyOrder, traceparent: null, traceId: '', valid: false }),
      expect.objectContaining({ path: API.cancelOrder, traceparent: 'not-a-trace', valid: false }),
      expect.objectContaining({
        path: API.cancelPlanOrder,
        traceId: '0af7651916cd43dd8448eb211c80319c',
        valid: true,
      }),
    ]);
    const all = (await control('GET', 'traces')).result as { list: { accountId: string }[] };
    expect(all.list.length).toBeGreaterThanOrEqual(list.length);
    expect((await control('GET', 'traces?accountId=')).status).toBe(400);
  });
});

describe('without --control', () => {
  it('has no drop switch and no trace list', async () => {
    const plain = await startTestServer();
    try {
      const drop = await fetch(`${plain.url}/__control/drop-order-response`, {
        method: 'POST',
        headers: STATE_CHANGE_HEADERS,
        body: JSON.stringify({ count: 1 }),
      });
      expect(drop.status).toBe(404);
      expect((await fetch(`${plain.url}/__control/traces`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
