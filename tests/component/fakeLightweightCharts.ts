/**
 * lightweight-charts for jsdom, which has neither canvas nor matchMedia: the part of the library's API
 * the app uses, keeping what it was given so component tests can read it (`fakeCharts`). Coordinates
 * are a plain linear map, `y = FAKE_Y_AT_ZERO − price × FAKE_PX_PER_PRICE`, so a test can place a
 * pointer at a price. Registered for every component test in setup.ts; real drawing is e2e's job.
 */

export const FAKE_Y_AT_ZERO = 100_000;
/** The time scale's width in px (jsdom lays nothing out). */
export const FAKE_TIME_SCALE_WIDTH = 1_000;
export const FAKE_PX_PER_PRICE = 1;

type Listener = (...args: unknown[]) => void;

export interface FakeSeries {
  kind: string;
  pane: number;
  options: Record<string, unknown>;
  data: unknown[];
  updates: { point: unknown; historical: boolean }[];
  priceLines: { options: Record<string, unknown>; removed: boolean }[];
  markers: unknown[];
}

export interface FakeChart {
  series: FakeSeries[];
  removed: boolean;
  options: Record<string, unknown>;
  scales: Map<string, Record<string, unknown>>;
  rangeListeners: Set<Listener>;
  clickListeners: Set<Listener>;
}

/** Every chart made since the last reset, newest last. */
export const fakeCharts: FakeChart[] = [];

export function resetFakeCharts(): void {
  fakeCharts.length = 0;
}

function definition(kind: string) {
  return { kind };
}

export const AreaSeries = definition('Area');
export const BarSeries = definition('Bar');
export const BaselineSeries = definition('Baseline');
export const CandlestickSeries = definition('Candlestick');
export const HistogramSeries = definition('Histogram');
export const LineSeries = definition('Line');
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' } as const;
export const PriceScaleMode = { Normal: 0, Logarithmic: 1, Percentage: 2, IndexedTo100: 3 } as const;
export const LineStyle = { Solid: 0, Dotted: 1, Dashed: 2, LargeDashed: 3, SparseDotted: 4 } as const;
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 } as const;

function makeSeries(kind: string, options: Record<string, unknown> = {}, pane = 0) {
  const state: FakeSeries = { kind, pane, options, data: [], updates: [], priceLines: [], markers: [] };
  const api = {
    state,
    setData(data: unknown[]) {
      state.data = [...data];
    },
    update(point: unknown, historical = false) {
      state.updates.push({ point, historical });
    },
    applyOptions(next: Record<string, unknown>) {
      Object.assign(state.options, next);
    },
    createPriceLine(lineOptions: Record<string, unknown>) {
      const line = { options: { ...lineOptions }, removed: false };
      state.priceLines.push(line);
      return { applyOptions: (next: Record<string, unknown>) => Object.assign(line.options, next), line };
    },
    removePriceLine(handle: { line: { removed: boolean } }) {
      handle.line.removed = true;
    },
    priceToCoordinate: (price: number) => FAKE_Y_AT_ZERO - price * FAKE_PX_PER_PRICE,
    coordinateToPrice: (y: number) => (FAKE_Y_AT_ZERO - y) / FAKE_PX_PER_PRICE,
  };
  return api;
}

function makeChart(options: Record<string, unknown> = {}) {
  const state: FakeChart = {
    series: [],
    removed: false,
    options,
    scales: new Map(),
    rangeListeners: new Set(),
    clickListeners: new Set(),
  };
  fakeCharts.push(state);
  let range: { from: number; to: number } | null = null;
  return {
    state,
    addSeries(def: { kind: string }, seriesOptions?: Record<string, unknown>, pane?: number) {
      const series = makeSeries(def.kind, { ...seriesOptions }, pane ?? 0);
      state.series.push(series.state);
      return series;
    },
    removeSeries(series: { state: FakeSeries }) {
      state.series = state.series.filter((s) => s !== series.state);
    },
    // Every positive price is in view (priceToCoordinate puts price p at FAKE_Y_AT_ZERO − p).
    paneSize: () => ({ width: 1_200, height: FAKE_Y_AT_ZERO }),
    priceScale(id: string) {
      const scale = state.scales.get(id) ?? {};
      state.scales.set(id, scale);
      return { applyOptions: (next: Record<string, unknown>) => Object.assign(scale, next), width: () => 60 };
    },
    timeScale() {
      return {
        subscribeVisibleLogicalRangeChange: (l: Listener) => state.rangeListeners.add(l),
        unsubscribeVisibleLogicalRangeChange: (l: Listener) => state.rangeListeners.delete(l),
        subscribeSizeChange: () => undefined,
        unsubscribeSizeChange: () => undefined,
        getVisibleLogicalRange: () => range,
        width: () => FAKE_TIME_SCALE_WIDTH,
        setVisibleLogicalRange: (next: { from: number; to: number }) => {
          range = next;
        },
        // The library's time points are the union of every series' times.
        timeToIndex: (time: number, findNearest = false) => {
          const times = [
            ...new Set(state.series.flatMap((s) => s.data.map((point) => (point as { time: number }).time))),
          ].sort((a, b) => a - b);
          const exact = times.indexOf(time);
          if (exact >= 0 || !findNearest) return exact >= 0 ? exact : null;
          const after = times.findIndex((t) => t > time);
          return after < 0 ? times.length - 1 : after;
        },
      };
    },
    subscribeClick: (l: Listener) => state.clickListeners.add(l),
    unsubscribeClick: (l: Listener) => state.clickListeners.delete(l),
    applyOptions: (next: Record<string, unknown>) => Object.assign(state.options, next),
    takeScreenshot: () => document.createElement('canvas'),
    remove() {
      state.removed = true;
    },
  };
}

export const createChart = (_container: unknown, options?: Record<string, unknown>) => makeChart(options);
export const createOptionsChart = (_container: unknown, options?: Record<string, unknown>) =>
  makeChart(options);

export function createSeriesMarkers(series: { state: FakeSeries }, markers: unknown[] = []) {
  series.state.markers = [...markers];
  return {
    setMarkers(next: unknown[]) {
      series.state.markers = [...next];
    },
    detach() {
      series.state.markers = [];
    },
  };
}
