/**
 * The chart's settings (spec 000 §3 "Chart settings saved per user", §9): what the toolbar and the
 * display options change, and what set_kline_config / get_kline_config carry for logged-in non-demo
 * users (local storage for everyone else). The persistence format is not in the spec; it is this
 * object as JSON, checked where it enters (parseChartSettings in src/shared/chart).
 */
import type { ChartType, IndicatorSpec } from './compute';
import type { KlineInterval } from './market';

/** Average-line day spans (spec 000 §9), default 7; 365 and more are shown as years. */
export const AVERAGE_LINE_DAYS = [7, 30, 60, 90, 180, 365, 730, 1095] as const;
export type AverageLineDays = (typeof AVERAGE_LINE_DAYS)[number];

/** Simple and pro are remembered; the depth chart is a mode of the moment (spec 000, issue 6). */
export type ChartMode = 'simple' | 'pro';

export interface ChartSettings {
  /** Default 30m. */
  interval: KlineInterval;
  /** The toolbar's pinned interval buttons, in toolbar order. */
  pinnedIntervals: KlineInterval[];
  chartType: ChartType;
  mode: ChartMode;
  indicators: IndicatorSpec[];
  /** The price axis in logarithmic scale (the settings dialog). */
  logScale: boolean;
  /**
   * Display options: quick market trade (`trade`), trade info (`dealHistory`), open orders (`entrust`);
   * and the user's grid-strategy lines (`grid`, a stored preference key of spec 000 §3; the settings dialog).
   */
  show: {
    trade: boolean;
    dealHistory: boolean;
    entrust: boolean;
    avgBuyLine: boolean;
    avgSellLine: boolean;
    syncToApp: boolean;
    grid: boolean;
  };
  avgBuyLineDays: AverageLineDays;
  avgSellLineDays: AverageLineDays;
}

/** Pinned by default: spec 000 §9's reading "1s, 15m, 1h, 4h, 1d, 1w, 1M". */
export const DEFAULT_PINNED_INTERVALS: readonly KlineInterval[] = ['1s', '15m', '1h', '4h', '1d', '1w', '1M'];

export const DEFAULT_CHART_SETTINGS: ChartSettings = {
  interval: '30m',
  pinnedIntervals: [...DEFAULT_PINNED_INTERVALS],
  chartType: 'candle',
  mode: 'simple',
  indicators: [
    { kind: 'MA', period: 7 },
    { kind: 'MA', period: 25 },
    { kind: 'VOL', maPeriod: 5 },
  ],
  logScale: false,
  show: {
    trade: false,
    dealHistory: true,
    entrust: true,
    avgBuyLine: false,
    avgSellLine: false,
    syncToApp: false,
    grid: true,
  },
  avgBuyLineDays: 7,
  avgSellLineDays: 7,
};
