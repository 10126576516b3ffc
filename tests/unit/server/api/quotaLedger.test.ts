/**
 * The innovation quota over REST (quotaLedger.ts): a buy on a quota pair reserves its quote value when
 * it is accepted, ordinary order or plan alike; when it ends, what it did not spend comes back. The
 * test exchange's quota is 1000 USDT per pair.
 */
import { describe, expect, it } from 'vitest';
import { API, CODES, type Order } from '../../../../src/shared/protocol';
import { toFixed } from '../../../../src/shared/money/fixed';
import { createHarness } from './apiHarness';
import { makeQuotaPairMarket, QUOTA_PAIR } from './quotaPairMarket';

const PAIR = QUOTA_PAIR;

function setUp() {
  const h = createHarness();
  makeQuotaPairMarket(h);
  h.loginAs('uta');
  const remain = () =>
    (h.json('GET', API.quota, { query: { symbol_id: PAIR } }).result as { remainAmount: string })
      .remainAmount;
  const post = (path: string, body: Record<string, string | number>) =>
    h.json('POST', path, { body: { symbol_id: PAIR, ...body } });
  return { h, remain, post };
}

const conditionalBuy = (id: string, quantity: string) => ({
  client_order_id: id,
  plan_type: 1,
  side: 'Buy',
  type: 'LIMIT',
  trigger_price: '0.002',
  price: '0.002',
  quantity,
});

describe('the innovation quota', () => {
  it('a limit buy reserves its value, and cancelling it gives the value back', () => {
    const { remain, post } = setUp();
    const placed = post(API.createOrder, {
      client_order_id: 'l1',
      side: 'Buy',
      type: 'LIMIT',
      price: '0.0016',
      quantity: '100000',
    });
    expect(placed.code).toBe(0);
    expect(remain()).toBe('840.0000000');
    expect(post(API.cancelOrder, { client_order_id: 'l1' }).code).toBe(0);
    expect(remain()).toBe('1000.0000000');
  });

  it('a buy that fills below its limit gives back what it did not spend', () => {
    const { remain, post } = setUp();
    const placed = post(API.createOrder, {
      client_order_id: 'l2',
      side: 'Buy',
      type: 'LIMIT',
      price: '0.002',
      quantity: '10000',
    });
    expect(placed.result).toMatchObject({ status: 'Filled', executedAmount: '19.0000000' });
    expect(remain()).toBe('981.0000000');
  });

  it('a plan buy reserves its value when placed, so plans cannot queue past the quota', () => {
    const { remain, post } = setUp();
    expect(post(API.createPlanOrder, conditionalBuy('p1', '400000')).code).toBe(0);
    expect(remain()).toBe('200.0000000');
    expect(post(API.createPlanOrder, conditionalBuy('p2', '200000'))).toMatchObject({
      code: CODES.quotaExceeded,
    });
    expect(
      post(API.createOrder, {
        client_order_id: 'l3',
        side: 'Buy',
        type: 'LIMIT',
        price: '0.0016',
        quantity: '200000',
      }),
    ).toMatchObject({
      code: CODES.quotaExceeded,
    });
    expect(remain()).toBe('200.0000000');
  });

  it('a plan cancelled before it fires gives its reservation back', () => {
    const { remain, post } = setUp();
    expect(post(API.createPlanOrder, conditionalBuy('p3', '400000')).code).toBe(0);
    expect(post(API.cancelPlanOrder, { client_order_id: 'p3' }).code).toBe(0);
    expect(remain()).toBe('1000.0000000');
  });

  it('a plan that fires hands its reservation to its order, whose fill settles it', () => {
    const { h, remain, post } = setUp();
    const plan = post(API.createPlanOrder, {
      client_order_id: 'p4',
      plan_type: 1,
      side: 'Buy',
      type: 'MARKET',
      trigger_price: '0.0019',
      quantity: '50',
      market_unit: 'quoteCoin',
    });
    expect(plan.code).toBe(0);
    expect(remain()).toBe('950.0000000');
    // Another account buys at 0.0019: the last price reaches the trigger and the plan's order fills.
    h.exchange.engine.placeOrder('acct-demo', {
      symbol_id: PAIR,
      side: 'Buy',
      type: 'LIMIT',
      price: '0.0019',
      quantity: '10000',
      client_order_id: 'up',
    });
    const fired = h.exchange.engine.findPlanOrder('acct-uta', { clientOrderId: 'p4' });
    expect(fired).toMatchObject({ status: 'Triggered' });
    const child = h.exchange.engine.findOrder('acct-uta', {
      orderId: fired?.triggeredOrderId ?? '',
    }) as Order;
    expect(child).toMatchObject({ status: 'Filled' });
    expect(toFixed(remain()) + toFixed(child.executedAmount)).toBe(toFixed('1000'));
  });

  it('a repeated create spends nothing; a different body under its id is refused and spends nothing', () => {
    const { remain, post } = setUp();
    const body = { client_order_id: 'r1', side: 'Buy', type: 'LIMIT', price: '0.0016', quantity: '100000' };
    expect(post(API.createOrder, body).code).toBe(0);
    expect(post(API.createOrder, body).code).toBe(0);
    expect(post(API.createOrder, { ...body, quantity: '200000' })).toMatchObject({
      code: CODES.clientOrderIdReused,
    });
    expect(post(API.createPlanOrder, conditionalBuy('r1', '1000'))).toMatchObject({
      code: CODES.clientOrderIdReused,
    });
    expect(remain()).toBe('840.0000000');
  });
});
