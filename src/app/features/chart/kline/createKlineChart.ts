import {
  AreaSeries,
  BarSeries,
  BaselineSeries,
  CandlestickSeries,
  ColorType,
  HistogramSeries,
  LineSeries,
  PriceScaleMode,
  createChart,
  createSeriesMarkers,
  type CreatePriceLineOptions,
  type IChartApi,
  type IPriceLine,
  type ISeriesMarkersPluginApi,
  type MouseEventParams,
  type SeriesMarker,
  type Time,
  type ISeriesApi,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { applyLiveToSnapshot } from '../../../../shared/chart/applyLiveToSnapshot';
import { barWindowSize, placeBarWindow, type BarWindow } from '../../../../shared/chart/placeBarWindow';
import type { BarColumns, ChartType, LiveUpdate, SeriesSnapshot } from '../../../../shared/protocol';
import { readChartColors, type ChartColors } from './chartColors';
import { createChartPriceFormatter } from './createChartPriceFormatter';
import { createChartTimeFormat } from './createChartTimeFormat';
import { createIndicatorSeries } from './indicatorSeries';
import { toLineData, toShownData, toShownPoint, toVolumeData, toVolumePoint } from './toChartData';

/** Bars left of the first shown one before the chart asks for the page before it. */
const BACKFILL_MARGIN_BARS = 20;

export interface KlineChartOptions {
  /** Price decimals and the smallest price step of the symbol: the price axis and crosshair labels. */
  pricePrecision: number;
  minMove: number;
  /**
   * The page's locale: the time and price texts follow it (createChartTimeFormat,
   * createChartPriceFormatter).
   */
  locale: string;
  /** The user scrolled to within BACKFILL_MARGIN_BARS of the oldest bar: `missing` bars are wanted. */
  onNeedOlder(missing: number): void;
}

export interface ChartMarker {
  id: string;
  /** Unix ms. */
  time: number;
  side: 'Buy' | 'Sell';
  text: string;
}

/** Work run one piece per task (a timer each); `flush` runs what is left now, `cancel` drops it. */
function createTaskQueue() {
  let queue: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = undefined;
    queue.shift()?.();
    if (queue.length > 0) timer = setTimeout(next, 0);
  };
  return {
    run(work: (() => void)[]) {
      queue.push(...work);
      timer ??= setTimeout(next, 0);
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      const work = queue;
      queue = [];
      for (const piece of work) piece();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}

/** Bars [start, end) of every column: views on the same memory, nothing is copied. */
function sliceColumns(bars: BarColumns, { start, end }: BarWindow): BarColumns {
  return {
    time: bars.time.subarray(start, end),
    open: bars.open.subarray(start, end),
    high: bars.high.subarray(start, end),
    low: bars.low.subarray(start, end),
    close: bars.close.subarray(start, end),
    volume: bars.volume.subarray(start, end),
  };
}

/** What the library is given of a snapshot: the window's bars (see placeBarWindow). */
function sliceSnapshot(snapshot: SeriesSnapshot, window: BarWindow): SeriesSnapshot {
  return {
    ...snapshot,
    bars: sliceColumns(snapshot.bars, window),
    shown: sliceColumns(snapshot.shown, window),
    rising: snapshot.rising.subarray(window.start, window.end),
    indicators: snapshot.indicators.map((indicator) => ({
      spec: indicator.spec,
      lines: Object.fromEntries(
        Object.entries(indicator.lines).map(([name, line]) => [
          name,
          line.subarray(window.start, window.end),
        ]),
      ),
    })),
  };
}

/** The index of the last bar starting at or before `seconds`, or -1. */
function barIndexAt(times: Float64Array, seconds: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((times[mid] ?? Infinity) <= seconds) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** A price line on the price series that outlives a change of chart type; harmless after dispose. */
export interface ChartPriceLine {
  update(options: CreatePriceLineOptions): void;
  remove(): void;
}

/**
 * After `dispose` what would change the chart does nothing: the overlays drawn on it (markers, price
 * lines) clean up after it is gone, since React runs a removed tree's cleanups parent first, and a
 * library call on a removed chart plans a frame that throws ("Object is disposed").
 */
export interface KlineChart {
  readonly chart: IChartApi;
  /** The price series, for coordinate conversions. */
  mainSeries(): ISeriesApi<SeriesType>;
  /** A horizontal line at a price (order lines, average prices, grid levels). */
  addPriceLine(options: CreatePriceLineOptions): ChartPriceLine;
  show(snapshot: SeriesSnapshot): void;
  update(update: LiveUpdate): void;
  /** Other symbols' closes over the price, in percent from the first shown bar (spec: compare). */
  showCompare(lines: { symbol: string; snapshot: SeriesSnapshot }[]): void;
  /** The price axis in logarithmic scale (while compares show, it stays in percent). */
  setLogScale(on: boolean): void;
  updateCompare(symbol: string, update: LiveUpdate): void;
  /**
   * Calls `listener` once per frame after the price or time axis may have moved (a scroll, a zoom, a
   * resize, new data that rescaled the price axis): for HTML laid over the chart at a price.
   */
  subscribeLayout(listener: () => void): () => void;
  /** The price axis's width in px (HTML laid over the chart keeps clear of it). */
  priceAxisWidth(): number;
  /** The main pane's height in px: prices whose coordinate falls outside 0…height are out of view. */
  paneHeight(): number;
  /** The theme's colours as last read (restyle). */
  colors(): ChartColors;
  /**
   * Execution markers (spec 000 §9: green buy, red sell): each at the bar its time falls in, so a
   * marker before the oldest loaded bar appears once that history is loaded.
   */
  setMarkers(markers: ChartMarker[]): void;
  /** A click on a marker: the ids of every marker on that bar. */
  subscribeMarkerClick(listener: (ids: string[]) => void): () => void;
  screenshot(): HTMLCanvasElement;
  /** Follows a theme change (colours are read from the container's CSS variables). */
  restyle(): void;
  /** Follows a change of the page's language. */
  relocalize(locale: string): void;
  dispose(): void;
}

function addMainSeries(chart: IChartApi, type: ChartType, colors: ChartColors, options: KlineChartOptions) {
  const priceFormat = { type: 'price' as const, precision: options.pricePrecision, minMove: options.minMove };
  const upDown = { upColor: colors.up, downColor: colors.down };
  switch (type) {
    case 'bar':
      return chart.addSeries(BarSeries, { ...upDown, priceFormat });
    case 'line':
      return chart.addSeries(LineSeries, { color: colors.accent, lineWidth: 2, priceFormat });
    case 'area':
      return chart.addSeries(AreaSeries, {
        lineColor: colors.accent,
        topColor: `${colors.accent}55`,
        bottomColor: `${colors.accent}05`,
        priceFormat,
      });
    case 'baseline':
      return chart.addSeries(BaselineSeries, {
        topLineColor: colors.up,
        bottomLineColor: colors.down,
        priceFormat,
      });
    default:
      // candle, heikin-ashi (the worker sends HA bars as `shown`) and hollow candle (colours per bar)
      return chart.addSeries(CandlestickSeries, {
        ...upDown,
        borderUpColor: colors.up,
        borderDownColor: colors.down,
        wickUpColor: colors.up,
        wickDownColor: colors.down,
        priceFormat,
      });
  }
}

/**
 * The kline chart (lightweight-charts): the price series drawn as the chart type asks, volume bars at
 * the bottom of the price pane, indicators over the price or in panes below, and compare lines. Times
 * are UTC (spec 000 §9), written by the locale's one date formatter (createChartTimeFormat). Data comes from the compute worker
 * already shaped; this only hands it to the library, a window of bars around the view
 * (placeBarWindow): the whole series stays here, kept current with the live bars, and is sliced again
 * as the view nears a held edge. Logical indices are the library's, from the window's first bar.
 */
export function createKlineChart(container: HTMLElement, options: KlineChartOptions): KlineChart {
  let colors = readChartColors(container);
  const time = createChartTimeFormat(options.locale);
  const chart = createChart(container, {
    localization: {
      ...time.localization,
      priceFormatter: createChartPriceFormatter(options.locale, options.pricePrecision),
    },
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    // At least a pixel a bar: the widest view fits the window of bars the library holds.
    timeScale: {
      ...time.timeScale,
      timeVisible: true,
      secondsVisible: true,
      rightOffset: 5,
      minBarSpacing: 1,
    },
    // A mark at the pane's very top or bottom would show half its text: only whole texts are drawn.
    rightPriceScale: { borderColor: colors.grid, entireTextOnly: true },
  });
  let type: ChartType | undefined;
  let main: ISeriesApi<SeriesType> | undefined;
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    priceLineVisible: false,
    lastValueVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const indicators = createIndicatorSeries(chart, () => colors);
  const compares = new Map<string, ISeriesApi<'Line'>>();
  /** Every price line and its options, so a new price series (another chart type) gets them again. */
  const priceLines = new Map<object, { options: CreatePriceLineOptions; line: IPriceLine }>();
  let disposed = false;
  const deferred = createTaskQueue();
  let logScale = false;
  // Different prices share one axis only as percentages from the first shown bar.
  const applyScaleMode = () =>
    chart.priceScale('right').applyOptions({
      mode:
        compares.size > 0
          ? PriceScaleMode.Percentage
          : logScale
            ? PriceScaleMode.Logarithmic
            : PriceScaleMode.Normal,
    });
  /** The whole series as last shown, with the live bars since; `held` is what the library has of it. */
  let full: SeriesSnapshot | undefined;
  let held: BarWindow = { start: 0, end: 0 };
  const barTimes = () => full?.bars.time ?? new Float64Array(0);
  let markers: ChartMarker[] = [];
  let markerPlugin: ISeriesMarkersPluginApi<Time> | undefined;
  const drawMarkers = () => {
    if (!main) return;
    const times = barTimes();
    const placed: SeriesMarker<Time>[] = [];
    for (const marker of markers) {
      const index = barIndexAt(times, marker.time / 1000);
      // Only on held bars; after the newest bar a trade belongs to the live one.
      if (index < held.start || index >= held.end) continue;
      placed.push({
        id: marker.id,
        time: (times[index] ?? 0) as UTCTimestamp,
        position: marker.side === 'Buy' ? 'belowBar' : 'aboveBar',
        shape: marker.side === 'Buy' ? 'arrowUp' : 'arrowDown',
        color: marker.side === 'Buy' ? colors.up : colors.down,
        text: marker.text,
      });
    }
    placed.sort((a, b) => (a.time as number) - (b.time as number));
    if (!markerPlugin) markerPlugin = createSeriesMarkers(main, placed);
    else markerPlugin.setMarkers(placed);
  };
  const layoutListeners = new Set<() => void>();
  let layoutFrame = 0;
  const layoutChanged = () => {
    if (layoutFrame !== 0 || layoutListeners.size === 0) return;
    layoutFrame = requestAnimationFrame(() => {
      layoutFrame = 0;
      for (const listener of layoutListeners) listener();
    });
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(layoutChanged);
  chart.timeScale().subscribeSizeChange(layoutChanged);

  const ensureMain = (next: ChartType): ISeriesApi<SeriesType> => {
    if (main && type === next) return main;
    if (main) chart.removeSeries(main);
    markerPlugin?.detach();
    markerPlugin = undefined;
    main = addMainSeries(chart, next, colors, options);
    type = next;
    for (const entry of priceLines.values()) entry.line = main.createPriceLine(entry.options);
    return main;
  };

  const soft = () => ({ up: colors.upSoft, down: colors.downSoft });

  /**
   * The bar at the view's left edge, by time, and the view's width: after the library's data changes
   * (its time points are the union of every series', so they move as each series gets its window) the
   * view is put back on the same bars.
   */
  const viewAnchor = () => {
    const range = chart.timeScale().getVisibleLogicalRange();
    const times = barTimes();
    if (!range || held.end <= held.start) return undefined;
    const index = Math.min(Math.max(Math.floor(range.from), 0), held.end - held.start - 1);
    const time = times[held.start + index];
    if (time === undefined) return undefined;
    return { time, offset: range.from - index, width: range.to - range.from };
  };
  type ViewAnchor = NonNullable<ReturnType<typeof viewAnchor>>;
  const restoreView = (anchor: ViewAnchor | undefined) => {
    if (!anchor) return;
    const index = chart.timeScale().timeToIndex(anchor.time as UTCTimestamp, true);
    if (index === null) return;
    const from = index + anchor.offset;
    chart.timeScale().setVisibleLogicalRange({ from, to: from + anchor.width });
  };
  const windowSize = () => barWindowSize(chart.timeScale().width());
  /** The view in series indices (the window's logical indices plus its start). */
  const viewInSeries = () => {
    const range = chart.timeScale().getVisibleLogicalRange();
    return range ? { from: range.from + held.start, to: range.to + held.start } : undefined;
  };

  /**
   * Gives the library the `window` of `snapshot`: the price series at once, the volume and indicator
   * lines then (a task each when `spread`, so no task sets every series), the view kept on its bars.
   */
  const hold = (
    snapshot: SeriesSnapshot,
    window: BarWindow,
    spread: boolean,
    anchor: ViewAnchor | undefined,
  ) => {
    deferred.cancel();
    const series = ensureMain(snapshot.chartType);
    const part = sliceSnapshot(snapshot, window);
    series.setData(toShownData(snapshot.chartType, part.shown, part.rising, colors));
    held = window;
    drawMarkers();
    restoreView(anchor);
    const rest = [
      () => volume.setData(toVolumeData(part.bars, soft())),
      ...indicators.show(part.bars.time, part.indicators),
    ].map((work) => () => {
      work();
      restoreView(anchor);
    });
    if (spread) deferred.run(rest);
    else for (const work of rest) work();
    layoutChanged();
  };

  // Near a held edge that is not the series' edge: slice again, a task later (not inside the library's
  // own event). At the series' oldest bar: ask for older pages.
  let sliceTimer: ReturnType<typeof setTimeout> | undefined;
  const sliceAgain = () => {
    sliceTimer = undefined;
    if (!full || disposed) return;
    const next = placeBarWindow(full.bars.time.length, viewInSeries(), held, windowSize());
    if (next.start !== held.start || next.end !== held.end) hold(full, next, true, viewAnchor());
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
    if (!range || !full) return;
    sliceTimer ??= setTimeout(sliceAgain, 0);
    if (held.start > 0 || range.from > BACKFILL_MARGIN_BARS) return;
    const missing = Math.ceil(BACKFILL_MARGIN_BARS - range.from);
    options.onNeedOlder(Math.max(missing, 1));
  });

  return {
    chart,
    mainSeries: () => main ?? ensureMain('candle'),
    addPriceLine(lineOptions) {
      if (disposed) return { update() {}, remove() {} };
      const key = {};
      const series = main ?? ensureMain('candle');
      priceLines.set(key, { options: lineOptions, line: series.createPriceLine(lineOptions) });
      return {
        update(next) {
          const entry = priceLines.get(key);
          if (!entry || disposed) return;
          entry.options = next;
          entry.line.applyOptions(next);
        },
        remove() {
          const entry = priceLines.get(key);
          if (!entry) return;
          priceLines.delete(key);
          if (!disposed) main?.removePriceLine(entry.line);
        },
      };
    },
    show(snapshot) {
      if (disposed) return;
      // Older bars prepended (a backfill) shift every index: the view stays on the bars it showed.
      const oldest = full?.bars.time[0];
      const added = oldest === undefined ? 0 : Math.max(snapshot.bars.time.indexOf(oldest), 0);
      const anchor = full ? viewAnchor() : undefined;
      const view = full ? viewInSeries() : undefined;
      const shifted = { start: held.start + added, end: held.end + added };
      const window = placeBarWindow(
        snapshot.bars.time.length,
        view && { from: view.from + added, to: view.to + added },
        full ? shifted : undefined,
        windowSize(),
      );
      full = snapshot;
      // A backfill's bars lie left of the view: the volume and indicator lines follow a task later each.
      hold(snapshot, window, added > 0, anchor);
    },
    update(update) {
      if (disposed || !main || type === undefined || !full) return;
      // A live bar goes onto complete series: what a backfill left for later is done first.
      deferred.flush();
      const total = full.bars.time.length;
      // An update runs from the first changed bar to the newest: bars before the last already drawn are
      // historical updates (the hub corrected an older candle), which the library must be told of.
      const lastDrawn = full.bars.time[total - 1] ?? -Infinity;
      full = applyLiveToSnapshot(full, update);
      // Holding an older stretch: the live bars wait in `full` until the view comes back to them.
      if (held.end !== total) return;
      held = { start: held.start, end: full.bars.time.length };
      const chartType = type;
      update.shown.forEach((bar, i) => {
        main?.update(toShownPoint(chartType, bar, update.rising[i] === 1, colors), bar.time < lastDrawn);
      });
      for (const bar of update.bars) volume.update(toVolumePoint(bar, soft()), bar.time < lastDrawn);
      indicators.update(update, lastDrawn);
      layoutChanged();
    },
    showCompare(lines) {
      if (disposed) return;
      for (const [symbol, series] of compares) {
        if (!lines.some((line) => line.symbol === symbol)) {
          chart.removeSeries(series);
          compares.delete(symbol);
        }
      }
      lines.forEach(({ symbol, snapshot }, i) => {
        let series = compares.get(symbol);
        if (!series) {
          series = chart.addSeries(LineSeries, {
            title: symbol,
            lineWidth: 1,
            color: ['#e8772e', '#2aa8c9', '#b04fd8'][i % 3] ?? colors.muted,
            priceLineVisible: false,
          });
          compares.set(symbol, series);
        }
        series.setData(toLineData(snapshot.bars.time, snapshot.bars.close));
      });
      applyScaleMode();
    },
    setLogScale(on) {
      if (disposed) return;
      logScale = on;
      applyScaleMode();
    },
    updateCompare(symbol, update) {
      if (disposed) return;
      const series = compares.get(symbol);
      const last = update.bars.at(-1)?.time ?? -Infinity;
      for (const bar of update.bars) {
        series?.update({ time: bar.time as UTCTimestamp, value: bar.close }, bar.time < last);
      }
    },
    subscribeLayout(listener) {
      layoutListeners.add(listener);
      return () => layoutListeners.delete(listener);
    },
    subscribeMarkerClick(listener) {
      const onClick = (param: MouseEventParams<Time>) => {
        const hit = markers.find((m) => m.id === param.hoveredObjectId);
        if (!hit) return;
        const times = barTimes();
        const bar = barIndexAt(times, hit.time / 1000);
        listener(markers.filter((m) => barIndexAt(times, m.time / 1000) === bar).map((m) => m.id));
      };
      chart.subscribeClick(onClick);
      return () => {
        if (!disposed) chart.unsubscribeClick(onClick);
      };
    },
    setMarkers(next) {
      if (disposed) return;
      markers = next;
      drawMarkers();
    },
    colors: () => colors,
    priceAxisWidth: () => chart.priceScale('right').width(),
    paneHeight: () => chart.paneSize(0).height,
    screenshot: () => chart.takeScreenshot(),
    restyle() {
      if (disposed) return;
      colors = readChartColors(container);
      chart.applyOptions({
        layout: { background: { type: ColorType.Solid, color: colors.background }, textColor: colors.text },
        grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      });
    },
    relocalize(locale) {
      if (disposed) return;
      const next = createChartTimeFormat(locale);
      chart.applyOptions({
        localization: {
          ...next.localization,
          priceFormatter: createChartPriceFormatter(locale, options.pricePrecision),
        },
        timeScale: next.timeScale,
      });
    },
    dispose() {
      deferred.cancel();
      clearTimeout(sliceTimer);
      disposed = true;
      priceLines.clear();
      cancelAnimationFrame(layoutFrame);
      layoutListeners.clear();
      indicators.dispose();
      chart.remove();
    },
  };
}
