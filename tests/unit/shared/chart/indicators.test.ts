/**
 * Each derived series against values worked out by hand (fractions where the arithmetic is exact), never
 * against the code under test.
 */
import { describe, expect, it } from 'vitest';
import { calculateBollinger } from '../../../../src/shared/chart/calculateBollinger';
import { calculateEma } from '../../../../src/shared/chart/calculateEma';
import { calculateHeikinAshi } from '../../../../src/shared/chart/calculateHeikinAshi';
import { calculateMacd } from '../../../../src/shared/chart/calculateMacd';
import { calculateRising } from '../../../../src/shared/chart/calculateRising';
import { calculateRsi } from '../../../../src/shared/chart/calculateRsi';
import { calculateSma } from '../../../../src/shared/chart/calculateSma';
import { createBarStore } from '../../../../src/shared/chart/createBarStore';
import { createIndicator } from '../../../../src/shared/chart/createIndicator';

/** Equal within float rounding, NaN only where NaN is expected. */
function expectLine(actual: ArrayLike<number>, expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    if (Number.isNaN(value)) expect(actual[i], `bar ${i}`).toBeNaN();
    else expect(actual[i], `bar ${i}`).toBeCloseTo(value, 9);
  });
}

const bars = (rows: [open: number, high: number, low: number, close: number, volume?: number][]) =>
  createBarStore(
    rows.map(([open, high, low, close, volume = 1], i) => ({
      time: i * 60_000,
      open,
      high,
      low,
      close,
      volume,
    })),
  );

describe('MA', () => {
  it('averages the last `period` closes, NaN before the first full window', () => {
    expectLine(calculateSma([1, 2, 3, 4, 5], 3), [NaN, NaN, 2, 3, 4]);
    expectLine(calculateSma([1, 2], 3), [NaN, NaN]);
    expectLine(calculateSma([7, 9], 1), [7, 9]);
  });
});

describe('EMA', () => {
  it('seeds with the average of the first period, then α = 2/(period+1)', () => {
    // α = 0.5: 2 = (1+2+3)/3, then 0.5·4 + 0.5·2 = 3, 0.5·5 + 0.5·3 = 4, 0.5·10 + 0.5·4 = 7
    expectLine(calculateEma([1, 2, 3, 4, 5, 10], 3), [NaN, NaN, 2, 3, 4, 7]);
  });

  it('starts at `offset` for a line that is undefined before it', () => {
    // α = 2/3: seed (2+4)/2 = 3 at bar 3, then 2/3·6 + 1/3·3 = 5
    expectLine(calculateEma([NaN, NaN, 2, 4, 6], 2, [], 0, 2), [NaN, NaN, NaN, 3, 5]);
  });
});

describe('BOLL', () => {
  it('is the SMA ± multiplier population standard deviations', () => {
    // [1,2,3]: mean 2, variance (1+0+1)/3 = 2/3, so ±2·√(2/3) = ±1.632993161855452
    const lines = calculateBollinger([1, 2, 3, 4], 3, 2);
    expectLine(lines.middle, [NaN, NaN, 2, 3]);
    expectLine(lines.upper, [NaN, NaN, 3.632993161855452, 4.632993161855452]);
    expectLine(lines.lower, [NaN, NaN, 0.367006838144548, 1.367006838144548]);
  });

  it('has the textbook deviation of 2 for 2,4,4,4,5,5,7,9', () => {
    const lines = calculateBollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 1);
    expect(lines.middle[7]).toBeCloseTo(5, 12);
    expect(lines.upper[7]).toBeCloseTo(7, 12);
    expect(lines.lower[7]).toBeCloseTo(3, 12);
  });

  it('keeps a quiet market at a high price exact (no sum-of-squares cancellation)', () => {
    // 100000.01, 100000.02, 100000.03: deviation √(2/3)·0.01 = 0.008164965809277
    const lines = calculateBollinger([100_000.01, 100_000.02, 100_000.03, 100_000.02], 3, 1);
    expect((lines.upper[2] ?? NaN) - (lines.middle[2] ?? NaN)).toBeCloseTo(0.008164965809277, 9);
    expect((lines.upper[3] ?? NaN) - (lines.middle[3] ?? NaN)).toBeCloseTo(0.00471404520791, 9);
  });
});

