import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type {
  ChartSettings,
  Instrument,
  Order,
  SeriesRequest,
  SeriesSnapshot,
} from '../../../shared/protocol';
import { computeClientAtom } from '../../compute/computeAtoms';
import { accountViewAtom } from '../../hub/hubAtoms';
import { createDateTimeFormat } from '../../i18n/localeFormat';
import { useAtomValue } from '../../state/appJotai';
import { themeAtom } from '../theme';
import { CompareSeries } from './CompareSeries';
import { GridLines } from './gridLines/GridLines';
import { createKlineChart, type KlineChart } from './kline/createKlineChart';
import { OrderLines } from './orderLines/OrderLines';
import { AverageLine } from './tradeMarks/AverageLines';
import { TradeMarkers } from './tradeMarks/TradeMarkers';
import { useExecutions } from './tradeMarks/useExecutions';
import { useKlineSeries } from './useKlineSeries';

export interface KlineChartViewProps {
  instrument: Instrument;
  settings: ChartSettings;
  /** Whether the user's private overlays are drawn (none for a visitor). */
  loggedIn: boolean;
  /** Other symbols to overlay as lines (the toolbar's compare). */
  compares: readonly string[];
  onModifyOrder(order: Order, price: string): Promise<boolean>;
  /** Hands the chart out for the screenshot and the quick-order hover (the panel owns those). */
  onChart(chart: KlineChart | undefined): void;
}

/**
 * The kline chart of one symbol and interval (the panel keys it by both, so a change builds a new
 * chart): the series from the compute worker with the hub's live candles, and the user's overlays as the
 * display options allow (spec 000 §2, §6: open orders, trade markers, average lines; none for visitors).
 */
