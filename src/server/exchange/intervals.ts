/**
 * Bucket arithmetic for kline intervals, in UTC. Fixed-length intervals align to the Unix epoch;
 * weeks open on Monday 00:00 and months on the 1st 00:00, as exchanges and charting libraries expect.
 * Date is used only for its pure UTC calendar functions, never for the current time.
 */
import type { KlineInterval } from '../../shared/protocol';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC came four days later. */
const FIRST_MONDAY = 4 * DAY;

/** Length of fixed intervals in ms; the month has none. */
const FIXED_MS: Record<Exclude<KlineInterval, '1M'>, number> = {
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
  '1w': WEEK,
};

/** Nominal length in ms (a month counts 30 days): for sizing and rates, not for bucket edges. */
export function nominalMs(interval: KlineInterval): number {
  return interval === '1M' ? 30 * DAY : FIXED_MS[interval];
}

/** Open time of the bucket holding `t`. */
export function bucketStart(interval: KlineInterval, t: number): number {
  if (interval === '1M') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const len = FIXED_MS[interval];
  const origin = interval === '1w' ? FIRST_MONDAY : 0;
  return origin + Math.floor((t - origin) / len) * len;
}

/** Open time of the bucket after the one opening at `start`. */
export function nextBucket(interval: KlineInterval, start: number): number {
  if (interval === '1M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + FIXED_MS[interval];
}

/** Open time of the bucket before the one opening at `start`. */
export function prevBucket(interval: KlineInterval, start: number): number {
  if (interval === '1M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
  }
  return start - FIXED_MS[interval];
}

/** The last millisecond of the bucket opening at `start` (Candle.end). */
export function bucketEnd(interval: KlineInterval, start: number): number {
  return nextBucket(interval, start) - 1;
}
