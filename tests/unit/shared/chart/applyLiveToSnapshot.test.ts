import { describe, expect, it } from 'vitest';
import { applyLiveToSnapshot } from '../../../../src/shared/chart/applyLiveToSnapshot';
import type { BarColumns, BarPoint, LiveUpdate, SeriesSnapshot } from '../../../../src/shared/protocol';

function columns(times: number[], close: number[]): BarColumns {
  return {
    time: Float64Array.from(times),
    open: Float64Array.from(close),
    high: Float64Array.from(close),
    low: Float64Array.from(close),
    close: Float64Array.from(close),
    volume: Float64Array.from(close.map(() => 1)),
  };
}

function snapshot(): SeriesSnapshot {
  return {
    key: { symbol: 'BTCUSDT', interval: '1m' },
    chartType: 'heikinAshi',
    status: 'live',
    failure: '',
    bars: columns([60, 120, 180], [10, 11, 12]),
    shown: columns([60, 120, 180], [20, 21, 22]),
    rising: Uint8Array.from([1, 1, 1]),
    indicators: [{ spec: { kind: 'MA', period: 2 }, lines: { value: Float64Array.from([NaN, 10.5, 11.5]) } }],
    reachedStart: true,
  };
}

const point = (time: number, close: number): BarPoint => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 2,
});

function update(bars: BarPoint[], shown: BarPoint[], rising: number[], ma: number[]): LiveUpdate {
  return {
    key: { symbol: 'BTCUSDT', interval: '1m' },
    reload: false,
    bars,
    shown,
    rising,
    indicators: [{ spec: { kind: 'MA', period: 2 }, points: ma.map((value) => ({ value })) }],
  };
}

describe('applyLiveToSnapshot', () => {
  it('replaces the newest bar in place: bars, shown, rising and indicator values', () => {
    const before = snapshot();
    const after = applyLiveToSnapshot(before, update([point(180, 9)], [point(180, 19)], [0], [10]));
    expect(after).toBe(before);
    expect([...after.bars.close]).toEqual([10, 11, 9]);
    expect([...after.bars.volume]).toEqual([1, 1, 2]);
    expect([...after.shown.close]).toEqual([20, 21, 19]);
    expect([...after.rising]).toEqual([1, 1, 0]);
    expect([...(after.indicators[0]?.lines.value ?? [])]).toEqual([NaN, 10.5, 10]);
  });

  it('appends a new bar after the newest with the one before it corrected', () => {
    const before = snapshot();
    const after = applyLiveToSnapshot(
      before,
      update([point(180, 13), point(240, 14)], [point(180, 23), point(240, 24)], [1, 1], [12, 13.5]),
    );
    expect(after).not.toBe(before);
    expect([...after.bars.time]).toEqual([60, 120, 180, 240]);
    expect([...after.bars.close]).toEqual([10, 11, 13, 14]);
    expect([...after.shown.close]).toEqual([20, 21, 23, 24]);
    expect([...after.rising]).toEqual([1, 1, 1, 1]);
    expect([...(after.indicators[0]?.lines.value ?? [])]).toEqual([NaN, 10.5, 12, 13.5]);
    // The columns the tab held before are left as they were for the 3 bars they cover, and not grown.
    expect(before.bars.time).toHaveLength(3);
  });

  it('leaves a value the update does not carry undefined (NaN), never 0', () => {
    const after = applyLiveToSnapshot(snapshot(), {
      ...update([point(240, 14)], [point(240, 24)], [1], []),
      indicators: [{ spec: { kind: 'MA', period: 2 }, points: [{}] }],
    });
    expect(after.indicators[0]?.lines.value?.[3]).toBeNaN();
  });
});
