/**
 * Random order flow from several accounts against the invariants that make the engine trustworthy:
 * money is conserved exactly, nothing goes negative, the book never stays crossed, and every locked
 * unit is owed to an open order or plan.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectEngine } from '../../../../../src/server/exchange/engine/createEngine';
import { remainingQty } from '../../../../../src/server/exchange/engine/state';
import { mul, toFixed, ZERO, type Fixed } from '../../../../../src/shared/money/fixed';
import type { Engine } from '../../../../../src/server/exchange/types';
import type { CreatePlanOrderBody, OrderType, Side } from '../../../../../src/shared/protocol';
import { setup, totals } from './helpers';

const ACCOUNTS = ['alice', 'bob', 'carol'];
const SYMBOLS = ['BTCUSDT', 'ETHUSDT'];

type Op =
  | {
      kind: 'limit';
      a: number;
      s: number;
      side: Side;
      tick: number;
      qty: number;
      type: OrderType;
      tif: 'GTC' | 'IOC' | 'FOK';
      /** Attach a take profit and a stop loss this many ticks either side of the price (0: none). */
      legs: number;
    }
  | { kind: 'market'; a: number; s: number; side: Side; qty: number; byValue: boolean }
  | { kind: 'cancel'; a: number; pick: number }
  | { kind: 'modify'; a: number; pick: number; tick: number; qty: number }
  | {
      kind: 'plan';
      a: number;
      s: number;
      side: Side;
      planType: number;
      tick: number;
      tick2: number;
      qty: number;
      market: boolean;
    }
  | { kind: 'cancelPlan'; a: number; pick: number }
  | { kind: 'modifyPlan'; a: number; pick: number; tick: number; qty: number };

const side = fc.constantFrom<Side>('Buy', 'Sell');
const acct = fc.nat(ACCOUNTS.length - 1);
const sym = fc.nat(SYMBOLS.length - 1);
const tick = fc.integer({ min: -20, max: 20 });
const qty = fc.integer({ min: 1, max: 400 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      a: acct,
      s: sym,
      side,
      tick,
      qty,
      type: fc.constantFrom<OrderType>('LIMIT', 'LIMIT', 'LIMIT_MAKER'),
      tif: fc.constantFrom<'GTC' | 'IOC' | 'FOK'>('GTC', 'GTC', 'IOC', 'FOK'),
      legs: fc.constantFrom(0, 0, 1, 3),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      a: acct,
      s: sym,
      side,
      qty,
      byValue: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), a: acct, pick: fc.nat(50) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('modify' as const), a: acct, pick: fc.nat(50), tick, qty }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('plan' as const),
      a: acct,
      s: sym,
      side,
      planType: fc.constantFrom(1, 4, 5, 8, 10, 11),
      tick,
      tick2: tick,
      qty,
      market: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancelPlan' as const), a: acct, pick: fc.nat(50) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('modifyPlan' as const), a: acct, pick: fc.nat(50), tick, qty }),
  },
);

let n = 0;
const price = (s: number, t: number): string =>
  s === 0 ? (100 + t * 0.5).toFixed(2) : (2000 + t * 5).toFixed(1);
const quantity = (s: number, q: number): string => (s === 0 ? (q / 100).toFixed(4) : (q / 20).toFixed(3));

