/**
 * Property (fault suite: "order pushes duplicated and reordered leave the orders view right"): a
 * trader's orders and plans go through the real engine and the real gateway's private topics, and
 * the pushes reach the store duplicated and held back behind the next one. Whenever nothing is still
 * on its way, the store's open orders and open plans equal the engine's, field for field.
 *
 * The trader places, modifies and cancels limit orders, places and cancels conditional and trailing
 * plans; a market maker trades against them and moves the price through their triggers. The clock
 * moves 1 ms per action: the wire orders two states of one order by its updatedTime and executed
 * quantity, and has nothing finer within one millisecond.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGateway } from '../../../../../src/server/gateway/createGateway';
import { createManualTime } from '../../../../../src/server/exchange/manualTime';
import { createMarketStore } from '../../../../../src/shared/hub/store/createMarketStore';
import { topics, type AccountView, type Order } from '../../../../../src/shared/protocol';
import { createFaultyLink } from '../../../../faults/faultyLink';
import { createRng } from '../../../../../src/server/exchange/rng';
import { createTestExchange, MAKER } from '../../../server/api/testExchange';

const TRADER = 'acct-uta';
const SYMBOL = 'BTCUSDT';
const byId = (list: readonly Order[]) => [...list].sort((a, b) => (a.orderId < b.orderId ? -1 : 1));

function run(seed: number, duplicate: number, reorder: number, actions: number) {
  const exchange = createTestExchange();
  const random = createRng(seed).next;
  const gateway = createGateway({ exchange, scheduler: createManualTime(0).scheduler, random });
  const link = createFaultyLink({ drop: 0, duplicate, reorder }, random);
  const session = gateway.connect(
    { send: (text) => text.startsWith('{"topic"') && link.send(text), close() {} },
    TRADER,
  );
  session.receive(JSON.stringify({ op: 'subscribe', args: [topics.orders, topics.planOrders] }));
  const store = createMarketStore();
  const { engine } = exchange;
  const int = (n: number) => Math.floor(random() * n);
  const price = () => String(60_000 + int(40) * 10);
  let made = 0;
  const id = () => `t${++made}`;
  const pick = (list: readonly Order[]) => list[int(list.length)];

  const act = () => {
    const r = random();
    const open = engine.openOrders(TRADER);
    const plans = engine.openPlanOrders(TRADER);
    const side = random() < 0.5 ? 'Buy' : 'Sell';
    if (r < 0.3) {
      engine.placeOrder(TRADER, {
        symbol_id: SYMBOL,
        side,
        type: 'LIMIT',
        price: price(),
        quantity: '0.01',
        client_order_id: id(),
      });
    } else if (r < 0.4 && open.length > 0) {
      const order = pick(open);
      if (order) engine.cancelOrder(TRADER, { orderId: order.orderId });
    } else if (r < 0.5 && open.length > 0) {
      const order = pick(open);
      if (order)
        engine.modifyOrder(TRADER, {
          order_id: order.orderId,
          price: price(),
          quantity: random() < 0.5 ? '0.02' : '0.01',
        });
    } else if (r < 0.6) {
      const trailing = random() < 0.5;
      engine.placePlanOrder(TRADER, {
        symbol_id: SYMBOL,
        plan_type: trailing ? 4 : 1,
        side,
        type: 'MARKET',
        quantity: '0.01',
        client_order_id: id(),
        ...(trailing ? { trailing_value: '50' } : { trigger_price: price() }),
      });
    } else if (r < 0.65 && plans.length > 0) {
      const plan = pick(plans);
      if (plan) engine.cancelPlanOrder(TRADER, { orderId: plan.orderId });
    } else {
      // The maker trades at a price around the trader's: fills, partial fills, and trigger crossings.
      const at = price();
      const quantity = random() < 0.5 ? '0.005' : '0.02';
      engine.placeOrder(MAKER, {
        symbol_id: SYMBOL,
        side: 'Sell',
        type: 'LIMIT',
        price: at,
        quantity,
        client_order_id: `m${++made}`,
      });
      engine.placeOrder(MAKER, {
        symbol_id: SYMBOL,
        side: 'Buy',
        type: 'LIMIT',
        price: at,
        quantity,
        client_order_id: `m${++made}`,
      });
    }
  };

  let checks = 0;
  const check = () => {
    const view = store.build({ kind: 'account' }) as AccountView;
    expect(byId(view.openOrders)).toEqual(byId(engine.openOrders(TRADER, { limit: 100 })));
    expect(byId(view.planOrders)).toEqual(byId(engine.openPlanOrders(TRADER, { limit: 100 })));
    checks += 1;
  };
  const drain = () => {
    for (let text = link.queue.shift(); text !== undefined; text = link.queue.shift())
      store.apply(JSON.parse(text));
  };
  for (let i = 0; i < actions; i++) {
    exchange.advance(1);
    act();
    drain();
    if (!link.pending()) check();
  }
  link.stop();
  // One more push releases a frame still held back.
  engine.placeOrder(TRADER, {
    symbol_id: SYMBOL,
    side: 'Buy',
    type: 'LIMIT',
    price: '50000',
    quantity: '0.01',
    client_order_id: id(),
  });
  drain();
  check();
  gateway.dispose();
  return { checks, ...link.count };
}

describe('the orders view against the engine', () => {
  it('equals the engine’s open orders and plans under duplicated and reordered pushes', () => {
    let totals = { checks: 0, duplicates: 0, reorders: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0.05, max: 0.3, noNaN: true }),
        fc.double({ min: 0.05, max: 0.3, noNaN: true }),
        (seed, duplicate, reorder) => {
          const r = run(seed, duplicate, reorder, 300);
          totals = {
            checks: totals.checks + r.checks,
            duplicates: totals.duplicates + r.duplicates,
            reorders: totals.reorders + r.reorders,
          };
        },
      ),
      {
        numRuns: Number(process.env.ACCOUNT_PROPERTY_RUNS ?? 8),
        seed: Number(process.env.ACCOUNT_PROPERTY_SEED ?? 21),
      },
    );
    expect(totals.duplicates).toBeGreaterThan(100);
    expect(totals.reorders).toBeGreaterThan(100);
    expect(totals.checks).toBeGreaterThan(500);
  }, 60_000);
});
