/**
 * createKlineChart's window of bars (placeBarWindow) over the recording lightweight-charts fake: the
 * library holds at most BAR_WINDOW bars around the view, sliced again as the view nears a held edge,
 * with the live bars kept for when the view comes back to them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKlineChart, type KlineChart } from '../../../../src/app/features/chart/kline/createKlineChart';
import { barWindowSize } from '../../../../src/shared/chart/placeBarWindow';
import type { BarColumns, LiveUpdate, SeriesSnapshot } from '../../../../src/shared/protocol';
import {
  FAKE_TIME_SCALE_WIDTH,
  fakeCharts,
  resetFakeCharts,
  type FakeChart,
} from '../../fakeLightweightCharts';

const STEP = 60;
const BAR_WINDOW = barWindowSize(FAKE_TIME_SCALE_WIDTH);
const NEWEST_HELD = 10_000 - BAR_WINDOW;

function columns(from: number, count: number): BarColumns {
  const time = Float64Array.from({ length: count }, (_, i) => (from + i) * STEP);
  const close = Float64Array.from({ length: count }, (_, i) => 100 + ((from + i) % 7));
  return { time, open: close.slice(), high: close.slice(), low: close.slice(), close, volume: close.slice() };
}

/** Bars `from`…`to - 1` (minutes since 0), candles with one MA line. */
function series(from: number, to: number): SeriesSnapshot {
  const bars = columns(from, to - from);
  return {
    key: { symbol: 'BTCUSDT', interval: '1m' },
    chartType: 'candle',
    status: 'live',
    failure: '',
    bars,
    shown: columns(from, to - from),
    rising: new Uint8Array(to - from),
    indicators: [{ spec: { kind: 'MA', period: 7 }, lines: { value: bars.close.slice() } }],
    reachedStart: false,
  };
}

function live(minute: number, close: number): LiveUpdate {
  const bar = { time: minute * STEP, open: close, high: close, low: close, close, volume: 1 };
  return {
    key: { symbol: 'BTCUSDT', interval: '1m' },
    reload: false,
    bars: [bar],
    shown: [bar],
    rising: [1],
    indicators: [{ spec: { kind: 'MA', period: 7 }, points: [{ value: close }] }],
  };
}

const times = (data: unknown[]) => data.map((point) => (point as { time: number }).time / STEP);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let chart: KlineChart;
let fake: FakeChart;
let needOlder: ReturnType<typeof vi.fn<(missing: number) => void>>;
const price = () => fake.series.find((s) => s.kind === 'Candlestick');
const volume = () => fake.series.find((s) => s.kind === 'Histogram');
/** The user scrolls: the view set, and the library's range event. */
function scrollTo(from: number, to: number) {
  chart.chart.timeScale().setVisibleLogicalRange({ from, to });
  for (const listener of fake.rangeListeners) listener({ from, to });
}
const view = () => chart.chart.timeScale().getVisibleLogicalRange();

beforeEach(() => {
  resetFakeCharts();
  needOlder = vi.fn<(missing: number) => void>();
  chart = createKlineChart(document.createElement('div'), {
    pricePrecision: 2,
    minMove: 0.01,
    locale: 'en',
    onNeedOlder: needOlder,
  });
  const made = fakeCharts.at(-1);
  if (!made) throw new Error('no chart made');
  fake = made;
});

afterEach(() => chart.dispose());