describe('VOL', () => {
  it('draws the volume and its moving average', () => {
    const vol = createIndicator({ kind: 'VOL', maPeriod: 2 });
    vol.update(
      bars([
        [1, 1, 1, 1, 10],
        [1, 1, 1, 1, 20],
        [1, 1, 1, 1, 40],
      ]),
      0,
    );
    expectLine(vol.lines.volume ?? [], [10, 20, 40]);
    expectLine(vol.lines.ma ?? [], [NaN, 15, 30]);
  });
});

describe('MACD', () => {
  it('is EMA(fast) − EMA(slow), its signal an EMA of it, the histogram their difference', () => {
    // fast EMA(2): 3/2, 19/6, 115/18, 691/54, 4147/162; slow EMA(3): 7/3, 31/6, 127/12, 511/24
    // macd from bar 2; signal EMA(2) seeded at bar 3 with (5/6 + 11/9)/2 = 37/36
    const lines = calculateMacd([1, 2, 4, 8, 16, 32], 2, 3, 2);
    expectLine(lines.macd, [NaN, NaN, 5 / 6, 11 / 9, 239 / 108, 2791 / 648]);
    expectLine(lines.signal, [NaN, NaN, NaN, 37 / 36, 589 / 324, 6760 / 1944]);
    expectLine(lines.histogram, [NaN, NaN, NaN, 7 / 36, 128 / 324, 1613 / 1944]);
  });
});

describe('RSI', () => {
  it('uses Wilder’s smoothing after a simple-average seed', () => {
    // changes +1, −0.5, +1, 0. Bar 2: gain 1/2, loss 1/4, RS 2 → 200/3.
    // Bar 3: gain (1/2 + 1)/2 = 3/4, loss (1/4 + 0)/2 = 1/8, RS 6 → 600/7. Bar 4: 3/8 and 1/16, RS 6 again.
    expectLine(calculateRsi([1, 2, 1.5, 2.5, 2.5], 2).value, [NaN, NaN, 200 / 3, 600 / 7, 600 / 7]);
  });

  it('is 100 with no losses, 0 with no gains, 50 when flat', () => {
    expectLine(calculateRsi([1, 2, 3], 2).value, [NaN, NaN, 100]);
    expectLine(calculateRsi([3, 2, 1], 2).value, [NaN, NaN, 0]);
    expectLine(calculateRsi([1, 1, 1], 2).value, [NaN, NaN, 50]);
  });
});

describe('heikin-ashi', () => {
  it('averages each bar and opens between the previous HA open and close', () => {
    const ha = calculateHeikinAshi(
      bars([
        [10, 15, 8, 12],
        [12, 13, 9, 10],
        [10, 10.5, 10, 10.5],
      ]),
    );
    // bar 0: close 45/4, open (10+12)/2; bar 1: close 44/4, open (11+11.25)/2;
    // bar 2: close 41/4, open (11.125+11)/2 = 11.0625, above the raw high, so it is the HA high.
    expectLine(ha.close, [11.25, 11, 10.25]);
    expectLine(ha.open, [11, 11.125, 11.0625]);
    expectLine(ha.high, [15, 13, 11.0625]);
    expectLine(ha.low, [8, 9, 10]);
  });
});

describe('rising (hollow candles)', () => {
  it('compares each close with the previous close, and bar 0 with its own open', () => {
    expect(
      calculateRising(
        bars([
          [10, 12, 9, 12],
          [12, 12, 9, 10],
          [10, 11, 10, 10.5],
          [10.5, 11, 10, 10.5],
        ]),
      ),
    ).toEqual([1, 0, 1, 1]);
    expect(calculateRising(bars([[12, 12, 9, 10]]))).toEqual([0]);
  });
});

describe('indicator settings out of range', () => {
  it('draw nothing rather than throw', () => {
    const ma = createIndicator({ kind: 'MA', period: 0 });
    ma.update(
      bars([
        [1, 1, 1, 1],
        [2, 2, 2, 2],
      ]),
      0,
    );
    expectLine(ma.lines.value ?? [], [NaN, NaN]);
    const boll = createIndicator({ kind: 'BOLL', period: 2, multiplier: Number.NaN });
    boll.update(
      bars([
        [1, 1, 1, 1],
        [2, 2, 2, 2],
      ]),
      0,
    );
    expectLine(boll.lines.upper ?? [], [NaN, NaN]);
  });
});
