/**
 * zod schemas for what the REST API returns, checked where it enters (design.md "Integrity rules").
 * Each schema is tied to its wire type in src/shared/protocol, so a change there fails to compile here.
 */
import * as z from 'zod/mini';
import type { ApiEnvelope, Instrument, Ticker } from '../protocol';

/** A plain decimal string: no exponent, no grouping. */
const decimal = z.string().check(z.regex(/^[+-]?\d{1,40}(\.\d{1,18})?$/, 'not a decimal'));
const integer = z.string().check(z.regex(/^[+-]?\d{1,30}$/, 'not an integer'));
const precision = z.int().check(z.gte(0), z.lte(18));

export const envelopeSchema = z.object({
  code: z.number(),
  success: z.boolean(),
  message: z.string(),
  result: z.unknown(),
}) satisfies z.ZodMiniType<ApiEnvelope>;

export const instrumentSchema = z.object({
  symbolId: z.string().check(z.minLength(1), z.maxLength(40)),
  symbolName: z.string().check(z.minLength(1), z.maxLength(40)),
  baseTokenId: z.string().check(z.minLength(1), z.maxLength(20)),
  quoteTokenId: z.string().check(z.minLength(1), z.maxLength(20)),
  baseTokenName: z.string().check(z.minLength(1), z.maxLength(20)),
  quoteTokenName: z.string().check(z.minLength(1), z.maxLength(20)),
  pricePrecision: precision,
  quantityPrecision: precision,
  amountPrecision: precision,
  minPricePrecision: decimal,
  minTradeQuantity: decimal,
  maxTradeQuantity: decimal,
  minTradeAmount: decimal,
  maxTradeAmount: decimal,
  tradeStatus: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  isBanBuy: z.boolean(),
  isBanSell: z.boolean(),
  noticeVisible: z.boolean(),
  mark: z.array(z.string()),
  digitMerge: z.string(),
  pricescale: z.number(),
  isLeveragedToken: z.boolean(),
  needsRiskDisclaimer: z.boolean(),
  listed: z.boolean(),
  onlineTime: z.number(),
  makerFeeRate: decimal,
  takerFeeRate: decimal,
}) satisfies z.ZodMiniType<Instrument>;

const tickDirection = z.enum(['PlusTick', 'MinusTick', 'ZeroPlusTick', 'ZeroMinusTick']);

export const tickerSchema = z.object({
  symbol: z.string().check(z.minLength(1), z.maxLength(40)),
  lastPrice: decimal,
  lastTickDirection: tickDirection,
  prevPrice24h: decimal,
  price24hPcntE6: integer,
  highPrice24h: decimal,
  lowPrice24h: decimal,
  prevPrice1h: decimal,
  volume24h: decimal,
  turnover24h: decimal,
  bid1Price: decimal,
  bid1Qty: decimal,
  ask1Price: decimal,
  ask1Qty: decimal,
  timestampE6: integer,
}) satisfies z.ZodMiniType<Ticker>;
