/**
 * Matching a taker against the book and settling each fill between the two accounts.
 *
 * Trades happen at the maker's price. The buyer pays quote from its lock (a limit buyer locked at its
 * own price, so a better fill releases the difference), the seller delivers base from its lock, and
 * each side pays its fee in the asset it receives, credited to the fee account: every unit that leaves
 * one balance arrives in another, so totals per token are conserved exactly.
 */
import type { Execution, PublicTrade } from '../../../shared/protocol';
import {
  div,
  min,
  mul,
  roundToStep,
  unitOf,
  ZERO,
  type Fixed,
  type Price,
  type Quantity,
} from '../../../shared/money/fixed';
import { noteAttachedFill } from './attachedTpSl';
import type { EngineCore } from './core';
import type { Level } from './orderBook';
import { fmtAmount, fmtPrice, fmtQty, toOrder } from './orderRecords';
import { remainingQty, type OrderState, type SymbolState } from './state';

/** Why a taker stopped: nothing left to want, the price limit, or the book ran dry. */
export type StopReason = 'satisfied' | 'priceLimit' | 'exhausted';

const crosses = (taker: OrderState, price: Price): boolean =>
  taker.type === 'MARKET' || (taker.side === 'Buy' ? price <= taker.price : price >= taker.price);

/** Base quantity the taker still wants at `price` (a buy by value: what its remaining amount buys). */
function wanted(taker: OrderState, price: Price): Quantity {
  if (taker.side === 'Buy' && taker.marketUnit === 'quoteCoin') {
    const left = taker.amount - taker.executedAmount;
    return roundToStep(div(left, price), unitOf(taker.inst.quantityPrecision), 'down');
  }
  return remainingQty(taker);
}

/** Matches until the taker is satisfied, its price stops crossing, or the opposite side is empty. */
export function matchTaker(core: EngineCore, symbol: SymbolState, taker: OrderState): StopReason {
  const opposite = symbol.book.oppositeOf(taker.side);
  for (;;) {
    // 1. The best opposite level, if the taker's price still reaches it.
    const level = opposite.best();
    if (!level) return 'exhausted';
    if (!crosses(taker, level.price)) return 'priceLimit';
    // 2. How much the taker takes from the head order of that level.
    const maker = level.orders[0] as OrderState;
    const want = wanted(taker, level.price);
    if (want <= ZERO) return 'satisfied';
    const qty = min(want, remainingQty(maker));
    // 3. Settle, then update the maker's place in the book and tell its owner.
    settle(core, symbol, taker, maker, level.price, qty);
    opposite.shrink(maker, qty);
    maker.status = remainingQty(maker) === ZERO ? 'Filled' : 'PartiallyFilled';
    core.store.sync(maker);
    core.emit({ type: 'order', accountId: maker.accountId, order: toOrder(maker) });
  }
}

/** The fee on `received`, rounded up to the token's unit but never more than what was received. */
function feeOn(received: Fixed, rate: Fixed, decimals: number): Fixed {
  if (rate <= ZERO) return ZERO;
  return min(received, roundToStep(mul(received, rate), unitOf(decimals), 'up'));
}

function settle(
  core: EngineCore,
  symbol: SymbolState,
  taker: OrderState,
  maker: OrderState,
  price: Price,
  qty: Quantity,
): void {
  const inst = symbol.inst;
  const bounds = core.boundsOf(inst.symbolId);
  const accounts = core.accounts;
  const value = mul(price, qty);
  const buyer = taker.side === 'Buy' ? taker : maker;
  const seller = taker.side === 'Buy' ? maker : taker;
  // 1. The buyer pays from its lock; a limit buyer filled below its price gets the difference back.
  accounts.spendLocked(buyer.accountId, inst.quoteTokenId, value);
  buyer.locked -= value;
  if (buyer.type !== 'MARKET' && buyer.price > price) {
    const refund = mul(buyer.price - price, qty);
    accounts.unlock(buyer.accountId, inst.quoteTokenId, refund);
    buyer.locked -= refund;
  }
  // 2. The seller delivers base from its lock.
  accounts.spendLocked(seller.accountId, inst.baseTokenId, qty);
  seller.locked -= qty;
  // 3. Each side receives the other asset less its fee; the fee goes to the fee account.
  const buyerFee = feeOn(qty, buyer === taker ? bounds.takerFee : bounds.makerFee, inst.quantityPrecision);
  const sellerFee = feeOn(value, seller === taker ? bounds.takerFee : bounds.makerFee, inst.amountPrecision);
  accounts.credit(buyer.accountId, inst.baseTokenId, qty - buyerFee);
  accounts.credit(core.feeAccountId, inst.baseTokenId, buyerFee);
  accounts.credit(seller.accountId, inst.quoteTokenId, value - sellerFee);
  accounts.credit(core.feeAccountId, inst.quoteTokenId, sellerFee);
  // An order with attached take-profit/stop-loss hands what it received to its legs after the operation.
  if (noteAttachedFill(buyer, qty - buyerFee)) core.attachedFilled(buyer);
  if (noteAttachedFill(seller, value - sellerFee)) core.attachedFilled(seller);
  // 4. Progress of both orders.
  const now = core.now();
  for (const order of [taker, maker]) {
    order.executedQty += qty;
    order.executedAmount += value;
    order.updatedTime = now;
  }
  // 5. The public trade (tick direction against the previous price) and one execution per side.
  const tradeId = core.newTradeId();
  const previous = symbol.last;
  symbol.lastTick =
    previous === undefined || price === previous
      ? symbol.lastTick === 'PlusTick' || symbol.lastTick === 'ZeroPlusTick'
        ? 'ZeroPlusTick'
        : 'ZeroMinusTick'
      : price > previous
        ? 'PlusTick'
        : 'MinusTick';
  symbol.last = price;
  const trade: PublicTrade = {
    execId: tradeId,
    symbol: inst.symbolId,
    execPrice: fmtPrice(inst, price),
    execQty: fmtQty(inst, qty),
    execTime: now,
    side: taker.side,
    tickDirection: symbol.lastTick,
    tradeType: 'Normal',
  };
  symbol.trades.push(trade);
  if (symbol.trades.length > 200) symbol.trades.splice(0, symbol.trades.length - 100);
  core.emit({ type: 'trade', trade });
  for (const order of [taker, maker]) {
    const isBuyer = order === buyer;
    const execution: Execution = {
      tradeId,
      orderId: order.id,
      accountId: order.accountId,
      symbolId: inst.symbolId,
      side: order.side,
      orderType: order.type,
      execPrice: trade.execPrice,
      execQty: trade.execQty,
      execValue: fmtAmount(inst, value),
      execFee: isBuyer ? fmtQty(inst, buyerFee) : fmtAmount(inst, sellerFee),
      feeTokenId: isBuyer ? inst.baseTokenId : inst.quoteTokenId,
      isMaker: order === maker,
      tradeTime: now,
      liquidationType: '',
    };
    core.store.addExecution(execution);
    core.emit({ type: 'execution', accountId: order.accountId, execution });
  }
  core.onTrade(symbol, price);
}

/** Walks the opposite side: the base quantity available at prices the limit reaches, and its cost. */
export function sweep(
  levels: readonly Level[],
  qty: Quantity,
  limit?: (price: Price) => boolean,
): { qty: Quantity; cost: Fixed } {
  let left = qty;
  let cost = ZERO;
  for (const level of levels) {
    if (left === ZERO || (limit && !limit(level.price))) break;
    const take = min(left, level.size);
    cost += mul(level.price, take);
    left -= take;
  }
  return { qty: qty - left, cost };
}
