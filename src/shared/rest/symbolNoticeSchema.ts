/** The notice of one symbol (spec 000 §3, §7 "Notice by symbol"), checked where it enters. */
import * as z from 'zod/mini';
import type { SymbolNotice } from '../protocol';

const epochMs = z.int().check(z.gte(0), z.lte(8.64e15));

export const symbolNoticeSchema = z.object({
  symbolId: z.string().check(z.minLength(1), z.maxLength(40)),
  noticeType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  // Rendered as text only; the cap keeps a runaway notice from filling the chart.
  noticeContent: z.string().check(z.maxLength(2000)),
  // Any string: the page shows a link only for http(s) URLs (safeHttpUrl), so a bad one is dropped there.
  noticeLinkUrl: z.string().check(z.maxLength(2000)),
  onlineTime: epochMs,
  nowTime: epochMs,
}) satisfies z.ZodMiniType<SymbolNotice>;
