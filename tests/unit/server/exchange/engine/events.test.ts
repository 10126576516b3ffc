import { describe, expect, it } from 'vitest';
import { cid, must, setup } from './helpers';

describe('events', () => {
  it('sends trades, executions and orders, then one book event and the balances, in order', () => {
    const { engine, events } = setup();
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
    expect(events.map((e) => e.type)).toEqual(['order', 'book', 'balance']);
    expect(events[1]).toEqual({
      type: 'book',
      symbolId: 'BTCUSDT',
      seq: 1,
      bids: [],
      asks: [['100.00', '1.0000']],
    });
    events.length = 0;
    must(
      engine.placeOrder('alice', {
        symbol_id: 'BTCUSDT',
        side: 'Sell',
        type: 'LIMIT',
        price: '101',
        quantity: '1',
        client_order_id: cid(),
      }),
    );
    must(
      engine.placeOrder('bob', {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'MARKET',
        quantity: '1.5',
        client_order_id: cid(),
      }),
    );
    expect(events.map((e) => e.type)).toEqual([
      'order',
      'book',
      'balance',
      'trade',
      'execution',
      'execution',
      'order',
      'trade',
      'execution',
      'execution',
      'order',
      'order',
      'book',
      'balance',
      'balance',
    ]);
    const books = events.filter((e) => e.type === 'book');
    expect(books).toEqual([
      { type: 'book', symbolId: 'BTCUSDT', seq: 2, bids: [], asks: [['101.00', '1.0000']] },
      {
        type: 'book',
        symbolId: 'BTCUSDT',
        seq: 3,
        bids: [],
        asks: [
          ['100.00', '0.0000'],
          ['101.00', '0.5000'],
        ],
      },
    ]);
    const trades = events.flatMap((e) => (e.type === 'trade' ? [e.trade] : []));
    expect(trades.map((t) => [t.execId, t.side, t.tickDirection])).toEqual([
      ['1', 'Buy', 'ZeroPlusTick'],
      ['2', 'Buy', 'PlusTick'],
    ]);
    expect(engine.recentTrades('BTCUSDT').map((t) => t.execPrice)).toEqual(['100.00', '101.00']);
    expect(engine.book('BTCUSDT').seq).toBe(3);
    const executions = engine.executions('bob');
    expect(executions.map((x) => [x.tradeId, x.isMaker, x.execFee, x.feeTokenId])).toEqual([
      ['2', false, '0.0010', 'BTC'],
      ['1', false, '0.0020', 'BTC'],
    ]);
    expect(engine.executions('alice')[0]).toMatchObject({
      isMaker: true,
      execValue: '50.50',
      execFee: '0.06',
      feeTokenId: 'USDT',
    });
  });

  it('sends a batch of operations as one: its events at its end, one book event a symbol and one balance', () => {
    const { engine, events } = setup();
    const heard: number[] = [];
    engine.batch(() => {
      for (const [price, quantity] of [
        ['100', '1'],
        ['101', '2'],
        ['100', '0.5'],
      ] as const) {
        must(
          engine.placeOrder('alice', {
            symbol_id: 'BTCUSDT',
            side: 'Sell',
            type: 'LIMIT',
            price,
            quantity,
            client_order_id: cid(),
          }),
        );
        heard.push(events.length);
      }
    });
    // Nothing reaches a listener while the batch runs.
    expect(heard).toEqual([0, 0, 0]);
    expect(events.map((e) => e.type)).toEqual(['order', 'order', 'order', 'book', 'balance']);
    expect(events[3]).toEqual({
      type: 'book',
      symbolId: 'BTCUSDT',
      seq: 1,
      bids: [],
      asks: [
        ['100.00', '1.5000'],
        ['101.00', '2.0000'],
      ],
    });
  });

  it('pages order history newest first with a cursor', () => {
    const { engine } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const o = must(
        engine.placeOrder('bob', {
          symbol_id: 'BTCUSDT',
          side: 'Buy',
          type: 'LIMIT',
          price: '100',
          quantity: '1',
          client_order_id: cid(),
        }),
      );
      ids.push(o.orderId);
    }
    engine.cancelAllOrders('bob');
    const first = engine.orderHistory('bob', { limit: 2 });
    expect(first.map((o) => o.orderId)).toEqual([ids[4], ids[3]]);
    const next = engine.orderHistory('bob', { limit: 2, fromOrderId: first[1]?.orderId ?? '' });
    expect(next.map((o) => o.orderId)).toEqual([ids[2], ids[1]]);
    expect(engine.orderHistory('bob', { symbolId: 'ETHUSDT' })).toEqual([]);
  });
});
