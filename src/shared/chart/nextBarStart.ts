/**
 * Bar open times in UTC, matching the simulator's buckets (src/server/exchange/intervals.ts, which
 * takes its interval lengths from here; shared code may not import the server): fixed intervals align
 * to the Unix epoch, weeks to Monday 00:00, months to the 1st 00:00. A month has no fixed length, so
 * the next bar's start is a calendar step, never start + 30 d. Date is used only for its pure UTC
 * calendar functions.
 */
import type { KlineInterval } from '../protocol';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Length in ms of every interval but the month. */
export const FIXED_INTERVAL_MS: Record<Exclude<KlineInterval, '1M'>, number> = {
  '1s': SECOND,
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '2h': 2 * HOUR,
  '4h': 4 * HOUR,
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '1d': DAY,
  '1w': 7 * DAY,
};

/** Open time (ms) of the bar after the one opening at `start`. */
export function nextBarStart(interval: KlineInterval, start: number): number {
  if (interval !== '1M') return start + FIXED_INTERVAL_MS[interval];
  // Date.UTC carries month 12 into January of the next year.
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
