/**
 * Every buffer of a snapshot, once each, for the worker shell's transfer list: the tab receives the
 * columns without a copy. Only valid because calculateSeriesSnapshot allocates fresh buffers per call
 * (a transferred buffer is detached in the worker).
 */
import type { SeriesSnapshot } from '../protocol';

export function calculateSnapshotBuffers(snapshot: SeriesSnapshot): ArrayBuffer[] {
  const arrays = [
    ...Object.values(snapshot.bars),
    ...Object.values(snapshot.shown),
    snapshot.rising,
    ...snapshot.indicators.flatMap((indicator) => Object.values(indicator.lines)),
  ];
  // `buffer` is ArrayBufferLike; ours are plain ArrayBuffers (never shared memory).
  return [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))];
}
