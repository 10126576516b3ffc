/**
 * The kline answer (spec 000 §7), checked where it enters like the schemas in ../rest/schemas.ts: rows
 * [time, open, high, low, close, volume], time an integer ms, the rest plain decimal strings, strictly
 * oldest first (a row out of order or repeated within a page is a malformed answer, not data to guess at).
 */
import * as z from 'zod/mini';
import type { KlinesResult } from '../protocol';

const decimal = z.string().check(z.regex(/^[+-]?\d{1,40}(\.\d{1,18})?$/, 'not a decimal'));
const openTime = z.int().check(z.gte(0), z.lte(8_640_000_000_000_000));

const row = z.tuple([openTime, decimal, decimal, decimal, decimal, decimal]);

export const klinesSchema = z.object({
  list: z.array(row).check(
    z.superRefine((rows, context) => {
      for (let i = 1; i < rows.length; i += 1) {
        if ((rows[i]?.[0] ?? 0) <= (rows[i - 1]?.[0] ?? 0)) {
          context.addIssue({ code: 'custom', message: 'rows are not strictly oldest first', path: [i, 0] });
          return;
        }
      }
    }),
  ),
}) satisfies z.ZodMiniType<KlinesResult>;
