import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateOwnOrderPrices,
  createOwnOrderPrices,
  NO_OWN_ORDERS,
  sameOwnOrderPrices,
} from '../../../../src/app/features/orderBook/calculateOwnOrderPrices';
import { aggregate, bestBuckets, toLevel } from '../../../../src/shared/book/depthBuckets';
import { decimalsOf, formatFixed, toFixed } from '../../../../src/shared/money/fixed';
import type { Order } from '../../../../src/shared/protocol';

const order = (side: Order['side'], price: string, symbolId = 'BTCUSDT') =>
  ({ side, price, symbolId }) as Order;

describe('calculateOwnOrderPrices', () => {
  it('rounds a sell up and a buy down into the step’s bucket, spelled as the book spells it', () => {
    const orders = [order('Sell', '97000.01'), order('Buy', '96999.99'), order('Sell', '97010')];
    const at10 = calculateOwnOrderPrices(orders, 'BTCUSDT', '10');
    expect([...at10.asks]).toEqual(['97010']);
    expect([...at10.bids]).toEqual(['96990']);
    const atCent = calculateOwnOrderPrices(orders, 'BTCUSDT', '0.01');
    expect([...atCent.asks].sort()).toEqual(['97000.01', '97010.00']);
    expect([...atCent.bids]).toEqual(['96999.99']);
    const atTenth = calculateOwnOrderPrices(orders, 'BTCUSDT', '0.1');
    expect([...atTenth.asks].sort()).toEqual(['97000.1', '97010.0']);
    expect([...atTenth.bids]).toEqual(['96999.9']);
  });

  it('keeps a price on the step where it is', () => {
    const own = calculateOwnOrderPrices([order('Sell', '97000'), order('Buy', '97000')], 'BTCUSDT', '100');
    expect([...own.asks]).toEqual(['97000']);
    expect([...own.bids]).toEqual(['97000']);
  });

  it('ignores other symbols, market orders and unreadable prices', () => {
    const own = calculateOwnOrderPrices(
      [order('Sell', '3400', 'ETHUSDT'), order('Buy', '0'), order('Buy', 'abc'), order('Sell', '')],
      'BTCUSDT',
      '0.01',
    );
    expect(own.asks.size + own.bids.size).toBe(0);
  });

  it('marks nothing at a step that is not a positive decimal', () => {
    const own = calculateOwnOrderPrices([order('Buy', '97000')], 'BTCUSDT', '0');
    expect(own.bids.size).toBe(0);
  });

  it('marks exactly the row the server merges the order into, at every step', () => {
    const steps = ['0.01', '0.1', '1', '10', '100', '0.00000001'];
    const price = fc
      .bigInt({ min: 1n, max: 10n ** 8n * 10n ** 8n })
      .map((units) => formatFixed(units * 10n ** 10n));
    fc.assert(
      fc.property(
        fc.constantFrom<Order['side']>('Buy', 'Sell'),
        price,
        fc.constantFrom(...steps),
        (side, at, step) => {
          const own = calculateOwnOrderPrices([order(side, at)], 'BTCUSDT', step);
          const name = side === 'Sell' ? 'asks' : 'bids';
          const [row] = bestBuckets(aggregate([[at, '1']], toFixed(step), name), name, 1).map(([p, s]) =>
            toLevel(p, s, decimalsOf(step)),
          );
          expect([...own[name]]).toEqual([row?.[0]]);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('createOwnOrderPrices', () => {
  it('marks what calculateOwnOrderPrices marks, view after view, as orders come, go and change', () => {
    const anOrder = fc
      .record({
        side: fc.constantFrom<Order['side']>('Buy', 'Sell'),
        cents: fc.integer({ min: 0, max: 2_000_000 }),
        symbolId: fc.constantFrom('BTCUSDT', 'ETHUSDT'),
      })
      .map(({ side, cents, symbolId }) => order(side, formatFixed(BigInt(cents) * 10n ** 16n), symbolId));
    // Each view keeps some of the last view's order objects (as the hub client does) and adds new ones.
    const views = fc.array(fc.record({ keep: fc.array(fc.boolean()), added: fc.array(anOrder) }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.constantFrom('0.01', '1', '100'), views, (step, changes) => {
        const ownOrderPrices = createOwnOrderPrices('BTCUSDT', step);
        let orders: Order[] = [];
        for (const { keep, added } of changes) {
          orders = [...orders.filter((_, index) => keep[index] ?? true), ...added];
          const own = ownOrderPrices(orders);
          const expected = calculateOwnOrderPrices(orders, 'BTCUSDT', step);
          expect([...own.asks].sort()).toEqual([...expected.asks].sort());
          expect([...own.bids].sort()).toEqual([...expected.bids].sort());
        }
      }),
      { numRuns: 500 },
    );
  });

  it('marks nothing at a step that is not a positive decimal', () => {
    expect(createOwnOrderPrices('BTCUSDT', '0')([order('Buy', '97000')])).toBe(NO_OWN_ORDERS);
  });
});

describe('sameOwnOrderPrices', () => {
  const marks = (asks: string[], bids: string[]) => ({ asks: new Set(asks), bids: new Set(bids) });

  it('is the same marking when the same rows are marked, whatever the orders behind them', () => {
    const one = calculateOwnOrderPrices([order('Buy', '96990.5'), order('Sell', '97010')], 'BTCUSDT', '10');
    const two = calculateOwnOrderPrices(
      [order('Sell', '97001'), order('Buy', '96999'), order('Buy', '96990'), order('Buy', '1', 'ETHUSDT')],
      'BTCUSDT',
      '10',
    );
    expect(sameOwnOrderPrices(one, two)).toBe(true);
    expect(sameOwnOrderPrices(marks([], []), NO_OWN_ORDERS)).toBe(true);
  });

  it('is another marking when a row is marked or unmarked, or a price moves to the other side', () => {
    expect(sameOwnOrderPrices(marks(['10'], ['9']), marks(['10'], ['9', '8']))).toBe(false);
    expect(sameOwnOrderPrices(marks(['10'], ['9']), marks(['10'], []))).toBe(false);
    expect(sameOwnOrderPrices(marks(['10'], ['9']), marks(['9'], ['10']))).toBe(false);
    expect(sameOwnOrderPrices(marks(['10'], ['9']), marks(['11'], ['9']))).toBe(false);
  });
});
