/**
 * Chart settings where they enter and where they go (spec 000 §3 "Chart settings saved per user",
 * §6 "Chart state may be saved only for logged-in, non-demo users").
 *
 * parseChartSettings checks what get_kline_config or local storage hands back. Decided here:
 * - every known field is checked on its own; a bad or missing one takes its default, so a settings
 *   object written by an older or newer page keeps whatever of it still makes sense;
 * - lists keep their valid entries (pinned intervals deduplicated, unknown indicators dropped);
 * - unknown fields are dropped (a fresh object is built, nothing is spread from the input);
 * - `undefined` when the input is not an object or not one field in it is valid: there is nothing
 *   stored worth using, and the caller falls back (to local storage, then the defaults).
 */
import * as z from 'zod/mini';
import {
  AVERAGE_LINE_DAYS,
  CHART_TYPES,
  DEFAULT_CHART_SETTINGS,
  KLINE_INTERVALS,
  type ChartSettings,
  type ChartType,
  type IndicatorSpec,
} from '../protocol';

export { createChartSettingsSaver } from './createChartSettingsSaver';
export type { ChartSettingsSaver, ChartSettingsSaverDeps } from './createChartSettingsSaver';

/** The local-storage key (written as `spotdesk.chartSettings` by the app's localPrefs). */
export const CHART_SETTINGS_KEY = 'chartSettings';

/** More than any toolbar offers; stops a stored list from growing without end. */
const MAX_INDICATORS = 20;

const period = z.int().check(z.gte(1), z.lte(500));
const indicatorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MA'), period }),
  z.object({ kind: z.literal('EMA'), period }),
  z.object({ kind: z.literal('BOLL'), period, multiplier: z.number().check(z.gte(0.1), z.lte(10)) }),
  z.object({ kind: z.literal('VOL'), maPeriod: period }),
  z.object({ kind: z.literal('MACD'), fast: period, slow: period, signal: period }),
  z.object({ kind: z.literal('RSI'), period }),
]) satisfies z.ZodMiniType<IndicatorSpec>;

const intervalSchema = z.enum(KLINE_INTERVALS);
const chartTypeSchema = z.enum(Object.keys(CHART_TYPES) as [ChartType, ...ChartType[]]);
const daysSchema = z.literal(AVERAGE_LINE_DAYS);
const SHOW_FLAGS = Object.keys(DEFAULT_CHART_SETTINGS.show) as Array<keyof ChartSettings['show']>;

type Raw = Record<string, unknown>;

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseChartSettings(input: unknown): ChartSettings | undefined {
  if (!isObject(input)) return undefined;
  const defaults = DEFAULT_CHART_SETTINGS;
  let valid = 0;
  // One field: its parsed value when good (counted), else the default.
  function field<T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return fallback;
    valid += 1;
    return parsed.data;
  }
  // One list: its good entries, or the default when it is not a list at all.
  function list<T>(schema: z.ZodMiniType<T>, value: unknown, fallback: readonly T[], max: number): T[] {
    if (!Array.isArray(value)) return [...fallback];
    valid += 1;
    const kept = value.flatMap((entry) => {
      const parsed = schema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    return kept.slice(0, max);
  }

  const rawShow = isObject(input.show) ? input.show : {};
  const show = { ...defaults.show };
  for (const flag of SHOW_FLAGS) show[flag] = field(z.boolean(), rawShow[flag], defaults.show[flag]);

  const settings: ChartSettings = {
    interval: field(intervalSchema, input.interval, defaults.interval),
    pinnedIntervals: [
      ...new Set(list(intervalSchema, input.pinnedIntervals, defaults.pinnedIntervals, Infinity)),
    ],
    chartType: field(chartTypeSchema, input.chartType, defaults.chartType),
    mode: field(z.enum(['simple', 'pro']), input.mode, defaults.mode),
    indicators: list(indicatorSchema, input.indicators, defaults.indicators, MAX_INDICATORS),
    logScale: field(z.boolean(), input.logScale, defaults.logScale),
    show,
    avgBuyLineDays: field(daysSchema, input.avgBuyLineDays, defaults.avgBuyLineDays),
    avgSellLineDays: field(daysSchema, input.avgSellLineDays, defaults.avgSellLineDays),
  };
  return valid > 0 ? settings : undefined;
}
