import * as z from 'zod/mini';
import type { LtOrder, LtOrderList } from '../../../../shared/protocol';

const decimal = z.string().check(z.regex(/^\d{1,40}(\.\d{1,18})?$/, 'expected a plain non-negative decimal'));
const text = z.string().check(z.minLength(1), z.maxLength(100));

/** Spec 001 §3 "Leveraged-token order", as GET /spot/api/lt/orders answers it. */
const ltOrderSchema = z.object({
  orderId: text,
  clientOrderId: text,
  symbolId: z.string().check(z.minLength(1), z.maxLength(40)),
  orderType: z.union([z.literal(1), z.literal(2)]),
  kind: z.enum(['subscribe', 'redeem']),
  amount: decimal,
  quantity: decimal,
  nav: decimal,
  status: z.int(),
  createdTime: z.int().check(z.gte(0)),
}) satisfies z.ZodMiniType<LtOrder>;

/** At most one page (the route's limit is ≤ 100). */
export const ltOrderListSchema = z.object({
  list: z.array(ltOrderSchema).check(z.maxLength(100)),
}) satisfies z.ZodMiniType<LtOrderList>;
