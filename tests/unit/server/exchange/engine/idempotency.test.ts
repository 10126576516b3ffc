/**
 * A repeated client order id is the same order (design.md, integrity rules): for every kind the form
 * places, the repeat answers the order the first request made and changes nothing at all.
 */
import { describe, expect, it } from 'vitest';
import {
  CODES,
  type CreateOrderBody,
  type CreatePlanOrderBody,
  type Order,
} from '../../../../../src/shared/protocol';
import type { Engine } from '../../../../../src/server/exchange/types';
import { cid, must, setup } from './helpers';

type Kind =
  | { endpoint: 'order'; body: Omit<CreateOrderBody, 'symbol_id' | 'client_order_id'> }
  | { endpoint: 'plan'; body: Omit<CreatePlanOrderBody, 'symbol_id' | 'client_order_id'> };

/** One request of each kind the order form sends, against the book `market` makes (last 100). */
const KINDS: Record<string, Kind> = {
  limit: { endpoint: 'order', body: { side: 'Buy', type: 'LIMIT', price: '99', quantity: '1' } },
  'market buy by quote amount': {
    endpoint: 'order',
    body: { side: 'Buy', type: 'MARKET', quantity: '50', market_unit: 'quoteCoin' },
  },
  conditional: {
    endpoint: 'plan',
    body: { plan_type: 1, side: 'Sell', type: 'MARKET', trigger_price: '95', quantity: '1' },
  },
  'stop-limit': {
    endpoint: 'plan',
    body: { plan_type: 8, side: 'Buy', type: 'LIMIT', trigger_price: '105', price: '106', quantity: '1' },
  },
  OCO: {
    endpoint: 'plan',
    body: {
      plan_type: 10,
      side: 'Sell',
      type: 'LIMIT',
      quantity: '1',
      tp_trigger_price: '110',
      tp_limit_price: '109',
      sl_trigger_price: '95',
      sl_order_type: 'MARKET',
    },
  },
  'trailing stop': {
    endpoint: 'plan',
    body: { plan_type: 4, side: 'Sell', type: 'MARKET', trailing_value: '5', quantity: '1' },
  },
  // Crosses the ask at 101, so it fills at once and its fill starts a TP/SL plan.
  'limit with TP/SL': {
    endpoint: 'order',
    body: {
      side: 'Buy',
      type: 'LIMIT',
      price: '101',
      quantity: '0.5',
      tp_trigger_price: '110',
      sl_trigger_price: '95',
    },
  },
};

function market(engine: Engine): void {
  const place = (who: string, side: 'Buy' | 'Sell', price: string, quantity: string) =>
    must(
      engine.placeOrder(who, {
        symbol_id: 'BTCUSDT',
        side,
        type: 'LIMIT',
        price,
        quantity,
        client_order_id: cid(),
      }),
    );
  place('carol', 'Sell', '100', '0.1');
  place('alice', 'Buy', '100', '0.1');
  place('carol', 'Sell', '101', '10');
  place('carol', 'Buy', '90', '10');
}

function send(engine: Engine, kind: Kind, clientOrderId: string) {
  const common = { symbol_id: 'BTCUSDT', client_order_id: clientOrderId };
  return kind.endpoint === 'order'
    ? engine.placeOrder('bob', { ...common, ...kind.body })
    : engine.placePlanOrder('bob', { ...common, ...kind.body });
}

/** Everything a request could change, for bob and for the market. */
function state(engine: Engine) {
  return {
    balances: engine.balances('bob'),
    openOrders: engine.openOrders('bob'),
    orderHistory: engine.orderHistory('bob'),
    openPlans: engine.openPlanOrders('bob'),
    planHistory: engine.planOrderHistory('bob'),
    book: engine.book('BTCUSDT'),
    last: engine.lastPrice('BTCUSDT'),
  };
}

