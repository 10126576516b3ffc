/**
 * Fills the bars missing between a series' last bar and a live candle that opened later than the next
 * bar (a tab asleep, a socket that reconnected): one REST page ending at that candle's start. If even a
 * full page does not reach back to the last bar, the two cannot be joined without a hole, so the page
 * replaces the history (older pages load again on scroll, as `reachedStart` is then false).
 */
import type { KlineInterval } from '../protocol';
import { KLINE_PAGE_SIZE } from '../protocol';
import type { ApiError } from '../rest/ApiError';
import { resetBars, setBar, type BarStore } from './createBarStore';
import type { KlinePageFetcher } from './fetchKlinePage';
import { nextBarStart } from './nextBarStart';

export type GapFill =
  /** Bars `from…` are new; `replaced` when the page took the place of the whole history. */
  { ok: true; from: number; replaced: boolean } | { ok: false; error: ApiError };

export async function fillKlineGap(
  bars: BarStore,
  interval: KlineInterval,
  fetchPage: KlinePageFetcher,
  candleStart: number,
): Promise<GapFill> {
  // 1. One page of the bars opening before the candle.
  const page = await fetchPage(candleStart);
  if (!page.ok) return page;
  const last = bars.time[bars.time.length - 1] ?? Number.NEGATIVE_INFINITY;
  const first = page.value[0];

  // 2. A full page that starts after the bar following ours leaves a hole: start over from the page.
  if (first && page.value.length >= KLINE_PAGE_SIZE && first.time > nextBarStart(interval, last)) {
    resetBars(bars, page.value);
    return { ok: true, from: 0, replaced: true };
  }

  // 3. Otherwise append what is newer than our last bar (the page repeats the bars we have).
  const from = bars.time.length;
  for (const bar of page.value) if (bar.time > last) setBar(bars, bars.time.length, bar);
  return { ok: true, from, replaced: false };
}