export function KlineChartView({
  instrument,
  settings,
  loggedIn,
  compares,
  onModifyOrder,
  onChart,
}: KlineChartViewProps) {
  const { t, i18n } = useTranslation();
  const compute = useAtomValue(computeClientAtom);
  const theme = useAtomValue(themeAtom);
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<KlineChart>();
  const loadOlderRef = useRef<(missing: number) => void>(() => {});
  // The chart is built in the page's language and follows it after (relocalize), without a rebuild.
  const localeRef = useRef(i18n.language);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = createKlineChart(container, {
      pricePrecision: instrument.pricePrecision,
      minMove: Number(instrument.minPricePrecision),
      locale: localeRef.current,
      onNeedOlder: (missing) => loadOlderRef.current(missing),
    });
    setChart(created);
    onChart(created);
    return () => {
      onChart(undefined);
      setChart(undefined);
      created.dispose();
    };
  }, [instrument.pricePrecision, instrument.minPricePrecision, onChart]);

  useEffect(() => chart?.restyle(), [chart, theme]);
  useEffect(() => {
    localeRef.current = i18n.language;
    chart?.relocalize(i18n.language);
  }, [chart, i18n.language]);
  useEffect(() => chart?.setLogScale(settings.logScale), [chart, settings.logScale]);

  const request = useMemo<SeriesRequest>(
    () => ({
      key: { symbol: instrument.symbolId, interval: settings.interval },
      chartType: settings.chartType,
      // Simple mode is the price with volume and its averages; pro adds every indicator pane.
      indicators:
        settings.mode === 'pro'
          ? settings.indicators
          : settings.indicators.filter((i) => i.kind === 'MA' || i.kind === 'EMA' || i.kind === 'VOL'),
    }),
    [instrument.symbolId, settings.interval, settings.chartType, settings.mode, settings.indicators],
  );
  const series = useKlineSeries(chart, compute, request);
  useEffect(() => {
    loadOlderRef.current = series.loadOlder;
  });

  const [compareSnapshots, setCompareSnapshots] = useState<ReadonlyMap<string, SeriesSnapshot>>(new Map());
  const onCompareSnapshot = useCallback((symbol: string, snapshot: SeriesSnapshot | undefined) => {
    setCompareSnapshots((current) => {
      const next = new Map(current);
      if (snapshot) next.set(symbol, snapshot);
      else next.delete(symbol);
      return next;
    });
  }, []);
  useEffect(() => {
    chart?.showCompare([...compareSnapshots].map(([symbol, snapshot]) => ({ symbol, snapshot })));
  }, [chart, compareSnapshots]);

  const summary = series.summary;
  const formatUtc = createDateTimeFormat(i18n.language, 'dateMinutes', 'UTC');
  const utc = (seconds: number) => formatUtc(seconds * 1000);
  const label = t('chart.summary', {
    pair: instrument.symbolName,
    interval: t(`chartToolbar.interval.name.${settings.interval}`),
    type: t(`chartToolbar.chartType.${settings.chartType}`),
    count: summary?.bars ?? 0,
    from: summary ? utc(summary.from) : '',
    to: summary ? utc(summary.to) : '',
  });

  return (
    <div className="kline-chart">
      {/* The canvas's text alternative: what it shows, updated when the series is drawn anew. */}
      <div ref={containerRef} role="img" aria-label={label} className="kline-chart__canvas" />
      {series.status.kind === 'loading' && (
        <p role="status" className="kline-chart__note">
          {t('chart.loading')}
        </p>
      )}
      {series.status.kind === 'empty' && <p className="kline-chart__note">{t('chart.noData')}</p>}
      {series.status.kind === 'failed' && (
        <div role="alert" className="kline-chart__note">
          <p>{t('chart.failedToLoad')}</p>
          <button type="button" onClick={series.retry}>
            {t('chart.refresh')}
          </button>
        </div>
      )}
      {chart &&
        compares.map((symbol) => (
          <CompareSeries
            key={symbol}
            chart={chart}
            compute={compute}
            symbol={symbol}
            interval={settings.interval}
            onSnapshot={onCompareSnapshot}
          />
        ))}
      {chart && loggedIn && (
        <AccountOverlays
          chart={chart}
          instrument={instrument}
          settings={settings}
          onModifyOrder={onModifyOrder}
        />
      )}
      {chart && loggedIn && settings.show.grid && (
        <GridLines chart={chart} symbol={instrument.symbolId} tick={instrument.minPricePrecision} />
      )}
      {chart && loggedIn && settings.show.avgBuyLine && (
        <AverageLine chart={chart} symbol={instrument.symbolId} side="Buy" days={settings.avgBuyLineDays} />
      )}
      {chart && loggedIn && settings.show.avgSellLine && (
        <AverageLine chart={chart} symbol={instrument.symbolId} side="Sell" days={settings.avgSellLineDays} />
      )}
    </div>
  );
}

/**
 * The overlays drawn from the hub's account view (the user's open orders, the trade markers): the one
 * part of the chart that reads it, so an account change (a fill, a balance, any order's edit) renders
 * these and not the chart, its summary or its other overlays. Only for a logged-in user: the account's
 * topics are private.
 */
function AccountOverlays({
  chart,
  instrument,
  settings,
  onModifyOrder,
}: {
  chart: KlineChart;
  instrument: Instrument;
  settings: ChartSettings;
  onModifyOrder(order: Order, price: string): Promise<boolean>;
}) {
  const account = useAtomValue(accountViewAtom);
  const executions = useExecutions(instrument.symbolId, settings.show.dealHistory, account);
  const limitOrders = useMemo(
    () =>
      account?.openOrders.filter(
        (o) => o.symbolId === instrument.symbolId && o.type !== 'MARKET' && o.planType === -1,
      ) ?? [],
    [account, instrument.symbolId],
  );
  return (
    <>
      {settings.show.entrust && (
        <OrderLines chart={chart} instrument={instrument} orders={limitOrders} onModify={onModifyOrder} />
      )}
      {settings.show.dealHistory && <TradeMarkers chart={chart} executions={executions} />}
    </>
  );
}
