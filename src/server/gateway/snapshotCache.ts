/**
 * A feed's snapshot as sent, reused by the subscribers that come before the feed next broadcasts.
 * Building one can be dear (a ticker per pair, a 200-level book formatted), and a burst of
 * subscriptions to one topic would otherwise build it once each.
 *
 * Every broadcast of the feed forgets it, so a reused snapshot is never followed by a delta it does
 * not lead into. What changes with time alone (a 24 h window rolling, a candle's bucket) is at most
 * `maxAgeMs` old, and a feed that was told of an event without broadcasting yet (the ticker's
 * 100 ms flush) broadcasts it to the new subscriber too.
 */
import type { Push } from '../../shared/protocol';

export const SNAPSHOT_MAX_AGE_MS = 100;

export interface SnapshotCache {
  /** The snapshot's JSON: the cached one while fresh, else a new one. */
  text(): string;
  /** The feed broadcast something: the next subscriber needs a new snapshot. */
  invalidate(): void;
}

export function createSnapshotCache(
  build: () => Push,
  now: () => number,
  maxAgeMs = SNAPSHOT_MAX_AGE_MS,
): SnapshotCache {
  let cached: { text: string; at: number } | undefined;
  return {
    text() {
      const at = now();
      // A clock that stepped back (a test's hand-driven time) does not keep an old snapshot.
      if (cached && at >= cached.at && at - cached.at < maxAgeMs) return cached.text;
      cached = { text: JSON.stringify(build()), at };
      return cached.text;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
