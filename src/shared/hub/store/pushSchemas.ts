/**
 * zod schemas for the low-rate pushes (tickers, candles, private topics), checked where they enter the
 * hub. Books and trades are checked by hand in their own modules: they are the high-rate topics.
 * Each schema is tied to its wire type so a change in src/shared/protocol fails to compile here.
 */
import * as z from 'zod/mini';
import type { Balance, Candle, NoticeItem, Order } from '../../protocol';
import { KLINE_INTERVALS } from '../../protocol';
import { executionSchema } from '../../rest/executionSchemas';
import { tickerSchema } from '../../rest/schemas';

const decimal = z.string().check(z.regex(/^[+-]?\d{1,40}(\.\d{1,18})?$/, 'not a decimal'));
const side = z.enum(['Buy', 'Sell']);

export const envelopeSchema = z.object({
  topic: z.string().check(z.maxLength(80)),
  type: z.enum(['snapshot', 'delta']),
  ts: z.number(),
  data: z.unknown(),
});

export const tickersSchema = z.array(tickerSchema).check(z.maxLength(1_000));

export const candleSchema = z.object({
  symbol: z.string().check(z.minLength(1), z.maxLength(40)),
  interval: z.enum(KLINE_INTERVALS),
  start: z.number(),
  end: z.number(),
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: decimal,
  turnover: decimal,
  confirm: z.boolean(),
  timestamp: z.number(),
}) satisfies z.ZodMiniType<Candle>;
export const candlesSchema = z.array(candleSchema).check(z.maxLength(100));

export const balanceSchema = z.object({
  tokenId: z.string().check(z.minLength(1), z.maxLength(20)),
  free: decimal,
  locked: decimal,
  total: decimal,
}) satisfies z.ZodMiniType<Balance>;
export const balancesSchema = z.array(balanceSchema).check(z.maxLength(1_000));

const text = z.string().check(z.maxLength(200));
export const orderSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  clientOrderId: text,
  accountId: text,
  symbolId: z.string().check(z.minLength(1), z.maxLength(40)),
  baseTokenName: text,
  quoteTokenName: text,
  side,
  type: z.enum(['LIMIT', 'MARKET', 'LIMIT_MAKER']),
  status: z.enum([
    'New',
    'PartiallyFilled',
    'Filled',
    'Cancelled',
    'PartiallyFilledCanceled',
    'Rejected',
    'Untriggered',
    'Triggered',
    'Deactivated',
  ]),
  planType: z.union(
    [-1, 1, 4, 5, 8, 10, 11].map((n) => z.literal(n)) as unknown as [
      z.ZodMiniLiteral<-1>,
      z.ZodMiniLiteral<1>,
      z.ZodMiniLiteral<4>,
      z.ZodMiniLiteral<5>,
      z.ZodMiniLiteral<8>,
      z.ZodMiniLiteral<10>,
      z.ZodMiniLiteral<11>,
    ],
  ),
  price: decimal,
  origQty: decimal,
  executedQty: decimal,
  executedAmount: decimal,
  /** Only a buy by quote amount has one; the exchange sends "" for every other order. */
  amount: z.union([decimal, z.literal('')]),
  avgPrice: decimal,
  marketUnit: z.enum(['baseCoin', 'quoteCoin']),
  orderQtyForView: decimal,
  triggerPrice: text,
  activationPrice: text,
  trailingPercentage: text,
  trailingValue: text,
  tpTriggerPrice: text,
  tpLimitPrice: text,
  slTriggerPrice: text,
  slLimitPrice: text,
  ocoTriggerBy: z.enum(['', 'untriggered', 'takeProfit', 'stopLoss']),
  triggeredOrderId: text,
  parentPlanId: text,
  createType: z.enum(['CreateByUser', 'CreateByPlan']),
  stopOrderType: z.enum([
    '',
    'Stop',
    'TakeProfit',
    'StopLoss',
    'TrailingStop',
    'TrailingProfit',
    'Oco',
    'TpSl',
  ]),
  isLeverage: z.boolean(),
  specialTradeFrom: z.enum(['', 'iceberg', 'twap']),
  rejectReason: text,
  createdTime: z.number(),
  updatedTime: z.number(),
}) satisfies z.ZodMiniType<Order>;
export const ordersSchema = z.array(orderSchema).check(z.maxLength(1_000));

/** Notice-bar items: text is shown as text; a link other than http(s) is dropped by the page. */
export const noticeItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  symbolName: z.string().check(z.maxLength(2_000)),
  info: z.string().check(z.maxLength(2_000)),
  url: z.string().check(z.maxLength(2_000)),
}) satisfies z.ZodMiniType<NoticeItem>;
export const noticeItemsSchema = z.array(noticeItemSchema).check(z.maxLength(100));

/** A `match` push: the account's new executions (spec 000 §3 "Deal"), as the REST list gives them. */
export const executionsSchema = z.array(executionSchema).check(z.maxLength(1_000));
