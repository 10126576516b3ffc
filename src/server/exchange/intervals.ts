/**
 * Bucket arithmetic for kline intervals, in UTC. Fixed-length intervals align to the Unix epoch;
 * weeks open on Monday 00:00 and months on the 1st 00:00, as exchanges and charting libraries expect.
 * Date is used only for its pure UTC calendar functions, never for the current time.
 */
import { FIXED_INTERVAL_MS } from '../../shared/chart/nextBarStart';
import type { KlineInterval } from '../../shared/protocol';

const DAY = 86_400_000;
/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC came four days later. */
const FIRST_MONDAY = 4 * DAY;

/** Nominal length in ms (a month counts 30 days): for sizing and rates, not for bucket edges. */
export function nominalMs(interval: KlineInterval): number {
  return interval === '1M' ? 30 * DAY : FIXED_INTERVAL_MS[interval];
}

/** Open time of the bucket holding `t`. */
export function bucketStart(interval: KlineInterval, t: number): number {
  if (interval === '1M') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const len = FIXED_INTERVAL_MS[interval];
  const origin = interval === '1w' ? FIRST_MONDAY : 0;
  return origin + Math.floor((t - origin) / len) * len;
}

/** Open time of the bucket after the one opening at `start`. */
export function nextBucket(interval: KlineInterval, start: number): number {
  if (interval === '1M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + FIXED_INTERVAL_MS[interval];
}

/** Open time of the bucket before the one opening at `start`. */
export function prevBucket(interval: KlineInterval, start: number): number {
  if (interval === '1M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
  }
  return start - FIXED_INTERVAL_MS[interval];
}

/** The last millisecond of the bucket opening at `start` (Candle.end). */
export function bucketEnd(interval: KlineInterval, start: number): number {
  return nextBucket(interval, start) - 1;
}
