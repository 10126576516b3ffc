import type { BookRowView } from '../../../../shared/protocol';

/**
 * A side of the book as the depth chart's curve: points ordered by price, upwards (the chart's
 * horizontal axis), each at its cumulative base size from the best price. Bids come best (highest)
 * first from the hub, so they are reversed; asks are already upwards. Plotting numbers only.
 */
export function toDepthCurve(
  rows: readonly BookRowView[],
  side: 'bid' | 'ask',
): { time: number; value: number }[] {
  const points = rows.map((row) => ({ time: Number(row.price), value: Number(row.totalBase) }));
  return side === 'bid' ? points.reverse() : points;
}
