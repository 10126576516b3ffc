import { z } from 'zod';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a plain decimal');

/** spec 000 §3 "Deal (execution)", as /spot/api/order/trades answers it. */
export const executionSchema = z.object({
  tradeId: z.string().min(1).max(64),
  orderId: z.string().max(64),
  accountId: z.string().max(64),
  symbolId: z.string().min(1).max(40),
  side: z.enum(['Buy', 'Sell']),
  orderType: z.enum(['LIMIT', 'MARKET', 'LIMIT_MAKER']),
  execPrice: decimal,
  execQty: decimal,
  execValue: decimal,
  execFee: decimal,
  feeTokenId: z.string().max(40),
  isMaker: z.boolean(),
  tradeTime: z.number().int().nonnegative(),
  liquidationType: z.literal(''),
});

export const executionListSchema = z.object({ list: z.array(executionSchema).max(1_000) });

/** The average-price answer of /spot/api/order/average_price ("" when nothing was bought or sold). */
export const averagePriceSchema = z.object({
  symbolId: z.string(),
  side: z.enum(['Buy', 'Sell']),
  daySpan: z.number().int().positive(),
  averagePrice: z.union([decimal, z.literal('')]),
  quantity: decimal,
});
