import * as z from 'zod/mini';
import type { GridStrategy, GridStrategyList } from '../protocol';

const decimal = z.string().check(z.regex(/^\d{1,40}(\.\d{1,18})?$/, 'expected a plain non-negative decimal'));

/** spec 000 §3 "Grid strategy lines", as /s1/bot/grid/v1/query-grid-list answers them. */
export const gridStrategySchema = z.object({
  strategyId: z.string().check(z.minLength(1), z.maxLength(64)),
  symbolId: z.string().check(z.minLength(1), z.maxLength(40)),
  min_price: decimal,
  max_price: decimal,
  grid_number: z.int().check(z.positive()),
  type: z.enum(['grade', 'ratio']),
  support: z.union([decimal, z.literal('')]),
}) satisfies z.ZodMiniType<GridStrategy>;

/** Bounded: a user runs a handful of bots, and each becomes chart lines. */
export const gridStrategyListSchema = z.object({
  list: z.array(gridStrategySchema).check(z.maxLength(200)),
}) satisfies z.ZodMiniType<GridStrategyList>;
