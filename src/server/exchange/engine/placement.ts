/**
 * Ordinary orders: placing (checks, lock, match, rest or cancel the remainder) and cancelling.
 */
import { CODES, type MarketUnit, type Order, type OrderType, type Side } from '../../../shared/protocol';
import { mul, ZERO, type Fixed, type Price, type Quantity } from '../../../shared/money/fixed';
import type { ExchangeError, Outcome } from '../types';
import type { EngineCore } from './core';
import { checkAttached } from './attachedTpSl';
import { matchTaker, sweep } from './matching';
import { toOrder } from './orderRecords';
import type { AttachedFields } from './requests';
import { isOpenOrdinary, remainingQty, type OrderState, type SymbolState, type TimeInForce } from './state';
import {
  checkAmount,
  checkLimit,
  checkQuantity,
  checkTradable,
  fail,
  insufficient,
  succeed,
} from './validation';

/** A parsed order: `qty` is base; `amount` is the quote amount of a market buy by value. */
export interface OrderRequest {
  side: Side;
  type: OrderType;
  tif: TimeInForce;
  price: Price;
  qty: Quantity;
  amount: Fixed;
  marketUnit: MarketUnit;
  clientOrderId: string;
  createType: Order['createType'];
  parentPlanId: string;
  /** Take-profit and stop-loss fields of a limit order, unchecked (attachedTpSl.ts). */
  attached: AttachedFields | undefined;
}

/** Checks an order without touching anything; returns what it must lock. */
export function checkOrder(
  core: EngineCore,
  accountId: string,
  symbol: SymbolState,
  req: OrderRequest,
): Outcome<Fixed> {
  const inst = symbol.inst;
  const b = core.boundsOf(inst.symbolId);
  // 1. The symbol and side can trade.
  const closed = checkTradable(inst, req.side, core.now(), core.isMarketMaker(accountId));
  if (closed) return { ok: false, error: closed };
  const opposite = symbol.book.oppositeOf(req.side);
  // 2. Static bounds by order type.
  if (req.type !== 'MARKET') {
    const bad = checkLimit(inst, b, req.price, req.qty);
    if (bad) return { ok: false, error: bad };
    // 3. Post-only must not take.
    const best = opposite.best();
    if (
      req.type === 'LIMIT_MAKER' &&
      best &&
      (req.side === 'Buy' ? best.price <= req.price : best.price >= req.price)
    ) {
      return fail(
        CODES.postOnlyWouldTake,
        'The post-only order would trade immediately, so it was not placed.',
      );
    }
    return succeed(req.side === 'Buy' ? mul(req.price, req.qty) : req.qty);
  }
  const byValue = req.side === 'Buy' && req.marketUnit === 'quoteCoin';
  const bad = byValue ? checkAmount(inst, b, req.amount) : checkQuantity(inst, b, req.qty);
  if (bad) return { ok: false, error: bad };
  if (!opposite.best())
    return fail(
      CODES.noLiquidity,
      `There is no liquidity in the ${inst.symbolName} book for a market order.`,
    );
  if (byValue) return succeed(req.amount);
  if (req.side === 'Sell') return succeed(req.qty);
  // 4. A market buy by quantity locks what walking the book costs now.
  return succeed(sweep(opposite.levelsBestFirst(), req.qty).cost);
}

