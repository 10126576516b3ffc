/**
 * A depth window after some buckets changed, and what changed in it, sorting the side only when a
 * bucket may enter or leave the window. Most book events change the size of a bucket already shown,
 * or touch one beyond the last of a full window; both keep the window's set of buckets, so re-sorting
 * every bucket of the side and diffing the whole window (the feed's cost per event before) would find
 * the same order and only the sizes the event touched.
 */
import { ZERO, type Price, type Quantity } from '../../../shared/money/fixed';
import type { Buckets, Side } from '../../../shared/book/depthBuckets';

/** Bucket → size, best first. */
export type Window = Map<Price, Quantity>;

export interface WindowChange {
  window: Window;
  /** Buckets whose size changed or that entered, and those that left with size 0. */
  changes: [Price, Quantity][];
}

/** The worst bucket of each window, found once per window (only sizes change in place, never keys). */
const worstOf = new WeakMap<Window, Price | undefined>();

function worst(window: Window): Price | undefined {
  if (worstOf.has(window)) return worstOf.get(window);
  let last: Price | undefined;
  for (const key of window.keys()) last = key;
  worstOf.set(window, last);
  return last;
}

export function diffWindows(before: Window, after: Window): [Price, Quantity][] {
  const changes: [Price, Quantity][] = [];
  for (const [price, size] of after) if (before.get(price) !== size) changes.push([price, size]);
  for (const price of before.keys()) if (!after.has(price)) changes.push([price, ZERO]);
  return changes;
}

/**
 * The window after the `touched` buckets changed in `buckets`: `current` itself, with new sizes, when
 * its buckets stay the same, else a fresh `cut` of the side.
 */
export function nextWindow(
  current: Window,
  buckets: Buckets,
  touched: Iterable<Price>,
  side: Side,
  limit: number,
  cut: () => Window,
): WindowChange {
  const resort = (): WindowChange => {
    const window = cut();
    return { window, changes: diffWindows(current, window) };
  };
  const resized: [Price, Quantity][] = [];
  for (const bucket of touched) {
    const size = buckets.get(bucket);
    if (current.has(bucket)) {
      // A bucket leaving lets a deeper one in.
      if (size === undefined) return resort();
      if (size !== current.get(bucket)) resized.push([bucket, size]);
    } else if (size !== undefined) {
      const last = current.size < limit ? undefined : worst(current);
      if (last === undefined || (side === 'bids' ? bucket > last : bucket < last)) return resort();
    }
  }
  if (resized.length === 0) return { window: current, changes: resized };
  // Levels go out best first, as a full diff lists them.
  if (resized.length > 1)
    resized.sort(([a], [b]) => (a === b ? 0 : (side === 'bids' ? a > b : a < b) ? -1 : 1));
  // Same buckets, new sizes: updated in place, which keeps the order and the worst bucket.
  for (const [bucket, size] of resized) current.set(bucket, size);
  return { window: current, changes: resized };
}
