import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { API, type AverageLineDays, type Side } from '../../../../shared/protocol';
import { fetchApi } from '../../../../shared/rest/fetchApi';
import { averagePriceSchema } from '../../../../shared/rest/executionSchemas';
import { restClient } from '../../../api/restClient';
import type { KlineChart } from '../kline/createKlineChart';

/** 365 days and more read as years (spec 000 §9): "7D", "1Y". */
export function daySpanLabel(days: AverageLineDays): string {
  return days >= 365 ? `${Math.round(days / 365)}Y` : `${days}D`;
}

/**
 * One average-price line (spec 000 §2 display options, §7: the exchange caps the window at 90 days, so a
 * longer choice is answered over 90): green for buys, red for sells, titled with its span. No line while
 * the user has not traded that side in the window or the call failed.
 */
export function AverageLine({
  chart,
  symbol,
  side,
  days,
}: {
  chart: KlineChart;
  symbol: string;
  side: Side;
  days: AverageLineDays;
}) {
  const { t } = useTranslation();
  const [price, setPrice] = useState<{ key: string; value: string }>();
  const key = `${symbol}:${side}:${days}`;
  useEffect(() => {
    const controller = new AbortController();
    void fetchApi(restClient, API.averagePrice, averagePriceSchema, {
      query: { symbol_id: symbol, side, daySpan: String(days) },
      signal: controller.signal,
    }).then((result) => {
      if (result.ok) setPrice({ key, value: result.value.averagePrice });
    });
    return () => controller.abort();
  }, [symbol, side, days, key]);
  const value = price?.key === key ? price.value : '';
  useEffect(() => {
    if (!value) return;
    const line = chart.addPriceLine({
      price: Number(value),
      color: side === 'Buy' ? chart.colors().up : chart.colors().down,
      lineWidth: 1,
      lineStyle: 1,
      axisLabelVisible: true,
      title: t(side === 'Buy' ? 'chart.average.buy' : 'chart.average.sell', { span: daySpanLabel(days) }),
    });
    return () => line.remove();
  }, [chart, value, side, days, t]);
  return null;
}
