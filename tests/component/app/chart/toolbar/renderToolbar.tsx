import type { ReactElement } from 'react';
import { vi } from 'vitest';
import {
  ChartToolbar,
  type ChartToolbarProps,
} from '../../../../../src/app/features/chart/toolbar/ChartToolbar';
import { DEFAULT_CHART_SETTINGS } from '../../../../../src/shared/protocol/chartSettings';
import { renderKit } from '../../ui/renderKit';

/** Renders with the test i18n and the kit's locale from it, as the app does; `user` types and clicks. */
export function renderWithI18n(element: ReactElement, options: { locale?: 'en' | 'ar-SA' } = {}) {
  return renderKit(element, options);
}

/** The toolbar with the default chart settings and a spy for every callback. */
export function renderToolbar(
  overrides: Partial<ChartToolbarProps> = {},
  options: { locale?: 'en' | 'ar-SA' } = {},
) {
  const props: ChartToolbarProps = {
    interval: DEFAULT_CHART_SETTINGS.interval,
    onInterval: vi.fn(),
    pinnedIntervals: DEFAULT_CHART_SETTINGS.pinnedIntervals,
    onPinnedIntervals: vi.fn(),
    chartType: 'candle',
    onChartType: vi.fn(),
    mode: 'simple',
    onMode: vi.fn(),
    view: 'chart',
    onView: vi.fn(),
    showAnalysis: true,
    indicators: DEFAULT_CHART_SETTINGS.indicators,
    onIndicators: vi.fn(),
    compareSymbols: [
      { symbolId: 'ETHUSDT', symbolName: 'ETH/USDT' },
      { symbolId: 'SOLUSDT', symbolName: 'SOL/USDT' },
      { symbolId: 'ETHBTC', symbolName: 'ETH/BTC' },
    ],
    compares: [],
    onCompares: vi.fn(),
    onScreenshot: vi.fn(),
    onSettings: vi.fn(),
    fullScreen: false,
    onFullScreen: vi.fn(),
    ...overrides,
  };
  return { props, ...renderWithI18n(<ChartToolbar {...props} />, options) };
}
