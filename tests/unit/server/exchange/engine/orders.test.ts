import { describe, expect, it } from 'vitest';
import { CODES, type CreateOrderBody } from '../../../../../src/shared/protocol';
import type { Engine } from '../../../../../src/server/exchange/types';
import { bal, cid, must, setup, totals } from './helpers';

const limit = (
  engine: Engine,
  who: string,
  side: 'Buy' | 'Sell',
  price: string,
  quantity: string,
  extra: Partial<CreateOrderBody> = {},
) =>
  engine.placeOrder(who, {
    symbol_id: 'BTCUSDT',
    side,
    type: 'LIMIT',
    price,
    quantity,
    client_order_id: cid(),
    ...extra,
  });
const code = (outcome: { ok: boolean; error?: { code: number } }): number =>
  outcome.ok ? 0 : (outcome.error?.code ?? -1);

describe('price-time priority', () => {
  it('fills the better price first, then the older order at a price', () => {
    const { engine } = setup();
    const a = must(limit(engine, 'alice', 'Sell', '101', '1'));
    const b = must(limit(engine, 'bob', 'Sell', '100', '1'));
    const c = must(limit(engine, 'carol', 'Sell', '100', '1'));
    must(limit(engine, 'alice', 'Buy', '101', '1.5'));
    const byId = new Map(
      engine
        .orderHistory('bob')
        .concat(engine.openOrders('carol'), engine.openOrders('alice'))
        .map((o) => [o.orderId, o]),
    );
    expect(byId.get(b.orderId)?.status).toBe('Filled');
    expect(byId.get(c.orderId)?.executedQty).toBe('0.5000');
    expect(byId.get(a.orderId)?.executedQty).toBe('0.0000');
  });
});

describe('market orders', () => {
  it('buys by base quantity, locking the walked cost, and rejects what the balance does not cover', () => {
    const { engine } = setup();
    must(limit(engine, 'alice', 'Sell', '100', '1'));
    must(limit(engine, 'alice', 'Sell', '110', '1'));
    engine.openAccount({ id: 'dave', kind: 'classic', balances: { USDT: '200' } });
    expect(
      code(
        engine.placeOrder('dave', {
          symbol_id: 'BTCUSDT',
          side: 'Buy',
          type: 'MARKET',
          quantity: '2',
          client_order_id: cid(),
        }),
      ),
    ).toBe(CODES.insufficientBalance);
    const order = must(
      engine.placeOrder('bob', {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'MARKET',
        quantity: '1.5',
        client_order_id: cid(),
      }),
    );
    expect(order).toMatchObject({
      status: 'Filled',
      executedQty: '1.5000',
      executedAmount: '155.00',
      price: '0',
      orderQtyForView: '1.5000',
    });
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '999845', locked: '0' });
  });

  it('buys by quote amount, spending up to it', () => {
    const { engine } = setup();
    must(limit(engine, 'alice', 'Sell', '100', '1'));
    must(limit(engine, 'alice', 'Sell', '200', '1'));
    const order = must(
      engine.placeOrder('bob', {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'MARKET',
        quantity: '150',
        market_unit: 'quoteCoin',
        client_order_id: cid(),
      }),
    );
    expect(order).toMatchObject({
      status: 'Filled',
      executedQty: '1.2500',
      executedAmount: '150.00',
      origQty: '0',
      amount: '150.00',
      orderQtyForView: '150.00',
      marketUnit: 'quoteCoin',
    });
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '999850', locked: '0' });
  });

  it('sells by base quantity and cancels what the book cannot take; an empty book is no liquidity', () => {
    const { engine } = setup();
    expect(
      code(
        engine.placeOrder('bob', {
          symbol_id: 'BTCUSDT',
          side: 'Sell',
          type: 'MARKET',
          quantity: '1',
          client_order_id: cid(),
        }),
      ),
    ).toBe(CODES.noLiquidity);
    must(limit(engine, 'alice', 'Buy', '100', '1'));
    const order = must(
      engine.placeOrder('bob', {
        symbol_id: 'BTCUSDT',
        side: 'Sell',
        type: 'MARKET',
        quantity: '3',
        client_order_id: cid(),
      }),
    );
    expect(order.status).toBe('PartiallyFilledCanceled');
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '99', locked: '0' });
  });
});

