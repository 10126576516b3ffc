import * as z from 'zod/mini';

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a plain decimal'));

/** spec 000 §3 "Deal (execution)", as /spot/api/order/trades answers it. */
export const executionSchema = z.object({
  tradeId: z.string().check(z.minLength(1), z.maxLength(64)),
  orderId: z.string().check(z.maxLength(64)),
  accountId: z.string().check(z.maxLength(64)),
  symbolId: z.string().check(z.minLength(1), z.maxLength(40)),
  side: z.enum(['Buy', 'Sell']),
  orderType: z.enum(['LIMIT', 'MARKET', 'LIMIT_MAKER']),
  execPrice: decimal,
  execQty: decimal,
  execValue: decimal,
  execFee: decimal,
  feeTokenId: z.string().check(z.maxLength(40)),
  isMaker: z.boolean(),
  tradeTime: z.int().check(z.nonnegative()),
  liquidationType: z.literal(''),
});

export const executionListSchema = z.object({ list: z.array(executionSchema).check(z.maxLength(1_000)) });

/** The average-price answer of /spot/api/order/average_price ("" when nothing was bought or sold). */
export const averagePriceSchema = z.object({
  symbolId: z.string(),
  side: z.enum(['Buy', 'Sell']),
  daySpan: z.int().check(z.positive()),
  averagePrice: z.union([decimal, z.literal('')]),
  quantity: decimal,
});
