/** The history lists' pages as the exchange answers them, checked where they enter the worker. */
import * as z from 'zod/mini';
import { orderSchema } from '../hub/store/pushSchemas';
import { executionSchema } from '../rest/executionSchemas';

const cursor = z.string().check(z.maxLength(64));

/** /spot/api/order/history and /plan/history: at most 100 orders a page (spec 000 §9). */
export const orderPageSchema = z.object({
  list: z.array(orderSchema).check(z.maxLength(100)),
  nextCursor: cursor,
});

/** /spot/api/order/trades with its cursor: at most 1000 executions a page (spec 000 §9). */
export const executionPageSchema = z.object({
  list: z.array(executionSchema).check(z.maxLength(1_000)),
  nextCursor: cursor,
});