describe('time in force', () => {
  it('IOC cancels the remainder; FOK fills all or nothing', () => {
    const { engine } = setup();
    must(limit(engine, 'alice', 'Sell', '100', '1'));
    const fok = must(limit(engine, 'bob', 'Buy', '100', '2', { time_in_force: 'FOK' }));
    expect(fok.status).toBe('Cancelled');
    expect(bal(engine, 'bob', 'USDT').locked).toBe('0');
    const ioc = must(limit(engine, 'bob', 'Buy', '100', '2', { time_in_force: 'IOC' }));
    expect(ioc.status).toBe('PartiallyFilledCanceled');
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '999900', locked: '0' });
    must(limit(engine, 'alice', 'Sell', '100', '2'));
    expect(must(limit(engine, 'bob', 'Buy', '100', '2', { time_in_force: 'FOK' })).status).toBe('Filled');
  });

  it('post-only rests when it does not cross', () => {
    const { engine } = setup();
    must(limit(engine, 'alice', 'Sell', '100', '1'));
    expect(code(limit(engine, 'bob', 'Buy', '100', '1', { type: 'LIMIT_MAKER' }))).toBe(
      CODES.postOnlyWouldTake,
    );
    expect(must(limit(engine, 'bob', 'Buy', '99.99', '1', { type: 'LIMIT_MAKER' })).status).toBe('New');
  });
});

describe('cancel and dedup', () => {
  it('cancel releases the lock; a second cancel is refused', () => {
    const { engine } = setup();
    const order = must(limit(engine, 'bob', 'Buy', '100', '1'));
    expect(bal(engine, 'bob', 'USDT').locked).toBe('100');
    expect(must(engine.cancelOrder('bob', { orderId: order.orderId })).status).toBe('Cancelled');
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '1000000', locked: '0' });
    expect(code(engine.cancelOrder('bob', { orderId: order.orderId }))).toBe(CODES.orderNotModifiable);
    expect(code(engine.cancelOrder('alice', { orderId: order.orderId }))).toBe(CODES.orderNotFound);
  });

  it('a repeated client order id returns the existing order, also after it ended', () => {
    const { engine } = setup();
    const first = must(limit(engine, 'bob', 'Buy', '100', '1', { client_order_id: 'same' }));
    const again = must(limit(engine, 'bob', 'Buy', '100', '1', { client_order_id: 'same' }));
    expect(again.orderId).toBe(first.orderId);
    expect(code(limit(engine, 'bob', 'Buy', '90', '5', { client_order_id: 'same' }))).toBe(
      CODES.clientOrderIdReused,
    );
    must(engine.cancelOrder('bob', { clientOrderId: 'same' }));
    expect(must(limit(engine, 'bob', 'Buy', '100', '1', { client_order_id: 'same' })).status).toBe(
      'Cancelled',
    );
    expect(engine.openOrders('bob')).toHaveLength(0);
    expect(must(limit(engine, 'alice', 'Buy', '90', '5', { client_order_id: 'same' })).orderId).not.toBe(
      first.orderId,
    );
  });
});

describe('modify', () => {
  it('a smaller quantity at the same price keeps priority', () => {
    const { engine } = setup();
    const a = must(limit(engine, 'alice', 'Sell', '100', '2'));
    must(limit(engine, 'bob', 'Sell', '100', '1'));
    expect(must(engine.modifyOrder('alice', { order_id: a.orderId, quantity: '1' })).origQty).toBe('1.0000');
    expect(bal(engine, 'alice', 'BTC')).toEqual({ free: '99', locked: '1' });
    must(limit(engine, 'carol', 'Buy', '100', '1'));
    expect(engine.orderHistory('alice')[0]?.orderId).toBe(a.orderId);
    expect(engine.openOrders('bob')).toHaveLength(1);
  });

  it('a larger quantity loses priority', () => {
    const { engine } = setup();
    const a = must(limit(engine, 'alice', 'Sell', '100', '1'));
    must(limit(engine, 'bob', 'Sell', '100', '1'));
    must(engine.modifyOrder('alice', { order_id: a.orderId, quantity: '2' }));
    must(limit(engine, 'carol', 'Buy', '100', '1'));
    expect(engine.openOrders('bob')).toHaveLength(0);
    expect(engine.openOrders('alice')[0]?.executedQty).toBe('0.0000');
  });

  it('a crossing price trades at once; funds are re-locked; below the executed quantity is refused, at it the order ends filled', () => {
    const { engine } = setup();
    must(limit(engine, 'alice', 'Sell', '101', '1'));
    const bid = must(limit(engine, 'bob', 'Buy', '100', '2'));
    expect(bal(engine, 'bob', 'USDT').locked).toBe('200');
    const moved = must(engine.modifyOrder('bob', { order_id: bid.orderId, price: '102' }));
    expect(moved).toMatchObject({ status: 'PartiallyFilled', executedQty: '1.0000', price: '102.00' });
    expect(bal(engine, 'bob', 'USDT').locked).toBe('102');
    const refused = engine.modifyOrder('bob', { order_id: bid.orderId, quantity: '0.5' });
    expect(code(refused)).toBe(CODES.invalidQuantity);
    expect(refused.ok ? '' : refused.error.message).toMatch(/executed quantity/);
    const done = must(engine.modifyOrder('bob', { order_id: bid.orderId, quantity: '1' }));
    expect(done).toMatchObject({ status: 'Filled', origQty: '1.0000', executedQty: '1.0000' });
    expect(bal(engine, 'bob', 'USDT').locked).toBe('0');
    expect(engine.openOrders('bob')).toHaveLength(0);
    expect(engine.book('BTCUSDT').bids).toEqual([]);
    engine.openAccount({ id: 'poor', kind: 'classic', balances: { USDT: '150' } });
    const poor = must(
      engine.placeOrder('poor', {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'LIMIT',
        price: '50',
        quantity: '2',
        client_order_id: cid(),
      }),
    );
    expect(code(engine.modifyOrder('poor', { order_id: poor.orderId, price: '90' }))).toBe(
      CODES.insufficientBalance,
    );
    expect(engine.openOrders('poor')[0]?.price).toBe('50.00');
    expect(bal(engine, 'poor', 'USDT')).toEqual({ free: '50', locked: '100' });
  });
});

