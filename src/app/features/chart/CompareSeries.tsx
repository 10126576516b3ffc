import { useEffect, useMemo } from 'react';
import type { ComputeApi, KlineInterval, SeriesRequest, SeriesSnapshot } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import type { KlineChart } from './kline/createKlineChart';

/**
 * One compared symbol (the toolbar's compare): its closes from the compute worker at the chart's
 * interval, and its live candle from the hub, drawn as a line by the chart (percent from the first
 * shown bar, like the price). Renders nothing itself; `onSnapshot` hands the series to the chart view.
 */
export function CompareSeries({
  chart,
  compute,
  symbol,
  interval,
  onSnapshot,
}: {
  chart: KlineChart;
  compute: Pick<ComputeApi, 'load' | 'applyLive'>;
  symbol: string;
  interval: KlineInterval;
  onSnapshot(symbol: string, snapshot: SeriesSnapshot | undefined): void;
}) {
  const request = useMemo<SeriesRequest>(
    () => ({ key: { symbol, interval }, chartType: 'line', indicators: [] }),
    [symbol, interval],
  );
  const kline = useAtomValue(viewAtom({ kind: 'kline', symbol, interval }));
  useEffect(() => {
    let stale = false;
    void compute.load(request).then((snapshot) => {
      if (!stale && snapshot.status === 'live') onSnapshot(symbol, snapshot);
    });
    return () => {
      stale = true;
      onSnapshot(symbol, undefined);
    };
  }, [compute, request, symbol, onSnapshot]);
  useEffect(() => {
    if (!kline || kline.candles.length === 0) return;
    let stale = false;
    void compute.applyLive(request, kline.candles).then((update) => {
      if (!stale && !update.reload) chart.updateCompare(symbol, update);
    });
    return () => {
      stale = true;
    };
  }, [chart, compute, request, kline, symbol]);
  return null;
}
