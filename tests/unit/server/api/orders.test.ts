import { describe, expect, it } from 'vitest';
import { API, CODES } from '../../../../src/shared/protocol';
import { createHarness } from './apiHarness';
import { MAKER } from './testExchange';

const limitBuy = (id: string, extra: Record<string, string> = {}) => ({
  symbol_id: 'BTCUSDT',
  side: 'Buy',
  type: 'LIMIT',
  price: '50000',
  quantity: '0.01',
  client_order_id: id,
  ...extra,
});

describe('order routes', () => {
  it('creates, lists, modifies and cancels an order', () => {
    const h = createHarness();
    h.loginAs('uta');
    const created = h.json('POST', API.createOrder, { body: limitBuy('c1') });
    expect(created).toMatchObject({ code: 0, success: true, result: { status: 'New', price: '50000.00' } });
    const orderId = (created.result as { orderId: string }).orderId;
    const open = h.json('GET', API.openOrders, {
      query: { symbol_id: 'BTCUSDT', from_order_id: '0', limit: '100' },
    });
    expect((open.result as { list: unknown[] }).list).toHaveLength(1);
    expect(h.json('POST', API.modifyOrder, { body: { order_id: orderId, price: '51000' } })).toMatchObject({
      code: 0,
    });
    expect(h.json('POST', API.cancelOrder, { body: { order_id: orderId } })).toMatchObject({ code: 0 });
    expect(h.json('POST', API.cancelOrder, { body: { order_id: orderId } }).code).not.toBe(0);
    expect(h.json('POST', API.cancelAllOrders, { body: {} })).toMatchObject({
      code: 0,
      result: { list: [] },
    });
    expect((h.json('GET', API.orderHistory).result as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });

  it('names the bad field in validation messages', () => {
    const h = createHarness();
    h.loginAs('uta');
    expect(h.json('POST', API.createOrder, { body: limitBuy('v1', { quantity: '1e3' }) })).toMatchObject({
      status: 400,
      code: CODES.badRequest,
      message: expect.stringMatching(/^quantity: /) as unknown,
    });
    expect(h.json('POST', API.createOrder, { body: { ...limitBuy('v2'), side: 'Up' } }).message).toMatch(
      /^side: /,
    );
    expect(h.json('POST', API.cancelOrder, { body: {} }).message).toMatch(/order_id or client_order_id/);
    expect(h.json('GET', API.openOrders, { query: { limit: '101' } }).message).toMatch(
      /^limit: must be at most 100/,
    );
    expect(
      h.json('GET', API.klines, { query: { symbol: 'BTCUSDT', interval: '1m', limit: '1001' } }).message,
    ).toMatch(/^limit: /);
  });

  it('passes attached take-profit and stop-loss to the engine, and refuses them on a market order', () => {
    const h = createHarness();
    h.loginAs('uta');
    const legs = { tp_trigger_price: '55000', tp_limit_price: '54900', sl_trigger_price: '45000' };
    expect(h.json('POST', API.createOrder, { body: limitBuy('a1', legs) })).toMatchObject({
      code: 0,
      result: { tpTriggerPrice: '55000.00', tpLimitPrice: '54900.00', slTriggerPrice: '45000.00' },
    });
    expect(
      h.json('POST', API.createOrder, { body: limitBuy('a2', { tp_trigger_price: '49000' }) }),
    ).toMatchObject({
      status: 200,
      code: CODES.invalidTrigger,
      message: 'The take-profit trigger of a buy must be above its price.',
    });
    expect(
      h.json('POST', API.createOrder, {
        body: limitBuy('a3', { tp_trigger_price: '55000', tp_order_type: 'LIMIT_MAKER' }),
      }),
    ).toMatchObject({ status: 400, message: 'tp_order_type: expected LIMIT or MARKET' });
    const market = { ...limitBuy('a4', { sl_trigger_price: '45000' }), type: 'MARKET', price: undefined };
    expect(h.json('POST', API.createOrder, { body: market })).toMatchObject({
      status: 400,
      code: CODES.badRequest,
      message:
        'sl_trigger_price: take-profit and stop-loss attach to LIMIT and LIMIT_MAKER orders only, not to MARKET',
    });
    expect((h.json('GET', API.openOrders).result as { list: unknown[] }).list).toHaveLength(1);
  });

  it('refuses trading and cancelling for an account in liquidation with 81001', () => {
    const h = createHarness();
    const user = h.loginAs('classic');
    const created = h.json('POST', API.createOrder, { body: limitBuy('l1') });
    h.users.setRiskStatus(user.accountId, 4);
    const orderId = (created.result as { orderId: string }).orderId;
    expect(h.json('POST', API.cancelOrder, { body: { order_id: orderId } })).toMatchObject({
      status: 200,
      code: CODES.liquidation,
      success: false,
    });
    expect(h.json('POST', API.cancelAllOrders, { body: {} }).code).toBe(CODES.liquidation);
    expect(h.json('POST', API.createOrder, { body: limitBuy('l2') }).code).toBe(CODES.liquidation);
    h.users.setRiskStatus(user.accountId, 5);
    expect(h.json('POST', API.createOrder, { body: limitBuy('l3') }).code).toBe(CODES.tradeTryLimit);
    expect(h.json('POST', API.cancelOrder, { body: { order_id: orderId } }).code).toBe(0);
  });

  it('reaches the trade-limit codes by account kind and symbol', () => {
    const h = createHarness();
    h.loginAs('sub');
    const neiro = { symbol_id: 'NEIROUSDT', side: 'Buy', type: 'LIMIT', price: '0.0018', quantity: '10000' };
    expect(h.json('POST', API.createOrder, { body: { ...neiro, client_order_id: 's1' } }).code).toBe(
      CODES.tradeTryLimitRegion,
    );
    h.loginAs('demo');
    const lt = { symbol_id: 'BTC3LUSDT', side: 'Buy', type: 'LIMIT', price: '1.8', quantity: '10' };
    expect(h.json('POST', API.createOrder, { body: { ...lt, client_order_id: 'd1' } }).code).toBe(
      CODES.tradeTryLimitAlt,
    );
    h.loginAs('classic');
    const big = limitBuy('b1', { price: '90000', quantity: '20' });
    expect(h.json('POST', API.createOrder, { body: big }).code).toBe(CODES.standardAccountLimit);
  });

  it('limits innovation-zone buys by the remaining quota (innovateTradeFail)', () => {
    const h = createHarness();
    h.loginAs('uta');
    const buy = (id: string, quantity: string) => ({
      symbol_id: 'NEIROUSDT',
      side: 'Buy',
      type: 'LIMIT',
      price: '0.0010000',
      quantity,
      client_order_id: id,
    });
    expect(h.json('POST', API.createOrder, { body: buy('q1', '600000') }).code).toBe(0);
    expect(h.json('POST', API.createOrder, { body: buy('q2', '600000') })).toMatchObject({
      code: CODES.quotaExceeded,
      message: expect.stringContaining('innovateTradeFail') as unknown,
    });
    expect(h.json('GET', API.quota, { query: { symbol_id: 'BTCUSDT' } }).result).toMatchObject({
      limit: '-1',
    });
  });

  it('caps the average-price window at 90 days', () => {
    const h = createHarness();
    h.loginAs('uta');
    const answer = h.json('GET', API.averagePrice, {
      query: { symbol_id: 'BTCUSDT', side: '1', daySpan: '365' },
    });
    expect(answer.result).toMatchObject({ side: 'Buy', daySpan: 90, averagePrice: '' });
  });

  it('creates and lists plan orders', () => {
    const h = createHarness();
    h.loginAs('uta');
    // A first trade gives the pair a market price for triggers to compare with.
    for (const side of ['Sell', 'Buy'] as const) {
      const body = { symbol_id: 'BTCUSDT', side, type: 'LIMIT' as const, price: '97000', quantity: '0.01' };
      h.exchange.engine.placeOrder(MAKER, { ...body, client_order_id: `m-${side}` });
    }
    const plan = {
      symbol_id: 'BTCUSDT',
      plan_type: 1,
      side: 'Buy',
      type: 'LIMIT',
      price: '98000',
      trigger_price: '98000',
      quantity: '0.01',
      client_order_id: 'p1',
    };
    expect(h.json('POST', API.createPlanOrder, { body: plan })).toMatchObject({ code: 0 });
    expect(
      (h.json('GET', API.openPlanOrders, { query: { plan_type: '1' } }).result as { list: unknown[] }).list,
    ).toHaveLength(1);
    expect(h.json('POST', API.createPlanOrder, { body: { ...plan, plan_type: 3 } }).message).toMatch(
      /^plan_type: /,
    );
    expect(h.json('POST', API.cancelAllPlanOrders, { body: { plan_type: 1 } }).code).toBe(0);
    expect(h.json('POST', API.integratedOpenOrders, { body: { marketType: 'spot' } }).result).toMatchObject({
      list: [],
    });
  });
});
