/**
 * One indicator of a series, kept between live candles so that a changed last bar costs O(period), not a
 * recomputation of the whole history. `lines` holds exactly the line names of IndicatorColumns.
 */
import type { IndicatorSpec } from '../protocol';
import { calculateBollinger } from './calculateBollinger';
import { calculateEma } from './calculateEma';
import { calculateMacd, createMacdLines } from './calculateMacd';
import { calculateRsi, createRsiLines } from './calculateRsi';
import { calculateSma } from './calculateSma';
import type { BarStore } from './createBarStore';

export interface Indicator {
  spec: IndicatorSpec;
  /** Line name → one value per bar, NaN where undefined. */
  lines: Record<string, number[]>;
  /** Recomputes bars `from…`; bars before `from` must be unchanged since the last call. */
  update(bars: BarStore, from: number): void;
}

/** Periods come from stored settings: anything but a sane whole number draws no line rather than throwing. */
const MAX_PERIOD = 10_000;
const isPeriod = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_PERIOD;

/** A stable key per spec, whatever the order of its fields. */
export function indicatorKey(spec: IndicatorSpec): string {
  switch (spec.kind) {
    case 'MA':
    case 'EMA':
    case 'RSI':
      return `${spec.kind}:${spec.period}`;
    case 'BOLL':
      return `BOLL:${spec.period}:${spec.multiplier}`;
    case 'VOL':
      return `VOL:${spec.maPeriod}`;
    case 'MACD':
      return `MACD:${spec.fast}:${spec.slow}:${spec.signal}`;
  }
}

export function createIndicator(spec: IndicatorSpec): Indicator {
  switch (spec.kind) {
    case 'MA':
    case 'EMA': {
      const value: number[] = [];
      const calculate = spec.kind === 'MA' ? calculateSma : calculateEma;
      return guarded(spec, [spec.period], { value }, (bars, from) =>
        calculate(bars.close, spec.period, value, from),
      );
    }
    case 'BOLL': {
      const lines = { middle: [] as number[], upper: [] as number[], lower: [] as number[] };
      const valid = Number.isFinite(spec.multiplier) && spec.multiplier >= 0;
      return guarded(spec, valid ? [spec.period] : [NaN], lines, (bars, from) =>
        calculateBollinger(bars.close, spec.period, spec.multiplier, lines, from),
      );
    }
    case 'VOL': {
      const lines = { volume: [] as number[], ma: [] as number[] };
      return {
        spec,
        lines,
        update(bars, from) {
          const n = bars.volume.length;
          for (let i = from; i < n; i += 1) lines.volume[i] = bars.volume[i] ?? NaN;
          lines.volume.length = n;
          if (isPeriod(spec.maPeriod)) calculateSma(bars.volume, spec.maPeriod, lines.ma, from);
          else fillNaN(lines.ma, n);
        },
      };
    }
    case 'MACD': {
      const state = createMacdLines();
      const lines = { macd: state.macd, signal: state.signal, histogram: state.histogram };
      return guarded(spec, [spec.fast, spec.slow, spec.signal], lines, (bars, from) =>
        calculateMacd(bars.close, spec.fast, spec.slow, spec.signal, state, from),
      );
    }
    case 'RSI': {
      const state = createRsiLines();
      return guarded(spec, [spec.period], { value: state.value }, (bars, from) =>
        calculateRsi(bars.close, spec.period, state, from),
      );
    }
  }
}

/** An indicator whose lines stay all NaN when a period is out of range. */
function guarded(
  spec: IndicatorSpec,
  periods: number[],
  lines: Record<string, number[]>,
  calculate: (bars: BarStore, from: number) => void,
): Indicator {
  const valid = periods.every(isPeriod);
  return {
    spec,
    lines,
    update(bars, from) {
      if (valid) return calculate(bars, from);
      for (const line of Object.values(lines)) fillNaN(line, bars.time.length);
    },
  };
}

function fillNaN(line: number[], length: number): void {
  line.length = length;
  line.fill(NaN);
}