/** Places an ordinary order for a known account: checks, locks, matches, rests or ends it. */
export function placeOrdinary(
  core: EngineCore,
  accountId: string,
  symbol: SymbolState,
  req: OrderRequest,
): Outcome<OrderState> {
  const inst = symbol.inst;
  // 1. Checks and the amount to lock.
  const checked = checkOrder(core, accountId, symbol, req);
  if (!checked.ok) return checked;
  const lockToken = req.side === 'Buy' ? inst.quoteTokenId : inst.baseTokenId;
  const need = checked.value;
  const free = core.accounts.free(accountId, lockToken);
  if (free < need) return { ok: false, error: insufficient(lockToken, need, free) };
  // 2. Attached take-profit and stop-loss against the order's own price, after the balance as spec 000
  //    §5 orders the OCO checks.
  const attached =
    req.attached && req.type !== 'MARKET'
      ? checkAttached(inst, core.boundsOf(inst.symbolId), req.side, req.price, req.attached)
      : undefined;
  if (attached && !attached.ok) return attached;
  // 3. The record.
  const now = core.now();
  const { id, seq } = core.newOrderId();
  const order: OrderState = {
    id,
    seq,
    clientOrderId: req.clientOrderId,
    accountId,
    inst,
    side: req.side,
    type: req.type,
    tif: req.type === 'LIMIT' ? req.tif : 'GTC',
    status: 'New',
    price: req.type === 'MARKET' ? ZERO : req.price,
    origQty: req.side === 'Buy' && req.type === 'MARKET' && req.marketUnit === 'quoteCoin' ? ZERO : req.qty,
    amount: req.side === 'Buy' && req.type === 'MARKET' && req.marketUnit === 'quoteCoin' ? req.amount : ZERO,
    marketUnit: req.type === 'MARKET' && req.side === 'Buy' ? req.marketUnit : 'baseCoin',
    executedQty: ZERO,
    executedAmount: ZERO,
    lockToken,
    locked: ZERO,
    createType: req.createType,
    parentPlanId: req.parentPlanId,
    triggeredOrderId: '',
    rejectReason: '',
    createdTime: now,
    updatedTime: now,
    plan: undefined,
    attached: attached?.value,
  };
  // 4. Fill-or-kill that cannot fill completely ends at once, locking nothing.
  const opposite = symbol.book.oppositeOf(order.side);
  if (order.tif === 'FOK') {
    const reach = (price: Fixed): boolean =>
      order.side === 'Buy' ? price <= order.price : price >= order.price;
    if (sweep(opposite.levelsBestFirst(), order.origQty, reach).qty < order.origQty) {
      order.status = 'Cancelled';
      order.rejectReason = 'Fill-or-kill order could not be filled completely.';
      core.store.add(order);
      core.emit({ type: 'order', accountId, order: toOrder(order) });
      return succeed(order);
    }
  }
  // 5. Lock, record, match.
  core.accounts.lock(accountId, lockToken, need);
  order.locked = need;
  core.store.add(order);
  const stop = order.type === 'LIMIT_MAKER' ? 'priceLimit' : matchTaker(core, symbol, order);
  // 6. Rest a GTC remainder; end anything else, releasing what it still holds.
  if (order.type !== 'MARKET' && order.tif === 'GTC' && remainingQty(order) > ZERO) {
    order.status = order.executedQty > ZERO ? 'PartiallyFilled' : 'New';
    symbol.book.sideOf(order.side).add(order);
  } else {
    release(core, order);
    const done =
      order.type === 'MARKET' && order.origQty === ZERO ? stop === 'satisfied' : remainingQty(order) === ZERO;
    order.status =
      done && order.executedQty > ZERO
        ? 'Filled'
        : order.executedQty > ZERO
          ? 'PartiallyFilledCanceled'
          : 'Cancelled';
  }
  core.store.sync(order);
  core.emit({ type: 'order', accountId, order: toOrder(order) });
  return succeed(order);
}

/** Returns what the order still holds to free balance. */
export function release(core: EngineCore, order: OrderState): void {
  core.accounts.unlock(order.accountId, order.lockToken, order.locked);
  order.locked = ZERO;
}

/** Cancels an open ordinary order: off the book, lock released. */
export function cancelOrdinary(core: EngineCore, order: OrderState): Outcome<OrderState> {
  if (!isOpenOrdinary(order)) return notOpen(order);
  const symbol = core.symbols.get(order.inst.symbolId);
  symbol?.book.sideOf(order.side).remove(order);
  release(core, order);
  order.status = order.executedQty > ZERO ? 'PartiallyFilledCanceled' : 'Cancelled';
  order.updatedTime = core.now();
  core.store.sync(order);
  core.emit({ type: 'order', accountId: order.accountId, order: toOrder(order) });
  return succeed(order);
}

export function notOpen(order: OrderState): { ok: false; error: ExchangeError } {
  return fail(CODES.orderNotModifiable, `Order ${order.id} is ${order.status} and can no longer be changed.`);
}
