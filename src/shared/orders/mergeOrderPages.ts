/**
 * How several order lists page together as one list, newest first (ordinary and plan history under
 * `all`). Each source pages by its own cursor (an order id, below which the server reads); the merged
 * list keeps one cursor per source, and a page is:
 *
 * 1. From every source not yet exhausted, one server page (`limit` rows) from that source's cursor.
 * 2. A k-way merge of those rows by created time, newest first; on a tie the earlier source goes first,
 *    so each source's own order is kept whatever its ids look like.
 * 3. The first `limit` merged rows are the page. A source's cursor moves to the last of its rows taken;
 *    rows fetched but not taken are fetched again next time. That costs a re-read, and buys a cursor
 *    with no state in the worker (a retry or a second tab just sends it again).
 * 4. A source is exhausted once its server page was its last (nextCursor "") and all of it was taken.
 *
 * No row can be skipped: a row taken from one source is among the `limit` newest fetched, so fewer
 * than `limit` rows of any other source are newer, and those were all in that source's fetched page.
 */
import type { Order } from '../protocol';

export interface SourcePage {
  list: readonly Order[];
  /** The server's cursor: "" when this page was the source's last. */
  nextCursor: string;
}

export interface MergedPage {
  rows: Order[];
  /** Per source: the cursor to read below next time ("" from the newest), or null when exhausted. */
  cursors: (string | null)[];
}

/** `pages[i]` is source i's page read from `cursors[i]`, or undefined for a source already exhausted. */
export function mergeOrderPages(
  pages: readonly (SourcePage | undefined)[],
  cursors: readonly (string | null)[],
  limit: number,
): MergedPage {
  const heads = pages.map(() => 0);
  const rows: Order[] = [];
  const lastTaken: (string | undefined)[] = pages.map(() => undefined);
  while (rows.length < limit) {
    let best = -1;
    for (let i = 0; i < pages.length; i++) {
      const candidate = pages[i]?.list[heads[i] ?? 0];
      if (!candidate) continue;
      const current = best < 0 ? undefined : pages[best]?.list[heads[best] ?? 0];
      if (!current || candidate.createdTime > current.createdTime) best = i;
    }
    if (best < 0) break;
    const row = pages[best]?.list[heads[best] ?? 0] as Order;
    rows.push(row);
    lastTaken[best] = row.orderId;
    heads[best] = (heads[best] ?? 0) + 1;
  }
  const next = pages.map((page, i) => {
    if (!page) return null;
    const allTaken = (heads[i] ?? 0) >= page.list.length;
    if (allTaken && page.nextCursor === '') return null;
    return lastTaken[i] ?? cursors[i] ?? '';
  });
  return { rows, cursors: next };
}