describe('validation', () => {
  it('answers each failed check with its code', () => {
    const { engine } = setup();
    const place = (body: Partial<CreateOrderBody>) =>
      code(
        engine.placeOrder('bob', {
          symbol_id: 'BTCUSDT',
          side: 'Buy',
          type: 'LIMIT',
          price: '100',
          quantity: '1',
          client_order_id: cid(),
          ...body,
        }),
      );
    expect(place({ symbol_id: 'NOPE' })).toBe(CODES.symbolNotFound);
    expect(place({ price: '1e3' })).toBe(CODES.badRequest);
    expect(place({ quantity: 'abc' })).toBe(CODES.badRequest);
    expect(place({ price: '0' })).toBe(CODES.invalidPrice);
    expect(place({ price: '100.001' })).toBe(CODES.invalidPrice);
    expect(place({ quantity: '0.00001' })).toBe(CODES.invalidQuantity);
    expect(place({ quantity: '1001' })).toBe(CODES.invalidQuantity);
    expect(place({ price: '1', quantity: '0.5' })).toBe(CODES.invalidAmount);
    expect(place({ quantity: '999', price: '10000' })).toBe(CODES.insufficientBalance);
    expect(engine.balances('bob').every((b) => b.locked === '0')).toBe(true);
  });

  it('refuses suspended symbols and banned sides', () => {
    const { engine } = setup();
    const inst = engine.instrument('BTCUSDT');
    if (!inst) throw new Error('no instrument');
    const body = { symbol_id: 'BTCUSDT', type: 'LIMIT', price: '100', quantity: '1' } as const;
    inst.isBanBuy = true;
    expect(code(engine.placeOrder('bob', { ...body, side: 'Buy', client_order_id: cid() }))).toBe(
      CODES.buyBanned,
    );
    inst.tradeStatus = 4;
    expect(code(engine.placeOrder('bob', { ...body, side: 'Buy', client_order_id: cid() }))).toBe(
      CODES.symbolNotTrading,
    );
    expect(code(engine.placeOrder('bob', { ...body, side: 'Sell', client_order_id: cid() }))).toBe(0);
    inst.isBanBuy = false;
    inst.isBanSell = true;
    inst.tradeStatus = 1;
    expect(code(engine.placeOrder('bob', { ...body, side: 'Sell', client_order_id: cid() }))).toBe(
      CODES.sellBanned,
    );
    inst.tradeStatus = 2;
    expect(code(engine.placeOrder('bob', { ...body, side: 'Buy', client_order_id: cid() }))).toBe(
      CODES.symbolNotTrading,
    );
  });

  it('adjustBalance credits and debits only what is free', () => {
    const { engine } = setup();
    const before = totals(engine).get('USDT');
    expect(must(engine.adjustBalance('bob', 'USDT', '5.5')).free).toBe('1000005.5');
    expect(code(engine.adjustBalance('bob', 'USDT', '-2000000'))).toBe(CODES.insufficientBalance);
    expect(must(engine.adjustBalance('bob', 'USDT', '-5.5')).free).toBe('1000000');
    expect(totals(engine).get('USDT')).toBe(before);
  });
});