function apply(engine: Engine, o: Op): void {
  const accountId = ACCOUNTS[o.a] as string;
  const client_order_id = `p${++n}`;
  switch (o.kind) {
    case 'limit': {
      const s = SYMBOLS[o.s] as string;
      engine.placeOrder(accountId, {
        symbol_id: s,
        side: o.side,
        type: o.type,
        price: price(o.s, o.tick),
        quantity: quantity(o.s, o.qty),
        time_in_force: o.tif,
        client_order_id,
        ...(o.legs > 0 && {
          tp_trigger_price: price(o.s, o.tick + (o.side === 'Buy' ? o.legs : -o.legs)),
          tp_limit_price: price(o.s, o.tick + (o.side === 'Buy' ? o.legs : -o.legs)),
          sl_trigger_price: price(o.s, o.tick + (o.side === 'Buy' ? -o.legs : o.legs)),
          sl_order_type: 'MARKET' as const,
        }),
      });
      return;
    }
    case 'market': {
      const s = SYMBOLS[o.s] as string;
      const byValue = o.byValue && o.side === 'Buy';
      engine.placeOrder(accountId, {
        symbol_id: s,
        side: o.side,
        type: 'MARKET',
        quantity: byValue ? String(o.qty) : quantity(o.s, o.qty),
        market_unit: byValue ? 'quoteCoin' : 'baseCoin',
        client_order_id,
      });
      return;
    }
    case 'cancel': {
      const open = engine.openOrders(accountId);
      const order = open[o.pick % Math.max(1, open.length)];
      if (order) engine.cancelOrder(accountId, { orderId: order.orderId });
      return;
    }
    case 'modify': {
      const open = engine.openOrders(accountId);
      const order = open[o.pick % Math.max(1, open.length)];
      const s = SYMBOLS.indexOf(order?.symbolId ?? '');
      if (order)
        engine.modifyOrder(accountId, {
          order_id: order.orderId,
          price: price(s, o.tick),
          quantity: quantity(s, o.qty),
        });
      return;
    }
    case 'plan': {
      const s = SYMBOLS[o.s] as string;
      const market = o.market || o.planType === 4 || o.planType === 5;
      const byValue = market && o.side === 'Buy';
      const body: CreatePlanOrderBody = {
        symbol_id: s,
        plan_type: o.planType as CreatePlanOrderBody['plan_type'],
        side: o.side,
        type: market ? 'MARKET' : 'LIMIT',
        client_order_id,
        quantity: byValue ? String(o.qty) : quantity(o.s, o.qty),
        market_unit: byValue ? 'quoteCoin' : 'baseCoin',
        price: price(o.s, o.tick),
        trigger_price: price(o.s, o.tick2),
        tp_trigger_price: price(o.s, o.side === 'Sell' ? Math.abs(o.tick) + 1 : -Math.abs(o.tick) - 1),
        sl_trigger_price: price(o.s, o.side === 'Sell' ? -Math.abs(o.tick2) - 1 : Math.abs(o.tick2) + 1),
        tp_order_type: market ? 'MARKET' : 'LIMIT',
        sl_order_type: 'MARKET',
        tp_limit_price: price(o.s, o.side === 'Sell' ? Math.abs(o.tick) + 1 : -Math.abs(o.tick) - 1),
      };
      if (o.planType === 4 || o.planType === 5) {
        if (o.tick % 2 === 0) body.trailing_percentage = '1.5';
        else body.trailing_value = o.s === 0 ? '1' : '10';
        if (o.planType === 5 || o.tick2 > 0) body.activation_price = price(o.s, o.tick2);
      }
      engine.placePlanOrder(accountId, body);
      return;
    }
    case 'cancelPlan': {
      const open = engine.openPlanOrders(accountId);
      const plan = open[o.pick % Math.max(1, open.length)];
      if (plan) engine.cancelPlanOrder(accountId, { orderId: plan.orderId });
      return;
    }
    case 'modifyPlan': {
      const open = engine.openPlanOrders(accountId);
      const plan = open[o.pick % Math.max(1, open.length)];
      const s = SYMBOLS.indexOf(plan?.symbolId ?? '');
      if (plan && plan.planType !== 10) {
        engine.modifyPlanOrder(accountId, {
          order_id: plan.orderId,
          plan_type: plan.planType as 1,
          quantity: plan.marketUnit === 'quoteCoin' ? String(o.qty) : quantity(s, o.qty),
          ...(plan.type === 'LIMIT' && plan.planType !== 4 && plan.planType !== 5
            ? { price: plan.price }
            : {}),
          ...(o.tick > 0 && plan.triggerPrice !== '' && plan.planType !== 4 && plan.planType !== 5
            ? { trigger_price: price(s, o.tick) }
            : {}),
        });
      }
      return;
    }
  }
}

function checkInvariants(engine: Engine, start: Map<string, Fixed>): void {
  const core = inspectEngine(engine);
  if (!core) throw new Error('no core');
  // (a) conservation and (b) nothing negative.
  expect(totals(engine)).toEqual(start);
  const owed = new Map<string, Fixed>();
  for (const id of core.accounts.accountIds()) {
    for (const b of engine.balances(id)) {
      expect(toFixed(b.free) >= ZERO && toFixed(b.locked) >= ZERO).toBe(true);
    }
    // (d) locked = what open orders and plans hold, and each holds exactly what it needs.
    for (const order of [...core.store.openOrders(id), ...core.store.openPlans(id)]) {
      const key = `${id}/${order.lockToken}`;
      owed.set(key, (owed.get(key) ?? ZERO) + order.locked);
      if (!order.plan)
        expect(order.locked).toBe(
          order.side === 'Buy' ? mul(order.price, remainingQty(order)) : remainingQty(order),
        );
    }
    for (const b of engine.balances(id))
      expect(toFixed(b.locked)).toBe(owed.get(`${id}/${b.tokenId}`) ?? ZERO);
  }
  // (c) never crossed.
  for (const s of SYMBOLS) {
    const { bids, asks } = engine.book(s, 1);
    if (bids[0] && asks[0]) expect(toFixed(bids[0][0]) < toFixed(asks[0][0])).toBe(true);
  }
}

describe('engine properties', () => {
  it('conserves money, never goes negative, never crosses, and locks exactly what is owed', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 50, maxLength: 300 }), (ops) => {
        const { engine } = setup();
        // A seed book so markets and plans have a price to work against.
        engine.placeOrder('carol', {
          symbol_id: 'BTCUSDT',
          side: 'Sell',
          type: 'LIMIT',
          price: '101',
          quantity: '1',
          client_order_id: `seed${++n}`,
        });
        engine.placeOrder('bob', {
          symbol_id: 'BTCUSDT',
          side: 'Buy',
          type: 'LIMIT',
          price: '101',
          quantity: '0.5',
          client_order_id: `seed${++n}`,
        });
        engine.placeOrder('carol', {
          symbol_id: 'ETHUSDT',
          side: 'Sell',
          type: 'LIMIT',
          price: '2010',
          quantity: '1',
          client_order_id: `seed${++n}`,
        });
        engine.placeOrder('bob', {
          symbol_id: 'ETHUSDT',
          side: 'Buy',
          type: 'LIMIT',
          price: '2010',
          quantity: '0.5',
          client_order_id: `seed${++n}`,
        });
        const start = totals(engine);
        for (const o of ops) {
          apply(engine, o);
          checkInvariants(engine, start);
        }
      }),
      { numRuns: 100 },
    );
  });
});
