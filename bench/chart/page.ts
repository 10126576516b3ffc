/**
 * The chart bench page (built by Vite: vite.config.ts). Candidate and floor side by side, driven round
 * by round from chart.bench.ts through `window.chartBench`:
 * - candidate: the app's own compute client (createComputeClient: a real module Worker over Comlink,
 *   fetching kline pages from the bench server's REST stub) and the app's createKlineChart, with the
 *   default indicators (MA 7, MA 25, VOL 5) and 500 execution markers;
 * - floor: lightweight-charts straight on the main thread, a candlestick series and a volume histogram
 *   fed the same bars as ready plain objects, with the same 500 markers already placed.
 * Each method resolves after two animation frames, so the frame that paints its work is inside the
 * caller's measurement window.
 */
import {
  CandlestickSeries,
  HistogramSeries,
  createChart,
  createSeriesMarkers,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { createComputeClient } from '../../src/app/compute/createComputeClient';
import {
  createKlineChart,
  type ChartMarker,
  type KlineChart,
} from '../../src/app/features/chart/kline/createKlineChart';
import { DEFAULT_CHART_SETTINGS, type KlineView, type SeriesRequest } from '../../src/shared/protocol';

/** What the bench asks of the page; chart.bench.ts compiles against the same type. */
export interface ChartBenchPage {
  /** Reads the bars, builds the floor's objects and the markers; answers the bar count. */
  setup(shown: number, markers: number): Promise<number>;
  /** Candidate, before showing: the worker drops the series and loads `shown` bars (pages of 500). */
  loadSeries(): Promise<{ bars: number; calls: number }>;
  /** Candidate: a fresh chart, the worker's snapshot shown, markers set, painted. */
  showCandidate(): Promise<{ waitMs: number; showMs: number; markersMs: number; bars: number }>;
  /** Floor: a fresh chart, the newest `shown` bars set from plain objects, markers set, painted. */
  showFloor(): Promise<{ setMs: number; bars: number }>;
  /** Both charts' first visible bars near the oldest one, as a user scrolling back leaves them. */
  scrollToOldest(): Promise<void>;
  /** Builds the next live round's stream (outside the measured window). */
  prepareLive(rate: number, seconds: number): void;
  /** The prepared stream, paced, on the chart shown; resolves when every update is drawn and painted. */
  live(kind: 'candidate' | 'floor'): Promise<{ updates: number; lagMs: number }>;
  /** Candidate: the worker loads one older page and the whole series is shown again (useKlineSeries). */
  backfillCandidate(
    page: number,
  ): Promise<{ waitMs: number; showMs: number; bars: number; added: number; longTasks: number[] }>;
  /** Floor: the same older bars, the series and volume set again from objects, the view kept. */
  backfillFloor(page: number): Promise<{ setMs: number; bars: number; longTasks: number[] }>;
  /** Removes whatever chart is shown. */
  dispose(): void;
  /** Nothing: the fixed cost of one round trip from the bench. */
  idle(): Promise<void>;
}

interface BarsJson {
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
}

// createKlineChart's fallbacks (chartColors.ts): the page has no theme variables.
const UP = '#0b8a4a';
const DOWN = '#d1283b';
const UP_SOFT = 'rgba(11, 138, 74, 0.45)';
const DOWN_SOFT = 'rgba(209, 40, 59, 0.45)';

const compute = createComputeClient();
const request: SeriesRequest = {
  key: { symbol: 'BENCHUSDT', interval: DEFAULT_CHART_SETTINGS.interval },
  chartType: 'candle',
  indicators: DEFAULT_CHART_SETTINGS.indicators,
};

let all: BarsJson = { time: [], open: [], high: [], low: [], close: [], volume: [] };
let shownCount = 0;
/** Every bar of the history as the floor's objects; the newest `shownCount` are what it shows first. */
let allCandles: CandlestickData<UTCTimestamp>[] = [];
let allVolumes: HistogramData<UTCTimestamp>[] = [];
let candles: CandlestickData<UTCTimestamp>[] = [];
let volumes: HistogramData<UTCTimestamp>[] = [];
let markers: ChartMarker[] = [];
let floorMarkers: SeriesMarker<Time>[] = [];

let prepared: { rate: number; stream: LiveBar[]; views: KlineView['candles'][] } = {
  rate: 1,
  stream: [],
  views: [],
};

let container: HTMLElement | undefined;
let candidate: KlineChart | undefined;
let floor:
  { chart: IChartApi; candles: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> } | undefined;

const frames = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

// Tasks over 50 ms, for the backfill rows' cross-check of the trace.
const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
const longTasksSince = (start: number): number[] =>
  longTasks.filter((task) => task.startTime >= start).map((task) => task.duration);

function freshContainer(): HTMLElement {
  api.dispose();
  container = document.createElement('div');
  container.className = 'chart';
  document.body.append(container);
  return container;
}

const candleAt = (i: number): CandlestickData<UTCTimestamp> => ({
  time: (all.time[i] ?? 0) as UTCTimestamp,
  open: all.open[i] ?? 0,
  high: all.high[i] ?? 0,
  low: all.low[i] ?? 0,
  close: all.close[i] ?? 0,
});
const volumeAt = (i: number): HistogramData<UTCTimestamp> => ({
  time: (all.time[i] ?? 0) as UTCTimestamp,
  value: all.volume[i] ?? 0,
  color: (all.close[i] ?? 0) >= (all.open[i] ?? 0) ? UP_SOFT : DOWN_SOFT,
});

/** One hub candle as numbers (the floor's) and as the hub's view carries it (the candidate's). */
interface LiveBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * The live stream of a round: `count` updates, `perBar` to a bar, the first bar being the newest shown
 * one (updated in place), each later one opening the next bar. Prices walk by whole cents.
 */
function liveStream(count: number, perBar: number): LiveBar[] {
  const last = all.time.length - 1;
  const step = (all.time[last] ?? 0) - (all.time[last - 1] ?? 0);
  const stream: LiveBar[] = [];
  let bar: LiveBar = {
    time: all.time[last] ?? 0,
    open: all.open[last] ?? 0,
    high: all.high[last] ?? 0,
    low: all.low[last] ?? 0,
    close: all.close[last] ?? 0,
    volume: all.volume[last] ?? 0,
  };
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % perBar === 0) {
      bar = {
        time: bar.time + step,
        open: bar.close,
        high: bar.close,
        low: bar.close,
        close: bar.close,
        volume: 0,
      };
    }
    // A deterministic wiggle of a few dollars; two decimals, as prices come on the wire.
    const close = Math.round((bar.close + Math.sin(i * 1.7) * 3) * 100) / 100;
    bar = {
      ...bar,
      close,
      high: Math.max(bar.high, close),
      low: Math.min(bar.low, close),
      volume: Math.round((bar.volume + 0.37) * 100) / 100,
    };
    stream.push(bar);
  }
  return stream;
}

