/**
 * Repeats through the REST routes on an innovation-zone pair: the quota the route spends is part of
 * "changes nothing", and a repeat is answered before any check that could go differently the second
 * time (the quota already spent, a risk status set since).
 */
import { describe, expect, it } from 'vitest';
import { API, CODES } from '../../../../src/shared/protocol';
import { createHarness } from './apiHarness';
import { makeQuotaPairMarket, QUOTA_PAIR } from './quotaPairMarket';

const PAIR = QUOTA_PAIR;

/** One request of each kind the order form sends, against the book `market` makes (last 0.0018). */
const KINDS: Record<string, { path: string; body: Record<string, string | number> }> = {
  limit: { path: API.createOrder, body: { side: 'Buy', type: 'LIMIT', price: '0.0018', quantity: '100000' } },
  'market buy by quote amount': {
    path: API.createOrder,
    body: { side: 'Buy', type: 'MARKET', quantity: '50', market_unit: 'quoteCoin' },
  },
  conditional: {
    path: API.createPlanOrder,
    body: {
      plan_type: 1,
      side: 'Buy',
      type: 'MARKET',
      trigger_price: '0.002',
      quantity: '50',
      market_unit: 'quoteCoin',
    },
  },
  'stop-limit': {
    path: API.createPlanOrder,
    body: {
      plan_type: 8,
      side: 'Buy',
      type: 'LIMIT',
      trigger_price: '0.002',
      price: '0.002',
      quantity: '10000',
    },
  },
  OCO: {
    path: API.createPlanOrder,
    body: {
      plan_type: 10,
      side: 'Buy',
      type: 'MARKET',
      quantity: '30',
      market_unit: 'quoteCoin',
      tp_trigger_price: '0.0017',
      tp_limit_price: '0.0017',
      sl_trigger_price: '0.002',
      sl_order_type: 'MARKET',
    },
  },
  'trailing stop': {
    path: API.createPlanOrder,
    body: {
      plan_type: 4,
      side: 'Buy',
      type: 'MARKET',
      trailing_percentage: '5',
      quantity: '30',
      market_unit: 'quoteCoin',
    },
  },
  'limit with TP/SL': {
    path: API.createOrder,
    body: {
      side: 'Buy',
      type: 'LIMIT',
      price: '0.0019',
      quantity: '10000',
      tp_trigger_price: '0.0021',
      sl_trigger_price: '0.0016',
    },
  },
};

function setUp() {
  const h = createHarness();
  makeQuotaPairMarket(h);
  const user = h.loginAs('uta');
  const state = () => ({
    quota: h.json('GET', API.quota, { query: { symbol_id: PAIR } }).result,
    balances: h.exchange.engine.balances(user.accountId),
    openOrders: h.exchange.engine.openOrders(user.accountId),
    orderHistory: h.exchange.engine.orderHistory(user.accountId),
    openPlans: h.exchange.engine.openPlanOrders(user.accountId),
    planHistory: h.exchange.engine.planOrderHistory(user.accountId),
    book: h.exchange.engine.book(PAIR),
  });
  return { h, user, state };
}

describe('a repeated client_order_id over REST', () => {
  it.each(Object.entries(KINDS))(
    '%s: the same order, and no quota, funds or orders spent again',
    (_name, kind) => {
      const { h, state } = setUp();
      const body = { symbol_id: PAIR, client_order_id: 'again', ...kind.body };
      const first = h.json('POST', kind.path, { body });
      expect(first).toMatchObject({ code: 0, success: true });
      const before = state();
      const again = h.json('POST', kind.path, { body });
      expect(again).toMatchObject({ status: 200, code: 0, success: true });
      expect((again.result as { orderId: string }).orderId).toBe(
        (first.result as { orderId: string }).orderId,
      );
      expect(state()).toEqual(before);
    },
  );

  it('spends quota once for an order whose answer was lost, even when the quota ran out since', () => {
    const { h, state } = setUp();
    const body = {
      symbol_id: PAIR,
      client_order_id: 'big',
      side: 'Buy',
      type: 'LIMIT',
      price: '0.0018',
      quantity: '500000',
    };
    expect(h.json('POST', API.createOrder, { body }).code).toBe(0);
    expect(state().quota).toMatchObject({ remainAmount: '100.0000000' });
    expect(h.json('POST', API.createOrder, { body: { ...body, client_order_id: 'other' } }).code).toBe(
      CODES.quotaExceeded,
    );
    expect(h.json('POST', API.createOrder, { body })).toMatchObject({ code: 0, result: { status: 'New' } });
    expect(state().quota).toMatchObject({ remainAmount: '100.0000000' });
  });

  it('answers the order even after the account went into liquidation', () => {
    const { h, user } = setUp();
    const body = { symbol_id: PAIR, client_order_id: 'risky', ...KINDS.limit?.body };
    const first = h.json('POST', API.createOrder, { body });
    h.users.setRiskStatus(user.accountId, 4);
    expect(h.json('POST', API.createOrder, { body })).toMatchObject({ code: 0, result: first.result });
    expect(h.json('POST', API.createOrder, { body: { ...body, client_order_id: 'new' } }).code).toBe(
      CODES.liquidation,
    );
  });

  it('refuses a different request under a used id, and the ids the exchange keeps for its own orders', () => {
    const { h, state } = setUp();
    const body = { symbol_id: PAIR, client_order_id: 'once', ...KINDS.limit?.body };
    expect(h.json('POST', API.createOrder, { body }).code).toBe(0);
    const before = state();
    expect(h.json('POST', API.createOrder, { body: { ...body, price: '0.0017' } })).toMatchObject({
      code: CODES.clientOrderIdReused,
      success: false,
    });
    expect(
      h.json('POST', API.createPlanOrder, {
        body: { ...KINDS.conditional?.body, symbol_id: PAIR, client_order_id: 'once' },
      }).code,
    ).toBe(CODES.clientOrderIdReused);
    for (const id of ['plan-1', 'tpsl-1'])
      expect(h.json('POST', API.createOrder, { body: { ...body, client_order_id: id } }).code).toBe(
        CODES.badRequest,
      );
    expect(state()).toEqual(before);
  });
});
