/**
 * Order updates at a steady rate on one account, through the in-process engine: each update modifies
 * one of the account's open orders on the pair (round robin), its quantity toggled between the seeded
 * quantity and twice it at the same price, so each is one `order` event, one `private.order` delta on
 * the account's sockets (and a `user.spot.wallet` one, the lock changing), and the open set and the
 * history stay as seeded. Modifying rather than placing and cancelling keeps the Order history list
 * the bench scrolls at exactly its seeded length.
 *
 * The pace: a 10 ms timer that catches up to `perSecond` × elapsed, so the mean rate holds when a
 * timer fires late (the Node process also runs the market and the servers).
 */
import type { Engine } from '../../src/server/exchange/types';
import { formatFixed, toFixed } from '../../src/shared/money/fixed';
import { allPages } from './seedOrders';

const TICK_MS = 10;

export interface OrderUpdateDriver {
  /** Updates made (accepted by the engine) and refused since start. */
  counts(): { made: number; refused: number; lastRefusal: string };
  stop(): void;
}

export function startOrderUpdates(
  engine: Engine,
  options: { accountId: string; symbolId: string; perSecond: number },
): OrderUpdateDriver {
  const { accountId, symbolId, perSecond } = options;
  const inst = engine.instrument(symbolId);
  if (!inst) throw new Error(`driver: no pair ${symbolId}`);
  const orders = allPages((fromOrderId) =>
    engine.openOrders(accountId, { symbolId, limit: 100, ...(fromOrderId && { fromOrderId }) }),
  ).map((order) => {
    const base = toFixed(order.origQty);
    return {
      orderId: order.orderId,
      quantities: [formatFixed(base * 2n, inst.quantityPrecision), order.origQty],
    };
  });
  if (orders.length === 0) throw new Error(`driver: the account has no open orders on ${symbolId}`);
  let made = 0;
  let refused = 0;
  let lastRefusal = '';
  const started = performance.now();
  const update = (n: number): void => {
    const order = orders[n % orders.length];
    if (!order) return;
    // The first pass doubles each order, the second halves it back, and so on.
    const quantity = order.quantities[Math.floor(n / orders.length) % 2];
    const outcome = engine.modifyOrder(accountId, { order_id: order.orderId, ...(quantity && { quantity }) });
    if (outcome.ok) made += 1;
    else {
      refused += 1;
      lastRefusal = outcome.error.message;
    }
  };
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (made + refused < due) update(made + refused);
  }, TICK_MS);
  return {
    counts: () => ({ made, refused, lastRefusal }),
    stop: () => clearInterval(timer),
  };
}
