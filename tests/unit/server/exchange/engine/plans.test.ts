import { describe, expect, it } from 'vitest';
import { CODES, type CreatePlanOrderBody } from '../../../../../src/shared/protocol';
import type { Engine } from '../../../../../src/server/exchange/types';
import { bal, cid, must, setup } from './helpers';

/** Trades `qty` at `price` between carol (maker) and alice (taker), moving the last price there. */
function tradeAt(engine: Engine, price: string, qty = '0.1'): void {
  must(
    engine.placeOrder('carol', {
      symbol_id: 'BTCUSDT',
      side: 'Sell',
      type: 'LIMIT',
      price,
      quantity: qty,
      client_order_id: cid(),
    }),
  );
  must(
    engine.placeOrder('alice', {
      symbol_id: 'BTCUSDT',
      side: 'Buy',
      type: 'LIMIT',
      price,
      quantity: qty,
      client_order_id: cid(),
    }),
  );
}

const plan = (engine: Engine, body: Partial<CreatePlanOrderBody>) =>
  engine.placePlanOrder('bob', {
    symbol_id: 'BTCUSDT',
    plan_type: 1,
    side: 'Sell',
    type: 'MARKET',
    quantity: '1',
    client_order_id: cid(),
    ...body,
  });
const code = (outcome: { ok: boolean; error?: { code: number } }): number =>
  outcome.ok ? 0 : (outcome.error?.code ?? -1);
const planById = (engine: Engine, id: string) =>
  [...engine.openPlanOrders('bob'), ...engine.planOrderHistory('bob')].find((o) => o.orderId === id);

function withBook(engine: Engine): void {
  tradeAt(engine, '100');
  // Resting liquidity both sides for the placed orders to hit.
  must(
    engine.placeOrder('carol', {
      symbol_id: 'BTCUSDT',
      side: 'Buy',
      type: 'LIMIT',
      price: '90',
      quantity: '10',
      client_order_id: cid(),
    }),
  );
  must(
    engine.placeOrder('carol', {
      symbol_id: 'BTCUSDT',
      side: 'Sell',
      type: 'LIMIT',
      price: '120',
      quantity: '10',
      client_order_id: cid(),
    }),
  );
}

describe('conditional and stop-limit', () => {
  it('a sell stop below the market fires a market order when the price falls to it', () => {
    const { engine } = setup();
    withBook(engine);
    const p = must(plan(engine, { trigger_price: '95' }));
    expect(p).toMatchObject({
      status: 'Untriggered',
      planType: 1,
      triggerPrice: '95.00',
      stopOrderType: 'Stop',
    });
    expect(bal(engine, 'bob', 'BTC').locked).toBe('1');
    tradeAt(engine, '96');
    expect(planById(engine, p.orderId)?.status).toBe('Untriggered');
    tradeAt(engine, '95');
    const fired = planById(engine, p.orderId);
    expect(fired?.status).toBe('Triggered');
    const child = engine.orderHistory('bob').find((o) => o.orderId === fired?.triggeredOrderId);
    expect(child).toMatchObject({
      createType: 'CreateByPlan',
      parentPlanId: p.orderId,
      status: 'Filled',
      executedQty: '1.0000',
    });
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '99', locked: '0' });
  });

  it('a stop-limit buy above the market places its limit order when the price rises to it', () => {
    const { engine } = setup();
    withBook(engine);
    const p = must(
      plan(engine, {
        plan_type: 8,
        side: 'Buy',
        type: 'LIMIT',
        trigger_price: '105',
        price: '110',
        quantity: '1',
      }),
    );
    expect(bal(engine, 'bob', 'USDT').locked).toBe('110');
    tradeAt(engine, '105');
    const fired = planById(engine, p.orderId);
    expect(fired?.status).toBe('Triggered');
    expect(engine.openOrders('bob')[0]).toMatchObject({
      price: '110.00',
      status: 'New',
      parentPlanId: p.orderId,
    });
    expect(bal(engine, 'bob', 'USDT').locked).toBe('110');
  });

  it('checks the 90 %/110 % band, and market buy plans by quote amount only', () => {
    const { engine } = setup();
    withBook(engine);
    expect(code(plan(engine, { type: 'LIMIT', trigger_price: '100', price: '89' }))).toBe(CODES.invalidPrice);
    expect(code(plan(engine, { side: 'Buy', type: 'LIMIT', trigger_price: '100', price: '111' }))).toBe(
      CODES.invalidPrice,
    );
    const byBase = plan(engine, { side: 'Buy', trigger_price: '105' });
    expect(code(byBase)).toBe(CODES.badRequest);
    expect(byBase.ok ? '' : byBase.error.message).toMatch(/quoteCoin/);
    expect(
      must(plan(engine, { side: 'Buy', trigger_price: '105', quantity: '50', market_unit: 'quoteCoin' }))
        .orderQtyForView,
    ).toBe('50.00');
  });

  it('TP/SL fires like a conditional order, with its own stop order type', () => {
    const { engine } = setup();
    withBook(engine);
    const p = must(plan(engine, { plan_type: 11, trigger_price: '110' }));
    expect(p.stopOrderType).toBe('TpSl');
    tradeAt(engine, '110');
    expect(planById(engine, p.orderId)?.status).toBe('Triggered');
  });

  it('a placed order that fails its checks leaves the plan Rejected and releases the lock', () => {
    const { engine } = setup();
    withBook(engine);
    const p = must(plan(engine, { trigger_price: '95' }));
    // No bids left for the market sell the plan will place.
    engine.cancelAllOrders('carol');
    tradeAt(engine, '94');
    const rejected = planById(engine, p.orderId);
    expect(rejected?.status).toBe('Rejected');
    expect(rejected?.rejectReason).toMatch(/no liquidity/);
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100', locked: '0' });
  });
});

