/**
 * Take-profit and stop-loss attached to a limit order: the checks against the order's own price, and
 * the TP/SL plan its fills feed (the rules are in src/server/exchange/engine/attachedTpSl.ts).
 */
import { describe, expect, it } from 'vitest';
import { CODES, type CreateOrderBody, type Order } from '../../../../../src/shared/protocol';
import type { Engine } from '../../../../../src/server/exchange/types';
import { bal, cid, must, setup, totals } from './helpers';

const order = (engine: Engine, who: string, body: Partial<CreateOrderBody>) =>
  engine.placeOrder(who, {
    symbol_id: 'BTCUSDT',
    side: 'Buy',
    type: 'LIMIT',
    price: '100',
    quantity: '1',
    client_order_id: cid(),
    ...body,
  });

/** A buy at 100 with a limit take profit at 110 (limit 109) and a market stop loss at 95. */
const LEGS: Partial<CreateOrderBody> = {
  tp_trigger_price: '110',
  tp_limit_price: '109',
  tp_order_type: 'LIMIT',
  sl_trigger_price: '95',
  sl_order_type: 'MARKET',
};

const code = (outcome: { ok: boolean; error?: { code: number } }): number =>
  outcome.ok ? 0 : (outcome.error?.code ?? -1);
const message = (outcome: { ok: boolean; error?: { message: string } }): string =>
  outcome.ok ? '' : (outcome.error?.message ?? '');

/** Trades `qty` at `price` between carol (resting) and alice (taking), moving the last price there. */
function tradeAt(engine: Engine, price: string, qty = '0.1'): void {
  must(order(engine, 'carol', { side: 'Sell', price, quantity: qty }));
  must(order(engine, 'alice', { side: 'Buy', price, quantity: qty }));
}

const plansOf = (engine: Engine, who: string): Order[] => [
  ...engine.openPlanOrders(who),
  ...engine.planOrderHistory(who),
];
const ordersOf = (engine: Engine, who: string): Order[] => [
  ...engine.openOrders(who),
  ...engine.orderHistory(who),
];

describe('checks', () => {
  it.each<[string, Partial<CreateOrderBody>, number, RegExp]>([
    [
      'a buy take profit at or below its price',
      { side: 'Buy', tp_trigger_price: '100' },
      CODES.invalidTrigger,
      /above its price/,
    ],
    [
      'a buy stop loss at or above its price',
      { side: 'Buy', sl_trigger_price: '101' },
      CODES.invalidTrigger,
      /below its price/,
    ],
    [
      'a sell take profit above its price',
      { side: 'Sell', tp_trigger_price: '101' },
      CODES.invalidTrigger,
      /below its price/,
    ],
    [
      'a sell stop loss below its price',
      { side: 'Sell', sl_trigger_price: '99' },
      CODES.invalidTrigger,
      /above its price/,
    ],
    [
      'a LIMIT leg without its limit price',
      { tp_trigger_price: '110', tp_order_type: 'LIMIT' },
      CODES.badRequest,
      /tp_limit_price is required/,
    ],
    [
      'a limit price below 90 % of its trigger',
      { tp_trigger_price: '110', tp_limit_price: '98.99' },
      CODES.invalidPrice,
      /90%/,
    ],
    [
      'a limit price above 110 % of its trigger',
      { sl_trigger_price: '90', sl_limit_price: '99.01' },
      CODES.invalidPrice,
      /110%/,
    ],
    ['a trigger off the price step', { tp_trigger_price: '110.005' }, CODES.invalidPrice, /price step/],
    [
      'a limit price off the price step',
      { sl_trigger_price: '95', sl_limit_price: '94.001' },
      CODES.invalidPrice,
      /price step/,
    ],
    [
      'a limit price without its trigger',
      { sl_limit_price: '94' },
      CODES.badRequest,
      /sl_trigger_price is required/,
    ],
    [
      'a leg type that is not LIMIT or MARKET',
      { tp_trigger_price: '110', tp_order_type: 'LIMIT_MAKER' },
      CODES.badRequest,
      /LIMIT or MARKET/,
    ],
    [
      'legs on a MARKET order',
      { type: 'MARKET', tp_trigger_price: '110' },
      CODES.badRequest,
      /LIMIT and LIMIT_MAKER orders only/,
    ],
  ])('refuses %s and places nothing', (_name, body, expected, text) => {
    const { engine } = setup();
    tradeAt(engine, '100');
    const before = engine.balances('bob');
    const outcome = order(engine, 'bob', body);
    expect(code(outcome)).toBe(expected);
    expect(message(outcome)).toMatch(text);
    expect(engine.openOrders('bob')).toEqual([]);
    expect(engine.balances('bob')).toEqual(before);
  });

  it('takes either leg alone, on LIMIT and LIMIT_MAKER orders, and shows the legs on the order', () => {
    const { engine } = setup();
    expect(must(order(engine, 'bob', { tp_trigger_price: '110' }))).toMatchObject({
      tpTriggerPrice: '110.00',
      tpLimitPrice: '',
      slTriggerPrice: '',
    });
    expect(
      must(order(engine, 'bob', { type: 'LIMIT_MAKER', sl_trigger_price: '95', sl_limit_price: '94.5' })),
    ).toMatchObject({ slTriggerPrice: '95.00', slLimitPrice: '94.50', tpTriggerPrice: '' });
    expect(
      must(order(engine, 'bob', { side: 'Sell', price: '120', ...{ tp_trigger_price: '110' } }))
        .tpTriggerPrice,
    ).toBe('110.00');
  });

  it('a modify must keep the legs on their sides of the new price', () => {
    const { engine } = setup();
    const placed = must(order(engine, 'bob', LEGS));
    const modify = (price: string) => engine.modifyOrder('bob', { order_id: placed.orderId, price });
    expect(code(modify('95'))).toBe(CODES.invalidTrigger);
    expect(code(modify('110'))).toBe(CODES.invalidTrigger);
    expect(engine.openOrders('bob')[0]?.price).toBe('100.00');
    expect(must(modify('96')).price).toBe('96.00');
    expect(bal(engine, 'bob', 'USDT').locked).toBe('96');
  });
});