describe('createKlineChart: the window of bars the library holds', () => {
  it('gives the library the newest BAR_WINDOW bars of a long series, every series the same ones', () => {
    chart.show(series(0, 10_000));
    expect(times(price()?.data ?? [])).toEqual(Array.from({ length: BAR_WINDOW }, (_, i) => NEWEST_HELD + i));
    expect(volume()?.data).toHaveLength(BAR_WINDOW);
    expect(fake.series.find((s) => s.kind === 'Line')?.data).toHaveLength(BAR_WINDOW);
  });

  it('slices an older window as the view nears the held start, the view kept on its bars', async () => {
    chart.show(series(0, 10_000));
    scrollTo(100, 250); // within 500 bars of the held start
    await tick();
    const first = times(price()?.data ?? [])[0] ?? NaN;
    expect(first).toBeLessThan(NEWEST_HELD);
    expect(first).toBeGreaterThanOrEqual(0);
    // The same bars in view: logical index + the window's start.
    expect((view()?.from ?? NaN) + first).toBeCloseTo(NEWEST_HELD + 100);
    expect((view()?.to ?? NaN) - (view()?.from ?? NaN)).toBeCloseTo(150);
    // Volume and indicators follow a task later each, then hold the same window.
    await tick();
    await tick();
    expect(times(volume()?.data ?? [])[0]).toBe(first);
    expect(needOlder).not.toHaveBeenCalled();
  });

  it('asks for older pages only at the series start, not at a held start', async () => {
    chart.show(series(0, 10_000));
    scrollTo(2, 150);
    expect(needOlder).not.toHaveBeenCalled();
    for (let i = 0; i < 30 && times(price()?.data ?? [])[0] !== 0; i++) {
      await tick();
      scrollTo(2, 150);
    }
    expect(times(price()?.data ?? [])[0]).toBe(0);
    expect(needOlder).toHaveBeenCalled();
  });

  it('keeps live bars while an older stretch is held, and shows them when the view comes back', async () => {
    chart.show(series(0, 10_000));
    scrollTo(2, 150);
    await tick();
    const olderFirst = times(price()?.data ?? [])[0] ?? NaN;
    expect(olderFirst).toBeLessThan(NEWEST_HELD);
    const updatesBefore = price()?.updates.length ?? 0;
    chart.update(live(10_000, 123)); // a new bar while the library holds older bars
    expect(price()?.updates.length).toBe(updatesBefore);
    // Back to the newest bars: the window slides to the series end, the live bar in it.
    const heldLength = price()?.data.length ?? 0;
    scrollTo(heldLength - 100, heldLength);
    for (let i = 0; i < 30 && times(price()?.data ?? []).at(-1) !== 10_000; i++) {
      await tick();
      const length = price()?.data.length ?? 0;
      scrollTo(length - 100, length);
    }
    expect(times(price()?.data ?? []).at(-1)).toBe(10_000);
    expect((price()?.data.at(-1) as { close: number }).close).toBe(123);
    // At the newest bars again, a live bar goes straight to the library.
    chart.update(live(10_001, 124));
    expect(price()?.updates.at(-1)?.point).toMatchObject({ time: 10_001 * STEP, close: 124 });
  });

  it('a backfill at the series start brings the new bars into the window, the view on the same bars', async () => {
    chart.show(series(500, 3_500));
    for (let i = 0; i < 30 && times(price()?.data ?? [])[0] !== 500; i++) {
      scrollTo(3, 103);
      await tick();
    }
    scrollTo(3, 103);
    expect(times(price()?.data ?? [])[0]).toBe(500);
    chart.show(series(0, 3_500));
    expect(times(price()?.data ?? [])[0]).toBe(0);
    expect(price()?.data.length).toBeLessThanOrEqual(BAR_WINDOW);
    expect(view()?.from).toBeCloseTo(503);
    // The volume keeps the old window for a task, then the new one: the view stays on its bars.
    await tick();
    await tick();
    expect(times(volume()?.data ?? [])[0]).toBe(0);
    expect(view()?.from).toBeCloseTo(503);
  });
});

describe('createKlineChart: time texts', () => {
  type TimeOptions = {
    localization: { locale: string; timeFormatter(time: number): string };
    timeScale: { tickMarkFormatter(time: number, type: number): string };
  };
  const at = Date.UTC(2024, 0, 31, 13, 4, 5) / 1000;
  const YEAR = 0;

  it('writes the time axis and crosshair through the locale’s formatter, and follows a change of language', () => {
    const options = () => fake.options as TimeOptions;
    expect(options().localization.locale).toBe('en');
    expect(options().timeScale.tickMarkFormatter(at, YEAR)).toBe('2024');
    expect(options().localization.timeFormatter(at)).toBe('01/31/2024, 13:04:05');
    chart.relocalize('th-TH');
    expect(options().localization.locale).toBe('th-TH');
    // Gregorian, not the Buddhist 2567 the library's own formatting gives in th-TH.
    expect(options().timeScale.tickMarkFormatter(at, YEAR)).toBe('2024');
    expect(options().localization.timeFormatter(at)).toMatch(/^31\/01\/2024[^0-9]+13:04:05$/);
  });
});
