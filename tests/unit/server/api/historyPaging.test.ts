import { describe, expect, it } from 'vitest';
import { API, type Execution, type Order } from '../../../../src/shared/protocol';
import { createHarness } from './apiHarness';
import { limitBody as limit, MAKER, START } from './testExchange';

type Page<T> = { list: T[]; nextCursor: string };

describe('history paging routes', () => {
  it('pages order history and plan history within a created-time window', () => {
    const h = createHarness();
    h.loginAs('uta');
    // Five cancelled orders, one a minute apart, and two cancelled stop-limit plans.
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const order = h.json('POST', API.createOrder, { body: limit('Buy', '40000', `o${i}`) }).result as Order;
      h.json('POST', API.cancelOrder, { body: { order_id: order.orderId } });
      ids.push(order.orderId);
      h.exchange.advance(60_000);
    }
    // A plan needs a market price to trigger against: the maker trades with itself once.
    h.exchange.engine.placeOrder(MAKER, limit('Sell', '50000', 'm1'));
    h.exchange.engine.placeOrder(MAKER, limit('Buy', '50000', 'm2'));
    for (let i = 0; i < 2; i++) {
      const plan = h.json('POST', API.createPlanOrder, {
        body: { ...limit('Buy', '40000', `p${i}`), plan_type: '8', trigger_price: '41000' },
      }).result as Order;
      h.json('POST', API.cancelPlanOrder, { body: { order_id: plan.orderId } });
    }
    const history = (query: Record<string, string>) =>
      h.json('GET', API.orderHistory, { query }).result as Page<Order>;

    // Orders 1–3 lie in the window [START + 1 min, START + 3 min]; pages of two, newest first.
    const window = { start_time: String(START + 60_000), end_time: String(START + 180_000) };
    const first = history({ ...window, limit: '2' });
    expect(first.list.map((o) => o.orderId)).toEqual([ids[3], ids[2]]);
    expect(first.nextCursor).toBe(ids[2]);
    const second = history({ ...window, limit: '2', from_order_id: first.nextCursor });
    expect(second).toEqual({ list: [expect.objectContaining({ orderId: ids[1] })], nextCursor: '' });
    expect(history({ end_time: String(START - 1) }).list).toEqual([]);

    const plans = h.json('GET', API.planOrderHistory, {
      query: { plan_type: '8', start_time: String(START + 300_000), limit: '1' },
    }).result as Page<Order>;
    expect(plans.list).toHaveLength(1);
    expect(plans.list[0]).toMatchObject({ planType: 8, status: 'Cancelled' });
    expect(h.json('GET', API.orderHistory, { query: { start_time: 'soon' } }).message).toMatch(
      /^start_time: /,
    );
  });

  it('pages executions by trade id, newest first, and keeps a self-trade whole on one page', () => {
    const h = createHarness();
    const user = h.loginAs('uta');
    // Three trades of the user against itself: each gives the account two executions, one trade id.
    for (let i = 0; i < 3; i++) {
      h.json('POST', API.createOrder, { body: limit('Sell', '50000', `s${i}`) });
      h.json('POST', API.createOrder, { body: limit('Buy', '50000', `b${i}`) });
      h.exchange.advance(1_000);
    }
    const all = h.exchange.engine.executions(user.accountId, { limit: 100 });
    expect(all).toHaveLength(6);
    const trades = (query: Record<string, string>) =>
      h.json('GET', API.executions, { query }).result as Page<Execution>;

    // A limit of 3 would end between the two executions of the second trade: the page stops before it.
    const first = trades({ limit: '3' });
    expect(first.list.map((e) => e.tradeId)).toEqual([all[0]?.tradeId, all[1]?.tradeId]);
    expect(first.nextCursor).toBe(all[0]?.tradeId);
    const second = trades({ limit: '3', from_trade_id: first.nextCursor });
    expect(second.list).toEqual(all.slice(2, 4));
    const third = trades({ limit: '3', from_trade_id: second.nextCursor });
    expect(third).toEqual({ list: all.slice(4), nextCursor: '' });
    // Limit 1 still shows a trade whole.
    expect(trades({ limit: '1' }).list).toEqual(all.slice(0, 2));
    // The time window still applies, and the answer keeps the list the chart's markers read.
    expect(trades({ start_time: String(START + 1_000), end_time: String(START + 1_000) })).toEqual({
      list: all.slice(2, 4),
      nextCursor: '',
    });
    expect(h.json('GET', API.executions, { query: { limit: '1001' } }).message).toMatch(/^limit: /);
  });
});
