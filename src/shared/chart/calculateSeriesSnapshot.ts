/**
 * A series as the chart draws it, in fresh typed arrays: every call allocates new buffers, so the
 * worker shell can transfer them to the tab (which detaches them here) without touching the series.
 */
import type { BarColumns, BarPoint, LiveUpdate, SeriesRequest, SeriesSnapshot } from '../protocol';
import type { BarStore } from './createBarStore';
import type { LiveChange, Series } from './createSeries';

export function calculateSeriesSnapshot(series: Series, request: SeriesRequest): SeriesSnapshot {
  const { bars, derived } = series;
  derived.refresh(bars, request.indicators);
  const ha = derived.heikinAshi;
  return {
    key: request.key,
    chartType: request.chartType,
    status: series.status === 'live' || series.status === 'empty' ? series.status : 'failed',
    failure: series.failure,
    bars: toColumns(bars),
    shown: request.chartType === 'heikinAshi' ? toColumns({ ...bars, ...ha }) : toColumns(bars),
    rising: Uint8Array.from(derived.rising),
    indicators: derived.indicators.map((indicator) => ({
      spec: indicator.spec,
      lines: Object.fromEntries(
        Object.entries(indicator.lines).map(([name, line]) => [name, Float64Array.from(line)]),
      ),
    })),
    reachedStart: series.reachedStart,
  };
}

/** The bars a live change touched, shown and with their indicator values, or a plain reload. */
export function calculateLiveUpdate(series: Series, request: SeriesRequest, change: LiveChange): LiveUpdate {
  const update: LiveUpdate = {
    key: request.key,
    reload: change.reload,
    bars: [],
    shown: [],
    rising: [],
    indicators: [],
  };
  if (change.reload) return update;
  const { bars, derived } = series;
  derived.refresh(bars, request.indicators);
  const ha = request.chartType === 'heikinAshi' ? { ...bars, ...derived.heikinAshi } : bars;
  update.indicators = derived.indicators.map((indicator) => ({ spec: indicator.spec, points: [] }));
  for (let i = change.from; i < bars.time.length; i += 1) {
    update.bars.push(pointAt(bars, i));
    update.shown.push(pointAt(ha, i));
    update.rising.push(derived.rising[i] ?? 0);
    derived.indicators.forEach((indicator, k) => {
      const point = Object.fromEntries(
        Object.entries(indicator.lines).map(([name, line]) => [name, line[i] ?? NaN]),
      );
      update.indicators[k]?.points.push(point);
    });
  }
  return update;
}

/** Times go from ms to the chart's UTC seconds here, at the edge. */
function toColumns(bars: BarStore): BarColumns {
  return {
    time: Float64Array.from(bars.time, (ms) => ms / 1000),
    open: Float64Array.from(bars.open),
    high: Float64Array.from(bars.high),
    low: Float64Array.from(bars.low),
    close: Float64Array.from(bars.close),
    volume: Float64Array.from(bars.volume),
  };
}

function pointAt(bars: BarStore, i: number): BarPoint {
  return {
    time: (bars.time[i] ?? NaN) / 1000,
    open: bars.open[i] ?? NaN,
    high: bars.high[i] ?? NaN,
    low: bars.low[i] ?? NaN,
    close: bars.close[i] ?? NaN,
    volume: bars.volume[i] ?? NaN,
  };
}
