import { useCallback, useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { computeClientAtom } from '../../compute/computeAtoms';
import { viewAtom } from '../../hub/hubAtoms';
import { LtrIsland } from '../../i18n/LtrIsland';
import { readyWebConfigAtom, viewerAtom } from '../session';
import { useAtomValue } from '../../state/appJotai';
import { DepthChart } from './depth/DepthChart';
import type { KlineChart } from './kline/createKlineChart';
import { KlineChartView } from './KlineChartView';
import { ChartSettingsDialog } from './ChartSettingsDialog';
import { ChartErrorBoundary } from './overlays/ChartErrorBoundary';
import { SymbolOpeningOverlay } from './overlays/SymbolOpeningOverlay';
import { QuickOrderButton } from './quickOrder/QuickOrderButton';
import { ChartToolbar, type ChartView, type ChartViewMode } from './toolbar/ChartToolbar';
import { DisplayOptionsMenu } from './toolbar/DisplayOptionsMenu';
import { TradeAnalysis } from './TradeAnalysis';
import { useChartRebuildKey } from './useChartRebuildKey';
import { useChartScreenshot } from './useChartScreenshot';
import { useChartSettings } from './useChartSettings';
import { useFullScreen } from './useFullScreen';
import { useLastPrice } from '../../instruments/lastPriceAtom';
import { useModifyOrderPrice } from './useModifyOrderPrice';
import './ChartPanel.css';

/**
 * The chart panel of the trading grid (spec 000 §2–4, issue 6): the Chart / Trade analysis tabs, the
 * toolbar and display options, and the chart: klines from the compute worker joined to the hub's live
 * candles, or the depth chart; the user's orders, trades and average prices over it as allowed; the
 * quick-order hover button; and the symbol-opening overlays. Charts read left to right in every locale.
 */
export function ChartPanel({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const headingId = useId();
  const panelId = useId();
  const symbol = instrument.symbolId;
  const viewer = useAtomValue(viewerAtom);
  const webConfig = useAtomValue(readyWebConfigAtom);
  const { settings, update } = useChartSettings(symbol);
  const rebuildKey = useChartRebuildKey(symbol);
  const compute = useAtomValue(computeClientAtom);
  const instruments = useAtomValue(viewAtom({ kind: 'instruments' }));
  const [view, setView] = useState<ChartView>('chart');
  const [depth, setDepth] = useState(false);
  const [compares, setCompares] = useState<string[]>([]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<KlineChart | undefined>(undefined);
  const [axisWidth, setAxisWidth] = useState(0);
  const onChart = useCallback((chart: KlineChart | undefined) => {
    chartRef.current = chart;
    // The quick-order button keeps clear of the price axis, whose width follows the prices shown.
    chart?.subscribeLayout(() => setAxisWidth(chart.priceAxisWidth()));
  }, []);
  const fullScreen = useFullScreen(panelRef);
  const screenshot = useChartScreenshot(
    () => chartRef.current?.screenshot(),
    `${instrument.baseTokenName}${instrument.quoteTokenName}_${settings.interval}`,
  );
  const onModifyOrder = useModifyOrderPrice();

  const loggedIn = viewer.isLoggedIn;
  const showAnalysis = !viewer.isDemo;
  const mode: ChartViewMode = depth ? 'depth' : settings.mode;
  const compareSymbols = useMemo(
    () =>
      (instruments?.instruments ?? [])
        .filter((i) => i.symbolId !== symbol)
        .map((i) => ({ symbolId: i.symbolId, symbolName: i.symbolName })),
    [instruments, symbol],
  );

  const chart = (
    <KlineChartView
      key={`${settings.interval}|${rebuildKey}`}
      instrument={instrument}
      settings={settings}
      loggedIn={loggedIn}
      compares={compares}
      onModifyOrder={onModifyOrder}
      onChart={onChart}
    />
  );

  return (
    <section
      ref={panelRef}
      aria-labelledby={headingId}
      className="layout-panel chart-panel"
      data-full-screen={fullScreen.on}
    >
      <h2 id={headingId} className="layout-panel__heading">
        {t('layout.chart.heading')}
      </h2>
      <ChartToolbar
        interval={settings.interval}
        onInterval={(interval) => update({ interval })}
        pinnedIntervals={settings.pinnedIntervals}
        onPinnedIntervals={(pinnedIntervals) => update({ pinnedIntervals })}
        chartType={settings.chartType}
        onChartType={(chartType) => update({ chartType })}
        mode={mode}
        onMode={(next) => {
          // The depth chart is a mode of the moment; simple and pro are remembered.
          setDepth(next === 'depth');
          if (next !== 'depth') update({ mode: next });
        }}
        view={showAnalysis ? view : 'chart'}
        onView={setView}
        showAnalysis={showAnalysis}
        viewPanelId={panelId}
        indicators={settings.indicators}
        onIndicators={(indicators) => update({ indicators })}
        compareSymbols={compareSymbols}
        compares={compares}
        onCompares={setCompares}
        onScreenshot={screenshot}
        onSettings={() => setSettingsOpen(true)}
        fullScreen={fullScreen.on}
        onFullScreen={fullScreen.toggle}
      >
        <DisplayOptionsMenu
          value={settings}
          onChange={(next) => update(next)}
          isVisitor={!loggedIn}
          canSyncToApp={loggedIn && !viewer.isDemo && (webConfig?.compliance.syncToApp ?? false)}
        />
      </ChartToolbar>
      {settingsOpen && (
        <ChartSettingsDialog settings={settings} onChange={update} onClose={() => setSettingsOpen(false)} />
      )}
      <div id={panelId} className="chart-panel__view">
        {showAnalysis && view === 'analysis' ? (
          <TradeAnalysis instrument={instrument} />
        ) : (
          <ChartErrorBoundary>
            {/* Charts and their time axis read left to right in every locale. */}
            <LtrIsland>
              <div ref={surfaceRef} className="chart-panel__surface">
                {depth ? <DepthChart instrument={instrument} /> : chart}
                {!depth && settings.show.trade && (
                  <QuickOrder
                    area={surfaceRef}
                    endInset={axisWidth}
                    instrument={instrument}
                    isVisitor={!loggedIn}
                    check={compute.checkQuickOrder}
                  />
                )}
                <SymbolOpeningOverlay instrument={instrument} />
              </div>
            </LtrIsland>
          </ChartErrorBoundary>
        )}
      </div>
    </section>
  );
}

/** The quick-order button once the pair's last price is known (read here, not in the panel). */
function QuickOrder(props: Omit<ComponentProps<typeof QuickOrderButton>, 'lastPrice'>) {
  const lastPrice = useLastPrice(props.instrument.symbolId);
  return lastPrice ? <QuickOrderButton {...props} lastPrice={lastPrice} /> : null;
}