describe('OCO', () => {
  const oco = (engine: Engine) =>
    must(
      plan(engine, {
        plan_type: 10,
        type: 'LIMIT',
        tp_trigger_price: '110',
        tp_limit_price: '109',
        tp_order_type: 'LIMIT',
        sl_trigger_price: '95',
        sl_order_type: 'MARKET',
      }),
    );

  it('take profit fires and drops the stop loss', () => {
    const { engine } = setup();
    withBook(engine);
    const p = oco(engine);
    expect(p).toMatchObject({
      ocoTriggerBy: 'untriggered',
      stopOrderType: 'Oco',
      tpTriggerPrice: '110.00',
      slLimitPrice: '',
    });
    tradeAt(engine, '110');
    expect(planById(engine, p.orderId)).toMatchObject({ status: 'Triggered', ocoTriggerBy: 'takeProfit' });
    tradeAt(engine, '90');
    expect(
      [...engine.openOrders('bob'), ...engine.orderHistory('bob')].filter(
        (o) => o.parentPlanId === p.orderId,
      ),
    ).toHaveLength(1);
  });

  it('stop loss fires with a market order', () => {
    const { engine } = setup();
    withBook(engine);
    const p = oco(engine);
    tradeAt(engine, '95');
    expect(planById(engine, p.orderId)).toMatchObject({ status: 'Triggered', ocoTriggerBy: 'stopLoss' });
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '99', locked: '0' });
  });

  it('needs the legs on the right sides of the market, and a buy locks the larger leg', () => {
    const { engine } = setup();
    withBook(engine);
    expect(code(plan(engine, { plan_type: 10, tp_trigger_price: '95', sl_trigger_price: '90' }))).toBe(
      CODES.invalidTrigger,
    );
    must(
      plan(engine, {
        plan_type: 10,
        side: 'Buy',
        type: 'LIMIT',
        tp_trigger_price: '95',
        tp_limit_price: '95',
        sl_trigger_price: '105',
        sl_limit_price: '106',
      }),
    );
    expect(bal(engine, 'bob', 'USDT').locked).toBe('106');
  });
});

