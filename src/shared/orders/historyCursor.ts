/**
 * The cursor the history calls hand the tab: opaque to it, a JSON text here. It carries the list's
 * time window (fixed by the first page, so orders placed since do not shift later pages) and, per
 * source, where the next page starts: "" from the newest, an id to read below, null when that source
 * has nothing more.
 */
import * as z from 'zod/mini';

export interface HistoryCursor {
  start: number;
  end: number;
  sources: (string | null)[];
}

const cursorSchema = z.object({
  start: z.int(),
  end: z.int(),
  sources: z.array(z.nullable(z.string().check(z.maxLength(64)))).check(z.maxLength(8)),
});

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return JSON.stringify(cursor);
}

/** The cursor in `text`, or undefined when it is not one of ours (or is for another number of sources). */
export function parseHistoryCursor(text: string, sourceCount: number): HistoryCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = cursorSchema.safeParse(value);
  return parsed.success && parsed.data.sources.length === sourceCount ? parsed.data : undefined;
}
