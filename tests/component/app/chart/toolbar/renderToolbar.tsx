import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import {
  ChartToolbar,
  type ChartToolbarProps,
} from '../../../../../src/app/features/chart/toolbar/ChartToolbar';
import { DEFAULT_CHART_SETTINGS } from '../../../../../src/shared/protocol/chartSettings';
import { createTestI18n } from '../../../createTestI18n';

/** Renders with the test i18n (English preloaded); `user` types and clicks. */
export function renderWithI18n(element: ReactElement) {
  const user = userEvent.setup();
  const result = render(<I18nextProvider i18n={createTestI18n()}>{element}</I18nextProvider>);
  return { user, ...result };
}

/** The toolbar with the default chart settings and a spy for every callback. */
export function renderToolbar(overrides: Partial<ChartToolbarProps> = {}) {
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
  return { props, ...renderWithI18n(<ChartToolbar {...props} />) };
}