describe('trailing', () => {
  it('a trailing stop by value follows the high and fires on the retrace', () => {
    const { engine } = setup();
    withBook(engine);
    const p = must(plan(engine, { plan_type: 4, trailing_value: '5' }));
    expect(p).toMatchObject({ triggerPrice: '95.00', stopOrderType: 'TrailingStop', trailingValue: '5.00' });
    tradeAt(engine, '110');
    expect(planById(engine, p.orderId)?.triggerPrice).toBe('105.00');
    tradeAt(engine, '106');
    expect(planById(engine, p.orderId)?.status).toBe('Untriggered');
    tradeAt(engine, '105');
    expect(planById(engine, p.orderId)?.status).toBe('Triggered');
  });

  it('a buy trailing stop by percentage follows the low', () => {
    const { engine } = setup();
    withBook(engine);
    const p = must(
      plan(engine, {
        plan_type: 4,
        side: 'Buy',
        trailing_percentage: '10',
        quantity: '100',
        market_unit: 'quoteCoin',
      }),
    );
    expect(p.triggerPrice).toBe('110.00');
    tradeAt(engine, '95');
    expect(planById(engine, p.orderId)?.triggerPrice).toBe('104.50');
    tradeAt(engine, '104.5');
    expect(planById(engine, p.orderId)?.status).toBe('Triggered');
    expect(bal(engine, 'bob', 'USDT').locked).toBe('0');
  });

  it('a trailing profit waits for its activation price', () => {
    const { engine } = setup();
    withBook(engine);
    expect(code(plan(engine, { plan_type: 5, trailing_value: '2' }))).toBe(CODES.badRequest);
    const p = must(plan(engine, { plan_type: 5, trailing_value: '2', activation_price: '110' }));
    expect(p.triggerPrice).toBe('');
    tradeAt(engine, '97');
    expect(planById(engine, p.orderId)?.status).toBe('Untriggered');
    tradeAt(engine, '111');
    expect(planById(engine, p.orderId)?.triggerPrice).toBe('109.00');
    tradeAt(engine, '109');
    expect(planById(engine, p.orderId)).toMatchObject({
      status: 'Triggered',
      stopOrderType: 'TrailingProfit',
    });
  });
});

describe('plan lifecycle', () => {
  it('dedups client ids, modifies with a re-lock, and cancels releasing the lock', () => {
    const { engine } = setup();
    withBook(engine);
    const p = must(
      plan(engine, { type: 'LIMIT', trigger_price: '95', price: '94', client_order_id: 'mine-a' }),
    );
    const repeat = { type: 'LIMIT', trigger_price: '95', price: '94', client_order_id: 'mine-a' } as const;
    expect(must(plan(engine, repeat)).orderId).toBe(p.orderId);
    expect(code(plan(engine, { trigger_price: '80', client_order_id: 'mine-a' }))).toBe(
      CODES.clientOrderIdReused,
    );
    const changed = must(
      engine.modifyPlanOrder('bob', {
        order_id: p.orderId,
        plan_type: 1,
        trigger_price: '96',
        quantity: '2',
      }),
    );
    expect(changed).toMatchObject({ triggerPrice: '96.00', origQty: '2.0000', price: '94.00' });
    expect(bal(engine, 'bob', 'BTC').locked).toBe('2');
    expect(must(engine.cancelPlanOrder('bob', { clientOrderId: 'mine-a' })).status).toBe('Cancelled');
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '100', locked: '0' });
    expect(must(plan(engine, repeat)).status).toBe('Cancelled');
    expect(code(engine.cancelPlanOrder('bob', { orderId: p.orderId }))).toBe(CODES.orderNotModifiable);
  });

  it('cancelAllPlanOrders filters by plan type', () => {
    const { engine } = setup();
    withBook(engine);
    must(plan(engine, { trigger_price: '95' }));
    must(plan(engine, { plan_type: 4, trailing_value: '5' }));
    expect(engine.cancelAllPlanOrders('bob', 4)).toHaveLength(1);
    expect(engine.openPlanOrders('bob')).toHaveLength(1);
    expect(engine.openPlanOrders('bob', { planType: 1 })).toHaveLength(1);
  });
});
