/**
 * The backfill rule of spec 000 §7 (ComputeApi.load): pages of KLINE_PAGE_SIZE ending at `before`, the
 * newest first; while the last page came back full and the bars are still fewer than `needed`, up to
 * KLINE_EXTRA_REQUESTS more pages, each ending at the oldest bar so far. A short page means the server
 * has no older bars.
 */
import { KLINE_EXTRA_REQUESTS, KLINE_PAGE_SIZE } from '../protocol';
import type { ApiError } from '../rest/ApiError';
import type { KlinePageFetcher } from './fetchKlinePage';
import type { PlotBar } from './parsePlotBar';

export interface KlinePages {
  /** Oldest first, one bar per open time. */
  bars: PlotBar[];
  reachedStart: boolean;
  /** The page that failed; `bars` still holds every page before it. */
  error: ApiError | undefined;
}

export async function loadKlinePages(
  fetchPage: KlinePageFetcher,
  before: number,
  needed: number,
): Promise<KlinePages> {
  let bars: PlotBar[] = [];
  let to = before;
  // 1. The first page, then at most KLINE_EXTRA_REQUESTS more.
  for (let request = 0; request <= KLINE_EXTRA_REQUESTS; request += 1) {
    const page = await fetchPage(to);
    if (!page.ok) return { bars, reachedStart: false, error: page.error };
    // 2. Join at the seam: a server may return the bar at `to` again; the newer page's copy wins.
    bars = joinOlderPage(page.value, bars);
    // 3. A short page is the start of the series; enough bars ends the paging.
    if (page.value.length < KLINE_PAGE_SIZE) return { bars, reachedStart: true, error: undefined };
    if (bars.length >= needed) break;
    to = bars[0]?.time ?? to;
  }
  return { bars, reachedStart: false, error: undefined };
}

/** `older` then `newer`, without the bars of `older` that open at or after `newer`'s first bar. */
export function joinOlderPage(older: readonly PlotBar[], newer: readonly PlotBar[]): PlotBar[] {
  const first = newer[0]?.time ?? Number.POSITIVE_INFINITY;
  return older.filter((bar) => bar.time < first).concat(newer);
}