const hubCandle = (bar: LiveBar): KlineView['candles'][number] => ({
  start: bar.time * 1000,
  open: bar.open.toFixed(2),
  high: bar.high.toFixed(2),
  low: bar.low.toFixed(2),
  close: bar.close.toFixed(2),
  volume: bar.volume.toFixed(2),
  confirmed: false,
});

/** Sends `count` updates at `rate` a second, catching up after a late timer rather than drifting. */
function paced(count: number, rate: number, send: (i: number) => void): Promise<void> {
  const interval = 1000 / rate;
  const start = performance.now();
  let sent = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(count, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) send(sent++);
      if (sent < count) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
}

const api: ChartBenchPage = {
  async setup(shown, markerCount) {
    all = (await (await fetch('/bars.json')).json()) as BarsJson;
    shownCount = shown;
    const first = all.time.length - shown;
    allCandles = all.time.map((_, i) => candleAt(i));
    allVolumes = all.time.map((_, i) => volumeAt(i));
    candles = allCandles.slice(first);
    volumes = allVolumes.slice(first);
    // Executions spread over the shown bars, inside their bars (not at the open), buys and sells alternating.
    markers = [];
    floorMarkers = [];
    const every = Math.floor(shown / markerCount);
    for (let k = 0; k < markerCount; k++) {
      const i = first + k * every + Math.floor(every / 2);
      const time = all.time[i] ?? 0;
      const side = k % 2 === 0 ? 'Buy' : 'Sell';
      const text = `${side === 'Buy' ? 'B' : 'S'} 0.0${(k % 9) + 1}`;
      markers.push({ id: `m${k}`, time: time * 1000 + 60_000, side, text });
      floorMarkers.push({
        id: `m${k}`,
        time: time as UTCTimestamp,
        position: side === 'Buy' ? 'belowBar' : 'aboveBar',
        shape: side === 'Buy' ? 'arrowUp' : 'arrowDown',
        color: side === 'Buy' ? UP : DOWN,
        text,
      });
    }
    return all.time.length;
  },

  async loadSeries() {
    await compute.drop(request.key);
    let snapshot = await compute.load(request, shownCount);
    let calls = 1;
    // load and loadOlder each fetch at most 1 + KLINE_EXTRA_REQUESTS pages: ask again until enough.
    while (snapshot.bars.time.length < shownCount && !snapshot.reachedStart) {
      snapshot = await compute.loadOlder(request, shownCount - snapshot.bars.time.length);
      calls += 1;
    }
    return { bars: snapshot.bars.time.length, calls };
  },

  async showCandidate() {
    const element = freshContainer();
    const chart = createKlineChart(element, {
      pricePrecision: 2,
      minMove: 0.01,
      locale: 'en',
      onNeedOlder: () => {},
    });
    candidate = chart;
    const t0 = performance.now();
    const snapshot = await compute.snapshot(request);
    const t1 = performance.now();
    chart.show(snapshot);
    const t2 = performance.now();
    chart.setMarkers(markers);
    const t3 = performance.now();
    await frames();
    return { waitMs: t1 - t0, showMs: t2 - t1, markersMs: t3 - t2, bars: snapshot.bars.time.length };
  },

  async showFloor() {
    const element = freshContainer();
    const t0 = performance.now();
    const chart = createChart(element, { autoSize: true, timeScale: { timeVisible: true, rightOffset: 5 } });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      borderUpColor: UP,
      borderDownColor: DOWN,
      wickUpColor: UP,
      wickDownColor: DOWN,
    });
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      priceLineVisible: false,
      lastValueVisible: false,
    });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    series.setData(candles);
    volume.setData(volumes);
    createSeriesMarkers(series, floorMarkers);
    const t1 = performance.now();
    floor = { chart, candles: series, volume };
    await frames();
    return { setMs: t1 - t0, bars: candles.length };
  },

  async scrollToOldest() {
    const chart = candidate?.chart ?? floor?.chart;
    // The candidate's library holds a window of the series (placeBarWindow): each scroll to its first
    // bars slices an older window, a task later, and moves the view; go on until the view stays.
    for (let i = 0; i < 20; i++) {
      chart?.timeScale().setVisibleLogicalRange({ from: 5, to: 155 });
      await frames();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await frames();
      if (Math.round(chart?.timeScale().getVisibleLogicalRange()?.from ?? 5) === 5) break;
    }
  },

  prepareLive(rate, seconds) {
    const stream = liveStream(Math.round(rate * seconds), rate);
    // The hub resends its last candles with every view: the bar before the live one comes along.
    const views = stream.map((bar, i) => {
      const before = stream.findLast((b, k) => k < i && b.time < bar.time);
      return before ? [hubCandle(before), hubCandle(bar)] : [hubCandle(bar)];
    });
    prepared = { rate, stream, views };
  },

  async live(kind) {
    const { rate, stream, views } = prepared;
    const count = stream.length;
    let drawn = 0;
    let lastDrawnAt = performance.now();
    let reloaded = false;
    let allDrawn: () => void = () => {};
    const done = new Promise<void>((resolve) => (allDrawn = resolve));
    const drew = () => {
      drawn += 1;
      lastDrawnAt = performance.now();
      if (drawn === count) allDrawn();
    };
    const candidateChart = kind === 'candidate' ? candidate : undefined;
    const floorChart = kind === 'floor' ? floor : undefined;
    if (kind === 'candidate' && !candidateChart) throw new Error('live: no candidate chart shown');
    if (kind === 'floor' && !floorChart) throw new Error('live: no floor chart shown');
    await paced(count, rate, (i) => {
      if (candidateChart) {
        // The app's path (useKlineSeries): the worker joins the hub's candles, the chart draws the change.
        void compute.applyLive(request, views[i] ?? []).then((update) => {
          if (update.reload) reloaded = true;
          else candidateChart.update(update);
          drew();
        });
      } else if (floorChart) {
        const bar = stream[i] as LiveBar;
        const time = bar.time as UTCTimestamp;
        floorChart.candles.update({ time, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
        const color = bar.close >= bar.open ? UP_SOFT : DOWN_SOFT;
        floorChart.volume.update({ time, value: bar.volume, color });
        drew();
      }
    });
    const sentAt = performance.now();
    await done;
    if (reloaded) throw new Error('live: the worker asked for a reload (a gap in the stream)');
    await frames();
    return { updates: count, lagMs: Math.max(0, lastDrawnAt - sentAt) };
  },

  async backfillCandidate(page) {
    const chart = candidate;
    if (!chart) throw new Error('backfill: no candidate chart shown');
    const before = chart.chart.timeScale().getVisibleLogicalRange();
    const start = performance.now();
    const snapshot = await compute.loadOlder(request, page);
    const t1 = performance.now();
    chart.show(snapshot);
    const t2 = performance.now();
    await frames();
    const after = chart.chart.timeScale().getVisibleLogicalRange();
    return {
      waitMs: t1 - start,
      showMs: t2 - t1,
      bars: snapshot.bars.time.length,
      added: Math.round((after?.from ?? 0) - (before?.from ?? 0)),
      longTasks: longTasksSince(start),
    };
  },

  async backfillFloor(page) {
    const chart = floor;
    if (!chart) throw new Error('backfill: no floor chart shown');
    const nextCandles = allCandles.slice(-(shownCount + page));
    const nextVolumes = allVolumes.slice(-(shownCount + page));
    const start = performance.now();
    // The library has no prepend: older bars mean the whole series again, and the view shifted by them.
    const range = chart.chart.timeScale().getVisibleLogicalRange();
    chart.candles.setData(nextCandles);
    chart.volume.setData(nextVolumes);
    if (range)
      chart.chart.timeScale().setVisibleLogicalRange({ from: range.from + page, to: range.to + page });
    const t1 = performance.now();
    await frames();
    return { setMs: t1 - start, bars: nextCandles.length, longTasks: longTasksSince(start) };
  },

  dispose() {
    candidate?.dispose();
    floor?.chart.remove();
    container?.remove();
    candidate = undefined;
    floor = undefined;
    container = undefined;
  },

  async idle() {},
};

(window as unknown as { chartBench: ChartBenchPage }).chartBench = api;
