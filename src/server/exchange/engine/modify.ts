/**
 * Modifying an open limit order. A smaller quantity at the same price keeps the order's place in the
 * queue (it asks for less, so nobody behind it loses); a new price or a larger quantity sends it to
 * the back of its (new) level, and a price that now crosses trades at once like a new taker.
 */
import { CODES } from '../../../shared/protocol';
import { formatFixed, mul, ZERO, type Price, type Quantity } from '../../../shared/money/fixed';
import type { Outcome } from '../types';
import { checkLegSides } from './attachedTpSl';
import type { EngineCore } from './core';
import { matchTaker } from './matching';
import { toOrder } from './orderRecords';
import { notOpen } from './placement';
import { isOpenOrdinary, remainingQty, type OrderState } from './state';
import { checkLimit, checkTradable, fail, insufficient, succeed } from './validation';

export function modifyOrdinary(
  core: EngineCore,
  order: OrderState,
  price: Price,
  qty: Quantity,
): Outcome<OrderState> {
  const inst = order.inst;
  const symbol = core.symbols.get(inst.symbolId);
  if (!symbol || !isOpenOrdinary(order)) return notOpen(order);
  // 1. The checks a new order would pass, and the quantity must not go below what already traded.
  const closed = checkTradable(inst, order.side, core.now(), core.isMarketMaker(order.accountId));
  if (closed) return { ok: false, error: closed };
  if (qty < order.executedQty || qty === ZERO) {
    return fail(
      CODES.invalidQuantity,
      `The new quantity must not be less than the executed quantity ${formatFixed(order.executedQty, inst.quantityPrecision)} ${inst.baseTokenName}.`,
    );
  }
  // Exactly what already traded (spec 000 §4 asks first): nothing is left to trade, so the order ends
  // filled at that size, whatever the price, and its funds come back.
  if (qty === order.executedQty) return completeAtExecuted(core, order);
  const bad = checkLimit(inst, core.boundsOf(inst.symbolId), price, qty);
  if (bad) return { ok: false, error: bad };
  // Attached take-profit/stop-loss legs must stay on their sides of the new price.
  if (order.attached) {
    const sides = checkLegSides(order.side, price, order.attached.tp, order.attached.sl);
    if (!sides.ok) return sides;
  }
  const opposite = symbol.book.oppositeOf(order.side);
  const best = opposite.best();
  const crossing = best !== undefined && (order.side === 'Buy' ? best.price <= price : best.price >= price);
  if (order.type === 'LIMIT_MAKER' && crossing) {
    return fail(
      CODES.postOnlyWouldTake,
      'The modified post-only order would trade immediately, so it was not changed.',
    );
  }
  // 2. Re-lock for the new remainder; refuse (order unchanged) when free does not cover the increase.
  const remainder = qty - order.executedQty;
  const need = order.side === 'Buy' ? mul(price, remainder) : remainder;
  if (need > order.locked) {
    const extra = need - order.locked;
    if (!core.accounts.lock(order.accountId, order.lockToken, extra)) {
      return {
        ok: false,
        error: insufficient(order.lockToken, extra, core.accounts.free(order.accountId, order.lockToken)),
      };
    }
  } else {
    core.accounts.unlock(order.accountId, order.lockToken, order.locked - need);
  }
  order.locked = need;
  order.updatedTime = core.now();
  const side = symbol.book.sideOf(order.side);
  if (price === order.price && qty <= order.origQty) {
    // 3a. Same price, less quantity: shrink in place, keeping time priority.
    const before = remainingQty(order);
    order.origQty = qty;
    side.shrink(order, before - remainingQty(order));
  } else {
    // 3b. Otherwise leave the queue, and come back (after trading if the price now crosses) at the back.
    side.remove(order);
    order.price = price;
    order.origQty = qty;
    if (crossing) matchTaker(core, symbol, order);
    if (remainingQty(order) > ZERO) side.add(order);
  }
  order.status =
    remainingQty(order) === ZERO ? 'Filled' : order.executedQty > ZERO ? 'PartiallyFilled' : 'New';
  core.store.sync(order);
  core.emit({ type: 'order', accountId: order.accountId, order: toOrder(order) });
  return succeed(order);
}

function completeAtExecuted(core: EngineCore, order: OrderState): Outcome<OrderState> {
  core.symbols.get(order.inst.symbolId)?.book.sideOf(order.side).remove(order);
  core.accounts.unlock(order.accountId, order.lockToken, order.locked);
  order.locked = ZERO;
  order.origQty = order.executedQty;
  order.status = 'Filled';
  order.updatedTime = core.now();
  core.store.sync(order);
  core.emit({ type: 'order', accountId: order.accountId, order: toOrder(order) });
  return succeed(order);
}
