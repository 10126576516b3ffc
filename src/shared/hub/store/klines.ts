/**
 * Live candles of one kline topic. The chart takes its history from REST and joins these to it, so
 * only the last few are kept: the live candle and the ones just confirmed before it.
 */
import type { Candle, KlineInterval, KlineView } from '../../protocol';

export const CANDLES_KEPT = 5;

/** Applies checked candles (oldest first); a snapshot replaces, a delta updates by open time. */
export function applyCandles(kept: Candle[], candles: readonly Candle[], snapshot: boolean): Candle[] {
  const byStart = new Map<number, Candle>(snapshot ? [] : kept.map((c) => [c.start, c]));
  for (const candle of candles) byStart.set(candle.start, candle);
  return [...byStart.values()].sort((a, b) => a.start - b.start).slice(-CANDLES_KEPT);
}

export function calculateKlineView(
  symbol: string,
  interval: KlineInterval,
  candles: readonly Candle[] | undefined,
): KlineView {
  return {
    kind: 'kline',
    symbol,
    interval,
    status: candles ? 'live' : 'loading',
    candles: (candles ?? []).map((c) => ({
      start: c.start,
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      volume: c.volume,
      confirmed: c.confirm,
    })),
  };
}
