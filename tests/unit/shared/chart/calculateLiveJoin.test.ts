import { describe, expect, it } from 'vitest';
import { calculateLiveJoin } from '../../../../src/shared/chart/calculateLiveJoin';
import { createBarStore } from '../../../../src/shared/chart/createBarStore';
import type { PlotBar } from '../../../../src/shared/chart/parsePlotBar';

const MINUTE = 60_000;
const bar = (time: number, close = 1): PlotBar => ({ time, open: 1, high: 2, low: 0.5, close, volume: 3 });
const history = createBarStore([bar(0), bar(MINUTE), bar(2 * MINUTE)]);

describe('calculateLiveJoin', () => {
  it('replaces the last bar when the candle has its start and new values', () => {
    expect(calculateLiveJoin(history, '1m', bar(2 * MINUTE, 1.5))).toEqual({ kind: 'replace', index: 2 });
  });

  it('ignores a candle the series already has, unchanged (the hub resends its last few)', () => {
    expect(calculateLiveJoin(history, '1m', bar(2 * MINUTE))).toEqual({ kind: 'ignore' });
    expect(calculateLiveJoin(history, '1m', bar(MINUTE))).toEqual({ kind: 'ignore' });
  });

  it('replaces an older bar it has, and ignores an older start it has not', () => {
    expect(calculateLiveJoin(history, '1m', bar(MINUTE, 9))).toEqual({ kind: 'replace', index: 1 });
    expect(calculateLiveJoin(history, '1m', bar(-MINUTE, 9))).toEqual({ kind: 'ignore' });
    expect(calculateLiveJoin(history, '1m', bar(MINUTE / 2, 9))).toEqual({ kind: 'ignore' });
  });

  it('appends the next interval, and finds bars missing past it', () => {
    expect(calculateLiveJoin(history, '1m', bar(3 * MINUTE))).toEqual({ kind: 'append' });
    expect(calculateLiveJoin(history, '1m', bar(4 * MINUTE))).toEqual({ kind: 'gap' });
  });

  it('ignores a start between two bucket boundaries', () => {
    expect(calculateLiveJoin(history, '1m', bar(2 * MINUTE + 30_000))).toEqual({ kind: 'ignore' });
  });

  it('starts an empty series with the candle', () => {
    expect(calculateLiveJoin(createBarStore(), '1m', bar(7 * MINUTE))).toEqual({ kind: 'append' });
  });

  it('joins months on the calendar: February after January, 31 days later', () => {
    const months = createBarStore([bar(Date.UTC(2024, 11, 1)), bar(Date.UTC(2025, 0, 1))]);
    expect(calculateLiveJoin(months, '1M', bar(Date.UTC(2025, 1, 1)))).toEqual({ kind: 'append' });
    // 30 days after January 1st is not a month boundary; March skips February.
    expect(calculateLiveJoin(months, '1M', bar(Date.UTC(2025, 0, 31)))).toEqual({ kind: 'ignore' });
    expect(calculateLiveJoin(months, '1M', bar(Date.UTC(2025, 2, 1)))).toEqual({ kind: 'gap' });
  });
});
