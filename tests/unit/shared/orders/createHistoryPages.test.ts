import { describe, expect, it } from 'vitest';
import type { Order, OrderHistoryRow } from '../../../../src/shared/protocol';
import { createHistoryPages } from '../../../../src/shared/orders/createHistoryPages';
import type { RestClient } from '../../../../src/shared/rest/fetchApi';
import { createHarness } from '../../server/api/apiHarness';
import { limitBody as limit, MAKER } from '../../server/api/testExchange';

/** The compute's history calls over the real REST router, as the worker's fetch would reach it. */
function historyOver(h: ReturnType<typeof createHarness>, localSkew = 0) {
  const rest: RestClient = {
    origin: 'http://exchange.test',
    fetch: async (url, init) => {
      const parsed = new URL(url);
      const response = h.call(init.method, parsed.pathname, {
        query: Object.fromEntries(parsed.searchParams),
      });
      if (response.kind !== 'json') throw new Error(`not a JSON answer: ${url}`);
      return { ok: response.status < 400, status: response.status, json: async () => response.body };
    },
  };
  // The worker's own clock is off by `localSkew`: the window still follows the exchange's.
  return createHistoryPages({ rest, now: () => h.exchange.clock.now() + localSkew });
}

describe('createHistoryPages', () => {
  it('pages ordinary and plan history as one list, newest first, in the window of the exchange’s clock', async () => {
    const h = createHarness();
    const { accountId } = h.loginAs('uta');
    const engine = h.exchange.engine;
    engine.placeOrder(MAKER, limit('Sell', '50000', 'm1'));
    engine.placeOrder(MAKER, limit('Buy', '50000', 'm2'));
    // An old order, out of a 7-day window; then 150 orders and 60 stop-limit plans, interleaved.
    const old = engine.placeOrder(accountId, limit('Buy', '40000', 'old'));
    if (old.ok) engine.cancelOrder(accountId, { orderId: old.value.orderId });
    h.exchange.advance(8 * 86_400_000);
    h.loginAs('uta'); // the first session ended in those days
    for (let i = 0; i < 210; i++) {
      const plan = i % 7 === 3 || i % 7 === 5;
      const placed = plan
        ? engine.placePlanOrder(accountId, {
            ...limit('Buy', '40000', `p${i}`),
            plan_type: 8,
            trigger_price: '41000',
          })
        : engine.placeOrder(accountId, limit('Buy', '40000', `o${i}`));
      if (!placed.ok) throw new Error(placed.error.message);
      if (plan) engine.cancelPlanOrder(accountId, { orderId: placed.value.orderId });
      else engine.cancelOrder(accountId, { orderId: placed.value.orderId });
      h.exchange.advance(1_000);
    }
    const pages = historyOver(h, -2 * 86_400_000);
    const rows: OrderHistoryRow[] = [];
    let cursor: string | undefined;
    let requests = 0;
    do {
      const page = await pages.orderHistoryPage({ kind: 'all', range: 7, ...(cursor ? { cursor } : {}) });
      if (!page.ok) throw new Error(page.failure.message);
      expect(page.rows.length).toBeLessThanOrEqual(100);
      rows.push(...page.rows);
      cursor = page.nextCursor || undefined;
      requests++;
    } while (cursor);
    expect(requests).toBe(3);
    const expected = [
      ...engine.orderHistory(accountId, { limit: 100 }),
      ...engine.orderHistory(accountId, {
        limit: 100,
        fromOrderId: engine.orderHistory(accountId, { limit: 100 }).at(-1)!.orderId,
      }),
      ...engine.planOrderHistory(accountId, { limit: 100 }),
    ]
      .filter((o: Order) => o.clientOrderId !== 'old')
      .sort((a, b) => b.createdTime - a.createdTime);
    expect(rows.map((row) => row.id)).toEqual(expected.map((o) => o.orderId));
    expect(rows.filter((row) => row.triggers.length > 0)).toHaveLength(60);

    // A sub-tab reads its plan type alone; another pair has none.
    const stopLimit = await pages.orderHistoryPage({ kind: 'stopLimit', range: 7, symbolId: 'BTCUSDT' });
    expect(stopLimit).toMatchObject({ ok: true, nextCursor: '' });
    expect(stopLimit.ok && stopLimit.rows.every((row) => row.status === 'ORDER_CANCELED')).toBe(true);
    expect(await pages.orderHistoryPage({ kind: 'oco', range: 180, symbolId: 'ETHUSDT' })).toEqual({
      ok: true,
      rows: [],
      nextCursor: '',
    });
    // The 180-day window reaches the old order.
    const longer = await pages.orderHistoryPage({ kind: 'ordinary', range: 180, symbolId: 'BTCUSDT' });
    expect(longer.ok && longer.rows.length).toBe(100);
  });

  it('pages executions by the trade cursor, and answers a failure with the server’s message', async () => {
    const h = createHarness();
    const { accountId } = h.loginAs('uta');
    // 1 001 trades against the maker (50 USDT each, within the balance): two pages of the spec's 1 000.
    const engine = h.exchange.engine;
    for (let i = 0; i < 1_001; i++) {
      engine.placeOrder(MAKER, limit('Sell', '50000', `m${i}`, '0.001'));
      engine.placeOrder(accountId, limit('Buy', '50000', `b${i}`, '0.001'));
    }
    const pages = historyOver(h);
    const first = await pages.tradeHistoryPage({ range: 30, symbolId: 'BTCUSDT' });
    if (!first.ok) throw new Error(first.failure.message);
    expect(first.rows).toHaveLength(1_000);
    expect(first.rows[0]).toMatchObject({ side: 'buy', role: 'taker', price: '50000.00', feeCoin: 'BTC' });
    const second = await pages.tradeHistoryPage({ range: 30, symbolId: 'BTCUSDT', cursor: first.nextCursor });
    // The trade before the first page's oldest (one execution a trade here), and nothing after it.
    expect(second.ok && second.rows.map((row) => row.tradeId)).toEqual([
      String(Number(first.rows.at(-1)?.tradeId) - 1),
    ]);
    expect(second.ok && second.nextCursor).toBe('');
    expect(await pages.tradeHistoryRows(engine.executions(accountId, { limit: 1 }))).toEqual([first.rows[0]]);

    h.logout();
    const refused = await pages.tradeHistoryPage({ range: 7 });
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'server' } });
    expect(await pages.orderHistoryPage({ kind: 'all', range: 7, cursor: 'forged' })).toMatchObject({
      ok: false,
      failure: { kind: 'invalid' },
    });
  });
});
