/** The notice of one symbol (spec 000 §3, §7 "Notice by symbol"), checked where it enters. */
import { z } from 'zod';
import type { SymbolNotice } from '../protocol';

const epochMs = z.number().int().min(0).max(8.64e15);

export const symbolNoticeSchema = z.object({
  symbolId: z.string().min(1).max(40),
  noticeType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  // Rendered as text only; the cap keeps a runaway notice from filling the chart.
  noticeContent: z.string().max(2000),
  // Any string: the page shows a link only for http(s) URLs (safeHttpUrl), so a bad one is dropped there.
  noticeLinkUrl: z.string().max(2000),
  onlineTime: epochMs,
  nowTime: epochMs,
}) satisfies z.ZodType<SymbolNotice>;
