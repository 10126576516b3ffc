import {
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { IndicatorColumns, IndicatorSpec, LiveUpdate } from '../../../../shared/protocol';
import { INDICATOR_PALETTE, type ChartColors } from './chartColors';
import { lineOf, toLineData } from './toChartData';

/** Where an indicator is drawn: over the price, over the volume bars, or in a pane of its own. */
function placeOf(spec: IndicatorSpec): 'price' | 'volume' | 'pane' {
  if (spec.kind === 'MA' || spec.kind === 'EMA' || spec.kind === 'BOLL') return 'price';
  return spec.kind === 'VOL' ? 'volume' : 'pane';
}

/** The lines an indicator draws, by the worker's line names (IndicatorColumns); histograms are bars. */
function linesOf(spec: IndicatorSpec): { name: string; histogram: boolean }[] {
  switch (spec.kind) {
    case 'MA':
    case 'EMA':
    case 'RSI':
      return [{ name: 'value', histogram: false }];
    case 'BOLL':
      return ['middle', 'upper', 'lower'].map((name) => ({ name, histogram: false }));
    case 'VOL':
      // The volume bars are always drawn (the chart is "candles with volume"); VOL adds their average.
      return [{ name: 'ma', histogram: false }];
    case 'MACD':
      return [
        { name: 'histogram', histogram: true },
        { name: 'macd', histogram: false },
        { name: 'signal', histogram: false },
      ];
  }
}

export function indicatorTitle(spec: IndicatorSpec): string {
  switch (spec.kind) {
    case 'MA':
    case 'EMA':
    case 'RSI':
      return `${spec.kind}(${spec.period})`;
    case 'BOLL':
      return `BOLL(${spec.period}, ${spec.multiplier})`;
    case 'VOL':
      return `VOL MA(${spec.maPeriod})`;
    case 'MACD':
      return `MACD(${spec.fast}, ${spec.slow}, ${spec.signal})`;
  }
}

interface Drawn {
  spec: IndicatorSpec;
  lines: Map<string, ISeriesApi<'Line'> | ISeriesApi<'Histogram'>>;
}

/**
 * The chart's indicator series. Rebuilt only when the list of indicators changes (a new snapshot with
 * the same list just sets data), so a live update touches one point per line.
 */
export function createIndicatorSeries(chart: IChartApi, colors: () => ChartColors) {
  let drawn: Drawn[] = [];
  let signature = '';

  const rebuild = (specs: IndicatorSpec[]) => {
    for (const item of drawn) for (const series of item.lines.values()) chart.removeSeries(series);
    drawn = [];
    let nextPane = 1;
    let colorIndex = 0;
    for (const spec of specs) {
      const place = placeOf(spec);
      const pane = place === 'pane' ? nextPane++ : 0;
      const lines = new Map<string, ISeriesApi<'Line'> | ISeriesApi<'Histogram'>>();
      for (const line of linesOf(spec)) {
        const common = {
          priceLineVisible: false,
          lastValueVisible: false,
          title: line.name === 'value' || line.name === 'ma' ? indicatorTitle(spec) : '',
          ...(place === 'volume' ? { priceScaleId: 'volume' } : {}),
        };
        const series = line.histogram
          ? chart.addSeries(HistogramSeries, { ...common, color: colors().muted }, pane)
          : chart.addSeries(
              LineSeries,
              {
                ...common,
                color: INDICATOR_PALETTE[colorIndex++ % INDICATOR_PALETTE.length] ?? colors().accent,
                lineWidth: 1,
                crosshairMarkerVisible: false,
              },
              pane,
            );
        lines.set(line.name, series);
      }
      drawn.push({ spec, lines });
    }
  };

  return {
    /**
     * A whole series' indicators, one piece of work per line (run them in order; the chart spreads a
     * backfill's over several tasks).
     */
    show(time: Float64Array, columns: IndicatorColumns[]): (() => void)[] {
      const next = JSON.stringify(columns.map((c) => c.spec));
      if (next !== signature) {
        rebuild(columns.map((c) => c.spec));
        signature = next;
      }
      return drawn.flatMap((item, i) => {
        const column = columns[i];
        if (!column) return [];
        return [...item.lines].map(
          ([name, series]) =>
            () =>
              series.setData(toLineData(time, lineOf(column, name))),
        );
      });
    },
    /** The live bars' indicator values, in the order of `update.bars`. */
    update(update: LiveUpdate, lastDrawn: number) {
      update.indicators.forEach((indicator, i) => {
        const item = drawn[i];
        if (!item) return;
        indicator.points.forEach((values, p) => {
          const time = update.bars[p]?.time as UTCTimestamp | undefined;
          if (time === undefined) return;
          for (const [name, series] of item.lines) {
            const value = values[name];
            const point = value !== undefined && Number.isFinite(value) ? { time, value } : { time };
            series.update(point, time < lastDrawn);
          }
        });
      });
    },
    dispose() {
      drawn = [];
      signature = '';
    },
  };
}