describe('the TP/SL plan the fills feed', () => {
  it('cancelling before any fill places nothing', () => {
    const { engine, events } = setup();
    const placed = must(order(engine, 'bob', LEGS));
    must(engine.cancelOrder('bob', { orderId: placed.orderId }));
    expect(plansOf(engine, 'bob')).toEqual([]);
    expect(events.filter((e) => e.type === 'planOrder')).toEqual([]);
    expect(engine.balances('bob').filter((b) => b.locked !== '0')).toEqual([]);
  });

  it('each fill of a resting buy locks the base it delivered for one plan, which grows', () => {
    const { engine, events } = setup();
    const start = totals(engine);
    const parent = must(order(engine, 'bob', LEGS));
    // 1. carol sells into it: bob is the maker (fee 0.1 %, in BTC).
    must(order(engine, 'carol', { side: 'Sell', quantity: '0.4' }));
    const [plan] = engine.openPlanOrders('bob');
    expect(plan).toMatchObject({
      planType: 11,
      stopOrderType: 'TpSl',
      status: 'Untriggered',
      side: 'Sell',
      type: 'MARKET',
      origQty: '0.3996',
      marketUnit: 'baseCoin',
      tpTriggerPrice: '110.00',
      tpLimitPrice: '109.00',
      slTriggerPrice: '95.00',
      slLimitPrice: '',
      ocoTriggerBy: 'untriggered',
      parentPlanId: parent.orderId,
      clientOrderId: `tpsl-${parent.orderId}`,
    });
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100', locked: '0.3996' });
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '999900', locked: '60' });
    // 2. The rest fills in a second operation: the same plan grows, and says so.
    events.length = 0;
    must(order(engine, 'carol', { side: 'Sell', quantity: '0.6' }));
    expect(engine.openPlanOrders('bob')).toHaveLength(1);
    expect(engine.openPlanOrders('bob')[0]).toMatchObject({ orderId: plan?.orderId, origQty: '0.9990' });
    const pushes = events.filter((e) => e.type === 'planOrder');
    expect(pushes.map((e) => [e.accountId, e.order.orderId, e.order.origQty])).toEqual([
      ['bob', plan?.orderId, '0.9990'],
    ]);
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100', locked: '0.999' });
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '999900', locked: '0' });
    expect(totals(engine)).toEqual(start);
  });

  it('the first leg reached places its order and drops the other', () => {
    const { engine } = setup();
    must(order(engine, 'bob', LEGS));
    must(order(engine, 'carol', { side: 'Sell', quantity: '1' }));
    const planId = engine.openPlanOrders('bob')[0]?.orderId;
    tradeAt(engine, '110');
    const fired = plansOf(engine, 'bob').find((p) => p.orderId === planId);
    expect(fired).toMatchObject({ status: 'Triggered', ocoTriggerBy: 'takeProfit' });
    expect(engine.openOrders('bob')).toEqual([
      expect.objectContaining({
        orderId: fired?.triggeredOrderId,
        side: 'Sell',
        price: '109.00',
        origQty: '0.9990',
        parentPlanId: planId,
        createType: 'CreateByPlan',
      }),
    ]);
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100', locked: '0.999' });
    // The stop loss is gone with it.
    tradeAt(engine, '94');
    expect(ordersOf(engine, 'bob').filter((o) => o.parentPlanId === planId)).toHaveLength(1);
  });

  it('a sell buys back with its proceeds, by quote amount', () => {
    const { engine } = setup();
    must(
      order(engine, 'bob', {
        side: 'Sell',
        tp_trigger_price: '90',
        tp_limit_price: '91',
        sl_trigger_price: '105',
        sl_order_type: 'MARKET',
      }),
    );
    must(order(engine, 'alice', { side: 'Buy', quantity: '1' }));
    // 100 USDT less the 0.1 % maker fee.
    const [plan] = engine.openPlanOrders('bob');
    expect(plan).toMatchObject({
      side: 'Buy',
      marketUnit: 'quoteCoin',
      amount: '99.90',
      orderQtyForView: '99.90',
      origQty: '0',
    });
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '1000000', locked: '99.9' });
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '99', locked: '0' });
    must(order(engine, 'carol', { side: 'Sell', price: '106', quantity: '2' }));
    tradeAt(engine, '105');
    const fired = plansOf(engine, 'bob').find((p) => p.orderId === plan?.orderId);
    expect(fired).toMatchObject({ status: 'Triggered', ocoTriggerBy: 'stopLoss' });
    expect(ordersOf(engine, 'bob').find((o) => o.orderId === fired?.triggeredOrderId)).toMatchObject({
      type: 'MARKET',
      side: 'Buy',
      status: 'Filled',
      amount: '99.90',
    });
    expect(bal(engine, 'bob', 'USDT').locked).toBe('0');
  });

  it('a fill that lands past the stop fires it in the same operation', () => {
    const { engine, events } = setup();
    must(order(engine, 'carol', { side: 'Sell', price: '94', quantity: '1' }));
    must(order(engine, 'carol', { side: 'Buy', price: '90', quantity: '5' }));
    events.length = 0;
    // bob's buy at 100 takes the ask at 94 (taker fee 0.2 %): already below its stop at 95.
    const parent = must(order(engine, 'bob', LEGS));
    const [plan] = engine.planOrderHistory('bob');
    expect(plan).toMatchObject({ status: 'Triggered', ocoTriggerBy: 'stopLoss', origQty: '0.9980' });
    expect(engine.orderHistory('bob').find((o) => o.orderId === plan?.triggeredOrderId)).toMatchObject({
      type: 'MARKET',
      status: 'Filled',
      executedQty: '0.9980',
    });
    const mine = events.flatMap((e) =>
      (e.type === 'order' || e.type === 'planOrder') && e.accountId === 'bob'
        ? [`${e.type} ${e.order.orderId} ${e.order.status}`]
        : [],
    );
    expect(mine).toEqual([
      `order ${parent.orderId} Filled`,
      `planOrder ${plan?.orderId} Untriggered`,
      `order ${plan?.triggeredOrderId} Filled`,
      `planOrder ${plan?.orderId} Triggered`,
    ]);
    expect(engine.balances('bob').filter((b) => b.locked !== '0')).toEqual([]);
  });

  it('cancelling after a partial fill keeps the plan for what filled', () => {
    const { engine } = setup();
    const parent = must(order(engine, 'bob', LEGS));
    must(order(engine, 'carol', { side: 'Sell', quantity: '0.5' }));
    must(engine.cancelOrder('bob', { orderId: parent.orderId }));
    expect(engine.openPlanOrders('bob')).toEqual([expect.objectContaining({ origQty: '0.4995' })]);
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100', locked: '0.4995' });
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '999950', locked: '0' });
  });

  it('cannot be modified; once cancelled, the next fill starts a new plan', () => {
    const { engine } = setup();
    const parent = must(order(engine, 'bob', LEGS));
    must(order(engine, 'carol', { side: 'Sell', quantity: '0.5' }));
    const [first] = engine.openPlanOrders('bob');
    const change = engine.modifyPlanOrder('bob', {
      order_id: first?.orderId ?? '',
      plan_type: 11,
      quantity: '0.1',
    });
    expect(code(change)).toBe(CODES.orderNotModifiable);
    must(engine.cancelPlanOrder('bob', { orderId: first?.orderId ?? '' }));
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100.4995', locked: '0' });
    must(order(engine, 'carol', { side: 'Sell', quantity: '0.5' }));
    expect(engine.openPlanOrders('bob')).toEqual([
      expect.objectContaining({ clientOrderId: `tpsl-${parent.orderId}-2`, origQty: '0.4995' }),
    ]);
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100.4995', locked: '0.4995' });
  });
});