describe('a repeated client order id', () => {
  it.each(Object.entries(KINDS))('%s: answers the same order and changes nothing', (_name, kind) => {
    const { engine, events } = setup();
    market(engine);
    const first = must(send(engine, kind, 'same-id'));
    const before = state(engine);
    events.length = 0;
    const again = must(send(engine, kind, 'same-id'));
    // The first request did what its kind does (the TP/SL order filled and started its plan).
    expect(before.openPlans).toHaveLength(kind.endpoint === 'plan' || first.tpTriggerPrice !== '' ? 1 : 0);
    expect(again.orderId).toBe(first.orderId);
    expect(again).toEqual(
      [...before.openOrders, ...before.orderHistory, ...before.openPlans, ...before.planHistory].find(
        (o: Order) => o.orderId === first.orderId,
      ),
    );
    expect(state(engine)).toEqual(before);
    expect(events).toEqual([]);
  });

  it('answers the order as it is now, when the repeat is the same request', () => {
    const { engine } = setup();
    market(engine);
    const first = must(send(engine, KINDS.limit as Kind, 'later'));
    must(engine.cancelOrder('bob', { orderId: first.orderId }));
    const before = state(engine);
    // The same request, its decimals spelled otherwise.
    const again = must(
      send(engine, { endpoint: 'order', body: { ...KINDS.limit?.body, price: '99.00' } } as Kind, 'later'),
    );
    expect(again).toMatchObject({ orderId: first.orderId, status: 'Cancelled', side: 'Buy' });
    expect(state(engine)).toEqual(before);
  });

  const limit = { side: 'Buy', type: 'LIMIT', price: '99', quantity: '1' } as const;
  it.each([
    ['symbol', { symbol_id: 'ETHUSDT' }],
    ['side', { side: 'Sell', price: '150' }],
    ['type', { type: 'LIMIT_MAKER' }],
    ['price', { price: '98' }],
    ['quantity', { quantity: '2' }],
    ['time in force', { time_in_force: 'IOC' }],
    ['take-profit leg', { tp_trigger_price: '120' }],
    ['stop-loss leg', { sl_trigger_price: '80' }],
  ] as const)('refuses a different %s under a used id, changing nothing', (_field, change) => {
    const { engine, events } = setup();
    market(engine);
    const first = must(engine.placeOrder('bob', { symbol_id: 'BTCUSDT', client_order_id: 'used', ...limit }));
    const before = state(engine);
    events.length = 0;
    const other = engine.placeOrder('bob', {
      symbol_id: 'BTCUSDT',
      client_order_id: 'used',
      ...limit,
      ...change,
    });
    expect(other).toMatchObject({ ok: false, error: { code: CODES.clientOrderIdReused } });
    if (!other.ok) expect(other.error.message).toContain(first.orderId);
    expect(state(engine)).toEqual(before);
    expect(events).toEqual([]);
  });

  it('refuses a plan under a used id whose trigger or legs differ', () => {
    const { engine } = setup();
    market(engine);
    must(send(engine, KINDS.OCO as Kind, 'oco'));
    const changed = { ...(KINDS.OCO as Kind).body, sl_trigger_price: '94' } as Kind['body'];
    expect(send(engine, { endpoint: 'plan', body: changed } as Kind, 'oco')).toMatchObject({
      ok: false,
      error: { code: CODES.clientOrderIdReused },
    });
    must(send(engine, KINDS.conditional as Kind, 'cond'));
    const moved = { ...(KINDS.conditional as Kind).body, trigger_price: '96' } as Kind['body'];
    expect(send(engine, { endpoint: 'plan', body: moved } as Kind, 'cond')).toMatchObject({
      ok: false,
      error: { code: CODES.clientOrderIdReused },
    });
  });

  it('is per account, and one id names one order or plan of the account', () => {
    const { engine } = setup();
    market(engine);
    const mine = must(send(engine, KINDS.limit as Kind, 'shared'));
    const theirs = must(
      engine.placeOrder('alice', {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'LIMIT',
        price: '98',
        quantity: '1',
        client_order_id: 'shared',
      }),
    );
    expect(theirs.orderId).not.toBe(mine.orderId);
    const before = state(engine);
    expect(send(engine, KINDS.conditional as Kind, 'shared')).toMatchObject({
      ok: false,
      error: { code: CODES.clientOrderIdReused },
    });
    must(send(engine, KINDS.conditional as Kind, 'p-first'));
    expect(send(engine, KINDS.limit as Kind, 'p-first')).toMatchObject({
      ok: false,
      error: { code: CODES.clientOrderIdReused },
    });
    expect(state(engine).openOrders).toEqual(before.openOrders);
  });

  it.each(['plan-1', 'tpsl-1', 'tpsl-1-2'])(
    'keeps %s for the orders the exchange places for plans and legs',
    (id) => {
      const { engine } = setup();
      market(engine);
      expect(send(engine, KINDS.limit as Kind, id)).toMatchObject({
        ok: false,
        error: { code: CODES.badRequest },
      });
      expect(send(engine, KINDS.conditional as Kind, id)).toMatchObject({
        ok: false,
        error: { code: CODES.badRequest },
      });
    },
  );
});
