import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ChartType, IndicatorSpec } from '../../../../shared/protocol/compute';
import type { KlineInterval } from '../../../../shared/protocol/market';
import { ChartModeSwitch, type ChartViewMode } from './ChartModeSwitch';
import { ChartTypeMenu } from './ChartTypeMenu';
import { ChartViewTabs, type ChartView } from './ChartViewTabs';
import { CompareButton, type CompareSymbol } from './CompareButton';
import { IndicatorsButton } from './IndicatorsButton';
import { IntervalPicker } from './IntervalPicker';
import { Toolbar } from '../../../ui/Toolbar';
import { ToolbarIcon } from './ToolbarIcon';
import { useToolbarOverflow } from './useToolbarOverflow';
import './ChartToolbar.css';

export type { ChartView, ChartViewMode, CompareSymbol };

/** Everything is controlled: the toolbar shows these values and reports changes, nothing more. */
export interface ChartToolbarProps {
  /** The chart's interval. */
  interval: KlineInterval;
  onInterval(interval: KlineInterval): void;
  /** The pinned interval buttons (ChartSettings.pinnedIntervals); shown in KLINE_INTERVALS order. */
  pinnedIntervals: readonly KlineInterval[];
  /** From the editor's Confirm: never empty, in KLINE_INTERVALS order. */
  onPinnedIntervals(pinned: KlineInterval[]): void;
  chartType: ChartType;
  onChartType(chartType: ChartType): void;
  /** Simple, pro, or the depth chart. The toolbar only reports: not remembering depth is the caller's. */
  mode: ChartViewMode;
  onMode(mode: ChartViewMode): void;
  /** Chart or Trade analysis; the tabs show only when `showAnalysis` (false for demo accounts). */
  view: ChartView;
  onView(view: ChartView): void;
  showAnalysis: boolean;
  /** The id of the element showing the selected view, for the tabs' aria-controls. */
  viewPanelId?: string;
  indicators: readonly IndicatorSpec[];
  /** From the indicators dialog's Confirm, with every setting valid. */
  onIndicators(indicators: IndicatorSpec[]): void;
  /** Symbols offered for comparison (leave out the chart's own). */
  compareSymbols: readonly CompareSymbol[];
  /** Symbol ids overlaid now. */
  compares: readonly string[];
  onCompares(symbolIds: string[]): void;
  onScreenshot(): void;
  /** The settings button: the caller opens what it decides. */
  onSettings(): void;
  fullScreen: boolean;
  onFullScreen(fullScreen: boolean): void;
  /**
   * Extra controls at the end of the toolbar (e.g. a `DisplayOptionsMenu`); being focusable, they
   * join the arrow-key navigation.
   */
  children?: ReactNode;
}

/**
 * The chart's toolbar (spec 000 §2): the Chart / Trade analysis tabs, then one `role="toolbar"` with
 * intervals, chart type, indicators, compare, mode, screenshot, settings and full screen: the kit's
 * Toolbar (one Tab stop, arrows between controls, mirrored in RTL). Too narrow, it scrolls sideways,
 * with arrows past 10 px of overflow.
 */
export function ChartToolbar(props: ChartToolbarProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const { overflow, scrollBy } = useToolbarOverflow(trackRef);

  const iconButton = (
    label: string,
    icon: Parameters<typeof ToolbarIcon>[0]['name'],
    onClick: () => void,
  ) => (
    <button
      type="button"
      className="chart-toolbar__button chart-toolbar__icon-button"
      aria-label={label}
      onClick={onClick}
    >
      <ToolbarIcon name={icon} />
    </button>
  );
  // Mouse aids only: keyboard users scroll by moving focus, which brings the control into view.
  const arrow = (direction: 1 | -1, enabled: boolean) => (
    <button
      type="button"
      tabIndex={-1}
      className="chart-toolbar__scroll"
      aria-label={t(direction < 0 ? 'chartToolbar.scrollBack' : 'chartToolbar.scrollForward')}
      disabled={!enabled}
      onClick={() => scrollBy(direction)}
    >
      <ToolbarIcon name={direction < 0 ? 'back' : 'forward'} />
    </button>
  );

  return (
    <div className="chart-toolbar">
      {props.showAnalysis && (
        <ChartViewTabs
          view={props.view}
          onView={props.onView}
          {...(props.viewPanelId !== undefined ? { panelId: props.viewPanelId } : {})}
        />
      )}
      <div className="chart-toolbar__scroller">
        {overflow.showArrows && arrow(-1, overflow.canScrollBack)}
        <Toolbar ref={trackRef} label={t('chartToolbar.label')} className="chart-toolbar__track">
          <IntervalPicker
            interval={props.interval}
            onInterval={props.onInterval}
            pinnedIntervals={props.pinnedIntervals}
            onPinnedIntervals={props.onPinnedIntervals}
          />
          <span className="chart-toolbar__divider" aria-hidden="true" />
          <ChartTypeMenu chartType={props.chartType} onChartType={props.onChartType} />
          <IndicatorsButton indicators={props.indicators} onIndicators={props.onIndicators} />
          <CompareButton
            symbols={props.compareSymbols}
            compares={props.compares}
            onCompares={props.onCompares}
          />
          <span className="chart-toolbar__divider" aria-hidden="true" />
          <ChartModeSwitch mode={props.mode} onMode={props.onMode} />
          <span className="chart-toolbar__spacer" aria-hidden="true" />
          {iconButton(t('chartToolbar.screenshot'), 'camera', props.onScreenshot)}
          {iconButton(t('chartToolbar.settings'), 'gear', props.onSettings)}
          <button
            type="button"
            className="chart-toolbar__button chart-toolbar__icon-button"
            aria-label={t('chartToolbar.fullScreen')}
            aria-pressed={props.fullScreen}
            onClick={() => props.onFullScreen(!props.fullScreen)}
          >
            <ToolbarIcon name={props.fullScreen ? 'collapse' : 'expand'} />
          </button>
          {props.children}
        </Toolbar>
        {overflow.showArrows && arrow(1, overflow.canScrollForward)}
      </div>
    </div>
  );
}
