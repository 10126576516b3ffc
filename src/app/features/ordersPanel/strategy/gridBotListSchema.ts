import * as z from 'zod/mini';
import { BOT_CLOSE_REASONS, BOT_STATUSES, type GridBot, type GridBotList } from '../../../../shared/protocol';
import { gridStrategySchema } from '../../../../shared/rest/gridStrategySchemas';

/** Spec 001 §3 "Bot/strategy order": the chart's grid fields plus the bot's state. */
const gridBotSchema = z.extend(gridStrategySchema, {
  status: z.enum(BOT_STATUSES),
  createdTime: z.int().check(z.gte(0)),
  closedTime: z.int().check(z.gte(0)),
  closeReason: z.union([z.enum(BOT_CLOSE_REASONS), z.literal('')]),
}) satisfies z.ZodMiniType<GridBot>;

/** One page: spec 001 §9 asks 80 running, 20 completed; the route answers at most 200. */
export const gridBotListSchema = z.object({
  list: z.array(gridBotSchema).check(z.maxLength(200)),
}) satisfies z.ZodMiniType<GridBotList>;
