import { useEffect, useState } from 'react';
import type { Execution } from '../../../../shared/protocol';
import type { KlineChart } from '../kline/createKlineChart';
import { TradeDetailDialog } from './TradeDetailDialog';

/**
 * The user's executions as markers (green buy below the bar, red sell above it: spec 000 §9); a click on
 * one opens the trade-detail table of its bar.
 */
export function TradeMarkers({ chart, executions }: { chart: KlineChart; executions: Execution[] }) {
  const [opened, setOpened] = useState<string[]>();
  useEffect(() => {
    chart.setMarkers(
      executions.map((e) => ({
        id: e.tradeId,
        time: e.tradeTime,
        side: e.side,
        text: e.side === 'Buy' ? 'B' : 'S',
      })),
    );
    return () => chart.setMarkers([]);
  }, [chart, executions]);
  useEffect(() => chart.subscribeMarkerClick(setOpened), [chart]);
  const shown = opened && executions.filter((e) => opened.includes(e.tradeId));
  return shown && shown.length > 0 ? (
    <TradeDetailDialog executions={shown} onClose={() => setOpened(undefined)} />
  ) : null;
}
