/**
 * What a series derives from its bars (heikin-ashi, rising, the requested indicators), brought up to
 * date lazily: a change to the bars only marks where the derived values stop being valid, and the next
 * snapshot or live update recomputes from there. A live candle therefore costs O(period) per indicator.
 */
import type { IndicatorSpec } from '../protocol';
import { calculateHeikinAshi, createHeikinAshiColumns, type HeikinAshiColumns } from './calculateHeikinAshi';
import { calculateRising } from './calculateRising';
import type { BarStore } from './createBarStore';
import { createIndicator, indicatorKey, type Indicator } from './createIndicator';

export interface SeriesDerivations {
  /** Bars `from…` changed (0 after older bars were put in front: every index moved). */
  invalidate(from: number): void;
  /** Brings everything the request shows up to date; indicators it no longer lists are forgotten. */
  refresh(bars: BarStore, specs: readonly IndicatorSpec[]): void;
  heikinAshi: HeikinAshiColumns;
  rising: number[];
  /** The indicators of the last refresh, in its order. */
  indicators: Indicator[];
}

export function createSeriesDerivations(): SeriesDerivations {
  const heikinAshi = createHeikinAshiColumns();
  const rising: number[] = [];
  /** Per derivation, how many leading bars its values are right for. */
  const valid = new Map<string, number>();
  const byKey = new Map<string, Indicator>();
  let indicators: Indicator[] = [];

  const catchUp = (name: string, bars: BarStore, update: (from: number) => void): void => {
    const from = Math.min(valid.get(name) ?? 0, bars.time.length);
    if (from < bars.time.length || bars.time.length === 0) update(from);
    valid.set(name, bars.time.length);
  };

  return {
    heikinAshi,
    rising,
    get indicators() {
      return indicators;
    },
    invalidate(from) {
      for (const [name, count] of valid) valid.set(name, Math.min(count, from));
    },
    refresh(bars, specs) {
      // 1. The columns every chart type may need.
      catchUp('heikinAshi', bars, (from) => calculateHeikinAshi(bars, heikinAshi, from));
      catchUp('rising', bars, (from) => calculateRising(bars, rising, from));
      // 2. The requested indicators, created on first request; the others go.
      const keys = specs.map(indicatorKey);
      for (const key of byKey.keys()) {
        if (!keys.includes(key)) {
          byKey.delete(key);
          valid.delete(key);
        }
      }
      indicators = specs.map((spec, i) => {
        const key = keys[i] ?? '';
        const indicator = byKey.get(key) ?? createIndicator(spec);
        byKey.set(key, indicator);
        catchUp(key, bars, (from) => indicator.update(bars, from));
        return indicator;
      });
    },
  };
}
