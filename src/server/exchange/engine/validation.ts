/**
 * The order checks, in the order spec 000 §5 runs them: the symbol can trade this side, then the
 * price, the quantity, the amount. Each returns a refusal with a clear sentence naming the bound.
 */
import { CODES, type Instrument, type Side } from '../../../shared/protocol';
import { isTradingAt } from '../tradingStatus';
import {
  formatFixed,
  isMultipleOf,
  mul,
  parseFixed,
  toFixed,
  unitOf,
  ZERO,
  type Fixed,
  type Price,
  type Quantity,
} from '../../../shared/money/fixed';
import type { ExchangeError, Outcome } from '../types';

export const fail = (code: number, message: string): { ok: false; error: ExchangeError } => ({
  ok: false,
  error: { code, message },
});

export const succeed = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A decimal field of a request: malformed text is a bad request; absent gives `fallback`. */
export function parseField(text: unknown, field: string, fallback?: Fixed): Outcome<Fixed> {
  if ((text === undefined || text === '') && fallback !== undefined) return succeed(fallback);
  const value = parseFixed(text);
  if (value === undefined)
    return fail(CODES.badRequest, `${field} must be a plain decimal number, got ${JSON.stringify(text)}.`);
  if (value < ZERO) return fail(CODES.badRequest, `${field} must not be negative.`);
  return succeed(value);
}

/** Static instrument bounds, parsed once. */
export interface Bounds {
  priceStep: Price;
  qtyStep: Quantity;
  minQty: Quantity;
  maxQty: Quantity;
  minAmount: Fixed;
  maxAmount: Fixed;
  makerFee: Fixed;
  takerFee: Fixed;
}

export function boundsOf(inst: Instrument): Bounds {
  return {
    priceStep: toFixed(inst.minPricePrecision),
    qtyStep: unitOf(inst.quantityPrecision),
    minQty: toFixed(inst.minTradeQuantity),
    maxQty: toFixed(inst.maxTradeQuantity),
    minAmount: toFixed(inst.minTradeAmount),
    maxAmount: toFixed(inst.maxTradeAmount),
    makerFee: toFixed(inst.makerFeeRate),
    takerFee: toFixed(inst.takerFeeRate),
  };
}

/**
 * 1. The symbol trades now, and this side is not banned. Designated market makers are exempt from the
 * side bans (a buy-banned pair still needs bids for its sellers to hit), not from the opening time.
 */
export function checkTradable(
  inst: Instrument,
  side: Side,
  now: number,
  marketMaker = false,
): ExchangeError | undefined {
  const banned = !marketMaker && (side === 'Buy' ? inst.isBanBuy : inst.isBanSell);
  if (inst.tradeStatus === 4 && banned) {
    return {
      code: CODES.symbolNotTrading,
      message: `${inst.symbolName} is restricted: ${side.toLowerCase()} orders are not accepted.`,
    };
  }
  if (inst.onlineTime > now) {
    return { code: CODES.symbolNotTrading, message: `${inst.symbolName} has not opened for trading yet.` };
  }
  if (!isTradingAt(inst, now)) {
    return { code: CODES.symbolNotTrading, message: `${inst.symbolName} is not trading now.` };
  }
  if (banned) {
    return side === 'Buy'
      ? { code: CODES.buyBanned, message: `Buying ${inst.symbolName} is suspended.` }
      : { code: CODES.sellBanned, message: `Selling ${inst.symbolName} is suspended.` };
  }
  return undefined;
}

/** 2. A price (limit or trigger) is positive and on the price step. */
export function checkPrice(
  inst: Instrument,
  b: Bounds,
  price: Price,
  field = 'Price',
): ExchangeError | undefined {
  if (price <= ZERO) return { code: CODES.invalidPrice, message: `${field} must be greater than 0.` };
  if (!isMultipleOf(price, b.priceStep)) {
    return {
      code: CODES.invalidPrice,
      message: `${field} must be a multiple of the price step ${inst.minPricePrecision}.`,
    };
  }
  return undefined;
}

/** 3. A base quantity is on the quantity step and within the trade bounds. */
export function checkQuantity(inst: Instrument, b: Bounds, qty: Quantity): ExchangeError | undefined {
  if (qty <= ZERO) return { code: CODES.invalidQuantity, message: 'Quantity must be greater than 0.' };
  if (!isMultipleOf(qty, b.qtyStep)) {
    return {
      code: CODES.invalidQuantity,
      message: `Quantity must be a multiple of ${formatFixed(b.qtyStep)} ${inst.baseTokenName}.`,
    };
  }
  if (qty < b.minQty) {
    return {
      code: CODES.invalidQuantity,
      message: `Quantity is below the minimum of ${inst.minTradeQuantity} ${inst.baseTokenName}.`,
    };
  }
  if (qty > b.maxQty) {
    return {
      code: CODES.invalidQuantity,
      message: `Quantity is above the maximum of ${inst.maxTradeQuantity} ${inst.baseTokenName}.`,
    };
  }
  return undefined;
}

/** 4. A quote amount (price × quantity, or the amount of a buy by value) is within the trade bounds. */
export function checkAmount(inst: Instrument, b: Bounds, amount: Fixed): ExchangeError | undefined {
  if (amount < b.minAmount) {
    return {
      code: CODES.invalidAmount,
      message: `Order value is below the minimum of ${inst.minTradeAmount} ${inst.quoteTokenName}.`,
    };
  }
  if (amount > b.maxAmount) {
    return {
      code: CODES.invalidAmount,
      message: `Order value is above the maximum of ${inst.maxTradeAmount} ${inst.quoteTokenName}.`,
    };
  }
  return undefined;
}

/** All the static checks of a limit order: price, quantity, notional. */
export function checkLimit(
  inst: Instrument,
  b: Bounds,
  price: Price,
  qty: Quantity,
): ExchangeError | undefined {
  return checkPrice(inst, b, price) ?? checkQuantity(inst, b, qty) ?? checkAmount(inst, b, mul(price, qty));
}

export function insufficient(token: string, need: Fixed, free: Fixed): ExchangeError {
  return {
    code: CODES.insufficientBalance,
    message: `Insufficient ${token} balance: the order needs ${formatFixed(need)} ${token} but only ${formatFixed(free)} is available.`,
  };
}
