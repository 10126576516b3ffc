import type { BarData, CandlestickData, LineData, UTCTimestamp } from 'lightweight-charts';
import type { BarColumns, BarPoint, ChartType, IndicatorColumns } from '../../../../shared/protocol';

/** The colours a chart type paints with (read from the theme: chartColors.ts). */
export interface SeriesColors {
  up: string;
  down: string;
}

/** How the chart type draws a bar: OHLC for the bar and candle families, a value for the line family. */
export type SeriesShape = 'ohlc' | 'value';

export const SHAPE_OF: Record<ChartType, SeriesShape> = {
  bar: 'ohlc',
  candle: 'ohlc',
  heikinAshi: 'ohlc',
  hollowCandle: 'ohlc',
  line: 'value',
  area: 'value',
  baseline: 'value',
};

type OhlcPoint = CandlestickData<UTCTimestamp> & BarData<UTCTimestamp>;
export type ShownPoint = OhlcPoint | LineData<UTCTimestamp>;

/**
 * One bar as the chart type draws it. Hollow candles (spec 000 §9, code 9) colour by the close against
 * the previous close (`rising`) and leave the body empty when the bar closed above its open; every other
 * OHLC type takes the series' own up/down colours.
 */
export function toShownPoint(
  chartType: ChartType,
  bar: BarPoint,
  rising: boolean,
  colors: SeriesColors,
): ShownPoint {
  const time = bar.time as UTCTimestamp;
  if (SHAPE_OF[chartType] === 'value') return { time, value: bar.close };
  const point: OhlcPoint = { time, open: bar.open, high: bar.high, low: bar.low, close: bar.close };
  if (chartType === 'hollowCandle') {
    const color = rising ? colors.up : colors.down;
    point.color = bar.close > bar.open ? 'rgba(0, 0, 0, 0)' : color;
    point.borderColor = color;
    point.wickColor = color;
  }
  return point;
}

export function barAt(columns: BarColumns, i: number): BarPoint {
  return {
    time: columns.time[i] ?? 0,
    open: columns.open[i] ?? 0,
    high: columns.high[i] ?? 0,
    low: columns.low[i] ?? 0,
    close: columns.close[i] ?? 0,
    volume: columns.volume[i] ?? 0,
  };
}

/** The whole series as the chart type draws it, oldest first. */
export function toShownData(
  chartType: ChartType,
  shown: BarColumns,
  rising: Uint8Array,
  colors: SeriesColors,
): ShownPoint[] {
  const data: ShownPoint[] = new Array(shown.time.length);
  for (let i = 0; i < shown.time.length; i++) {
    data[i] = toShownPoint(chartType, barAt(shown, i), rising[i] === 1, colors);
  }
  return data;
}

export interface VolumePoint {
  time: UTCTimestamp;
  value: number;
  color: string;
}

/** Volume bars coloured by their candle's direction (close against open). */
export function toVolumePoint(bar: BarPoint, colors: { up: string; down: string }): VolumePoint {
  return {
    time: bar.time as UTCTimestamp,
    value: bar.volume,
    color: bar.close >= bar.open ? colors.up : colors.down,
  };
}

export function toVolumeData(bars: BarColumns, colors: { up: string; down: string }): VolumePoint[] {
  const data: VolumePoint[] = new Array(bars.time.length);
  for (let i = 0; i < bars.time.length; i++) data[i] = toVolumePoint(barAt(bars, i), colors);
  return data;
}

/**
 * One indicator line as chart points. Bars where the indicator is not defined yet (NaN) become
 * whitespace, so the line starts where the indicator does and the time axis stays shared.
 */
export function toLineData(
  time: Float64Array,
  values: Float64Array,
): (LineData<UTCTimestamp> | { time: UTCTimestamp })[] {
  const data: (LineData<UTCTimestamp> | { time: UTCTimestamp })[] = new Array(time.length);
  for (let i = 0; i < time.length; i++) {
    const t = (time[i] ?? 0) as UTCTimestamp;
    const v = values[i] ?? Number.NaN;
    data[i] = Number.isFinite(v) ? { time: t, value: v } : { time: t };
  }
  return data;
}

/** A line of an indicator by name, or an empty column when the worker did not send it. */
export function lineOf(columns: IndicatorColumns, name: string): Float64Array {
  return columns.lines[name] ?? new Float64Array(0);
}
