/**
 * Live candles update the derived series from the changed bar on (O(period) per indicator); the result
 * must be what a full recomputation over the same bars gives, up to float rounding (a sliding window
 * sum rounds differently from a fresh one).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBarStore, getBar, setBar } from '../../../../src/shared/chart/createBarStore';
import {
  createSeriesDerivations,
  type SeriesDerivations,
} from '../../../../src/shared/chart/createSeriesDerivations';
import type { PlotBar } from '../../../../src/shared/chart/parsePlotBar';
import type { IndicatorSpec } from '../../../../src/shared/protocol';

const period = fc.integer({ min: 1, max: 12 });
const spec: fc.Arbitrary<IndicatorSpec> = fc.oneof(
  period.map((p) => ({ kind: 'MA' as const, period: p })),
  period.map((p) => ({ kind: 'EMA' as const, period: p })),
  fc
    .tuple(period, fc.double({ min: 0, max: 3, noNaN: true }))
    .map(([p, m]) => ({ kind: 'BOLL' as const, period: p, multiplier: m })),
  period.map((p) => ({ kind: 'VOL' as const, maPeriod: p })),
  fc
    .tuple(period, period, period)
    .map(([fast, slow, signal]) => ({ kind: 'MACD' as const, fast, slow, signal })),
  period.map((p) => ({ kind: 'RSI' as const, period: p })),
);

const price = fc.double({ min: 1, max: 100_000, noNaN: true });
const bar = fc
  .tuple(price, price, price, price, fc.double({ min: 0, max: 1e6, noNaN: true }))
  .map(([open, a, b, close, volume]): Omit<PlotBar, 'time'> => ({
    open,
    close,
    high: Math.max(open, close, a, b),
    low: Math.min(open, close, a, b),
    volume,
  }));
/** A live change: the last bar updated, a new bar, or an older bar the hub corrected (depth from the end). */
const change = fc.oneof(
  bar.map((values) => ({ kind: 'replace' as const, depth: 1, values })),
  bar.map((values) => ({ kind: 'append' as const, depth: 0, values })),
  fc
    .tuple(fc.integer({ min: 2, max: 5 }), bar)
    .map(([depth, values]) => ({ kind: 'replace' as const, depth, values })),
);

/**
 * Within 1e-9 of the value, or 1e-10 of the series' largest price: a deviation of 0 after a window of
 * prices near 10^5 is only zero up to that much rounding.
 */
function expectSame(live: SeriesDerivations, full: SeriesDerivations, scale: number): void {
  const close = (a: number[], b: number[]) => {
    expect(a).toHaveLength(b.length);
    a.forEach((value, i) => {
      const expected = b[i] ?? NaN;
      if (Number.isNaN(expected)) expect(value).toBeNaN();
      else
        expect(Math.abs(value - expected)).toBeLessThanOrEqual(
          Math.max(1e-9 * Math.abs(expected), 1e-10 * scale, 1e-12),
        );
    });
  };
  expect(live.rising).toEqual(full.rising);
  for (const column of ['open', 'high', 'low', 'close'] as const)
    close(live.heikinAshi[column], full.heikinAshi[column]);
  live.indicators.forEach((indicator, k) => {
    for (const [name, line] of Object.entries(indicator.lines))
      close(line, full.indicators[k]?.lines[name] ?? []);
  });
}

describe('incremental derivations', () => {
  it('equal a full recomputation after any sequence of live changes', () => {
    fc.assert(
      fc.property(
        fc.array(bar, { minLength: 1, maxLength: 60 }),
        fc.array(spec, { minLength: 1, maxLength: 4 }),
        fc.array(change, { minLength: 1, maxLength: 20 }),
        (history, specs, changes) => {
          const bars = createBarStore(history.map((values, i) => ({ ...values, time: i })));
          const live = createSeriesDerivations();
          live.refresh(bars, specs);
          for (const { kind, depth, values } of changes) {
            const index = Math.max(0, bars.time.length - depth);
            const time = kind === 'append' ? bars.time.length : (getBar(bars, index)?.time ?? 0);
            setBar(bars, index, { ...values, time });
            live.invalidate(index);
            live.refresh(bars, specs);
          }
          const full = createSeriesDerivations();
          full.refresh(bars, specs);
          expectSame(live, full, Math.max(...bars.high, ...bars.volume));
        },
      ),
      { numRuns: 300 },
    );
  });
});
