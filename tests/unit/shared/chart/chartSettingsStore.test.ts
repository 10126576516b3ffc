import { describe, expect, it } from 'vitest';
import { parseChartSettings } from '../../../../src/shared/chart/chartSettingsStore';
import { DEFAULT_CHART_SETTINGS, type ChartSettings } from '../../../../src/shared/protocol';

const full: ChartSettings = {
  interval: '4h',
  pinnedIntervals: ['1m', '1h'],
  chartType: 'heikinAshi',
  mode: 'pro',
  indicators: [{ kind: 'BOLL', period: 20, multiplier: 2 }],
  logScale: true,
  show: {
    trade: true,
    dealHistory: false,
    entrust: false,
    avgBuyLine: true,
    avgSellLine: true,
    syncToApp: true,
    grid: false,
  },
  avgBuyLineDays: 365,
  avgSellLineDays: 30,
};

describe('parseChartSettings', () => {
  it('takes a whole valid object as it is', () => {
    expect(parseChartSettings(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('is undefined for what is not an object, or has no valid field', () => {
    for (const bad of [null, undefined, 'x', 3, [], [full], {}, { interval: '7m', shoe: {} }])
      expect(parseChartSettings(bad)).toBeUndefined();
  });

  it('merges a partly valid object over the defaults, field by field', () => {
    const parsed = parseChartSettings({
      interval: '1w',
      chartType: 'pie',
      mode: 7,
      show: { trade: true, dealHistory: 'yes' },
      avgBuyLineDays: 14,
      avgSellLineDays: 1095,
    });
    expect(parsed).toEqual({
      ...DEFAULT_CHART_SETTINGS,
      interval: '1w',
      show: { ...DEFAULT_CHART_SETTINGS.show, trade: true },
      avgSellLineDays: 1095,
    });
  });

  it('drops unknown fields, at the top and inside show', () => {
    const parsed = parseChartSettings({ ...full, token: 'secret', show: { ...full.show, extra: 1 } });
    expect(parsed).toEqual(full);
    expect(Object.keys(parsed ?? {})).not.toContain('token');
    expect(Object.keys(parsed?.show ?? {})).not.toContain('extra');
  });

  it('keeps the valid entries of lists: pinned intervals deduplicated, bad indicators dropped', () => {
    const parsed = parseChartSettings({
      pinnedIntervals: ['1m', '2m', '1m', 5, '1M'],
      indicators: [
        { kind: 'MA', period: 7 },
        { kind: 'MA', period: 0 },
        { kind: 'MA', period: 7.5 },
        { kind: 'RSI', period: 14, extra: true },
        { kind: 'SAR' },
        { kind: 'BOLL', period: 20, multiplier: 1e9 },
      ],
    });
    expect(parsed?.pinnedIntervals).toEqual(['1m', '1M']);
    expect(parsed?.indicators).toEqual([
      { kind: 'MA', period: 7 },
      { kind: 'RSI', period: 14 },
    ]);
  });

  it('keeps an empty pinned list (a choice), and takes the defaults when a list is not a list', () => {
    expect(parseChartSettings({ pinnedIntervals: [] })?.pinnedIntervals).toEqual([]);
    const parsed = parseChartSettings({ interval: '1h', pinnedIntervals: 'all', indicators: {} });
    expect(parsed?.pinnedIntervals).toEqual(DEFAULT_CHART_SETTINGS.pinnedIntervals);
    expect(parsed?.indicators).toEqual(DEFAULT_CHART_SETTINGS.indicators);
  });

  it('caps the indicators at 20', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ kind: 'MA', period: i + 1 }));
    expect(parseChartSettings({ indicators: many })?.indicators).toHaveLength(20);
  });
});
