import type { TradeHistoryRow } from '../protocol';

/**
 * The trade-history list: executions the hub pushed (newest first) on top of the pages, each once.
 * A push older than the pages' newest row happened before the first page was read, so the pages show
 * it; a push as new as that row may be in the first page too, and is matched by its id (trade and
 * order id). Only those rows at the top are compared, so a push costs nothing per paged row.
 */
export function calculateTradeRows(
  live: readonly TradeHistoryRow[],
  paged: readonly TradeHistoryRow[],
): readonly TradeHistoryRow[] {
  if (live.length === 0) return paged;
  const newest = paged[0]?.time ?? -Infinity;
  const atTop = new Set<string>();
  for (const row of paged) {
    if (row.time < newest) break;
    atTop.add(row.id);
  }
  const fresh = live.filter((row) => row.time >= newest && !atTop.has(row.id));
  return fresh.length === 0 ? paged : [...fresh, ...paged];
}
