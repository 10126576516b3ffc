import { describe, expect, it } from 'vitest';
import { CODES } from '../../../../../src/shared/protocol';
import { bal, cid, must, setup, totals } from './helpers';

describe('matching', () => {
  it('fills a crossing limit order at the maker price, partially, with fees to the fee account', () => {
    const { engine } = setup();
    const before = totals(engine);
    const ask = must(
      engine.placeOrder('alice', {
        symbol_id: 'BTCUSDT',
        side: 'Sell',
        type: 'LIMIT',
        price: '100',
        quantity: '2',
        client_order_id: cid(),
      }),
    );
    expect(ask.status).toBe('New');
    expect(bal(engine, 'alice', 'BTC')).toEqual({ free: '98', locked: '2' });
    const bid = must(
      engine.placeOrder('bob', {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'LIMIT',
        price: '101',
        quantity: '3',
        client_order_id: cid(),
      }),
    );
    expect(bid.status).toBe('PartiallyFilled');
    expect(bid.executedQty).toBe('2.0000');
    expect(bid.avgPrice).toBe('100.00');
    // bob paid 200, and holds 101 × 1 for the rest; the 1 × 2 improvement came back.
    expect(bal(engine, 'bob', 'USDT')).toEqual({ free: '999699', locked: '101' });
    // taker fee 0.002 on 2 BTC received.
    expect(bal(engine, 'bob', 'BTC')).toEqual({ free: '101.996', locked: '0' });
    // maker fee 0.001 on 200 USDT received.
    expect(bal(engine, 'alice', 'USDT')).toEqual({ free: '1000199.8', locked: '0' });
    expect(bal(engine, 'fees', 'BTC').free).toBe('0.004');
    expect(bal(engine, 'fees', 'USDT').free).toBe('0.2');
    expect(totals(engine)).toEqual(before);
    expect(engine.book('BTCUSDT')).toEqual({ bids: [['101.00', '1.0000']], asks: [], seq: 2 });
    expect(engine.lastPrice('BTCUSDT')).toBe('100.00');
  });

  it('rejects a post-only order that would take', () => {
    const { engine } = setup();
    must(
      engine.placeOrder('alice', {
        symbol_id: 'BTCUSDT',
        side: 'Sell',
        type: 'LIMIT',
        price: '100',
        quantity: '1',
        client_order_id: cid(),
      }),
    );
    const res = engine.placeOrder('bob', {
      symbol_id: 'BTCUSDT',
      side: 'Buy',
      type: 'LIMIT_MAKER',
      price: '100',
      quantity: '1',
      client_order_id: cid(),
    });
    expect(res.ok ? 0 : res.error.code).toBe(CODES.postOnlyWouldTake);
  });
});
