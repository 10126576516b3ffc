import type { HistoryRange } from '../protocol';

const DAY_MS = 86_400_000;

/** The time window of a history list: `range` days back from `now` (the exchange's clock), in ms. */
export function calculateHistoryWindow(now: number, range: HistoryRange): { start: number; end: number } {
  const end = Math.floor(now);
  return { start: end - range * DAY_MS, end };
}
