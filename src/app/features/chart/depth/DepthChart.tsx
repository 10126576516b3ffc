import {
  AreaSeries,
  ColorType,
  createOptionsChart,
  type IChartApiBase,
  type ISeriesApi,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { unpackBookSide } from '../../../../shared/hub/packedBook';
import type { Instrument } from '../../../../shared/protocol';
import { viewAtom } from '../../../hub/hubAtoms';
import { useAtomValue } from '../../../state/appJotai';
import { themeAtom } from '../../theme';
import { parseDepthSteps } from '../../../../shared/book/calculateDepthSteps';
import { readChartColors, withAlpha } from '../kline/chartColors';
import { toDepthCurve } from './toDepthCurve';

/** Levels a side the depth chart asks the hub for: the most a book view carries. */
const DEPTH_LEVELS = 40;

/**
 * The depth-chart mode of the chart panel: cumulative bid and ask size against price, from the hub's
 * book view at the symbol's finest step (already merged and totalled in the hub). Price runs along the
 * horizontal axis (lightweight-charts' options chart). A mode of the moment: not remembered.
 */
export function DepthChart({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const theme = useAtomValue(themeAtom);
  const step = useMemo(() => parseDepthSteps(instrument.digitMerge)[0], [instrument.digitMerge]);
  const book = useAtomValue(
    viewAtom({ kind: 'orderBook', symbol: instrument.symbolId, step: step ?? '1', rows: DEPTH_LEVELS }),
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{
    api: IChartApiBase<number>;
    bids: ISeriesApi<'Area', number>;
    asks: ISeriesApi<'Area', number>;
  }>();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const colors = readChartColors(container);
    const api = createOptionsChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colors.background },
        textColor: colors.text,
        attributionLogo: false,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: colors.grid } },
      localization: { precision: instrument.pricePrecision },
    });
    const area = (color: string) =>
      api.addSeries(AreaSeries, {
        lineColor: color,
        topColor: withAlpha(color, 0.4),
        bottomColor: withAlpha(color, 0.05),
        lineWidth: 2,
        priceLineVisible: false,
        priceFormat: { type: 'volume' },
      });
    setChart({ api, bids: area(colors.up), asks: area(colors.down) });
    return () => {
      setChart(undefined);
      api.remove();
    };
  }, [instrument.pricePrecision, theme]);

  useEffect(() => {
    if (!chart || !book) return;
    chart.bids.setData(toDepthCurve(unpackBookSide(book.bids), 'bid'));
    chart.asks.setData(toDepthCurve(unpackBookSide(book.asks), 'ask'));
  }, [chart, book]);

  return (
    <figure className="depth-chart" aria-label={t('chart.depth.label', { pair: instrument.symbolName })}>
      <div ref={containerRef} className="depth-chart__canvas" />
      {(!book || book.status !== 'live') && (
        <p role="status" className="kline-chart__note">
          {t(book?.status === 'resyncing' ? 'feed.resyncing' : 'chart.loading')}
        </p>
      )}
    </figure>
  );
}
