import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import type { Locale } from '../../i18n/locales';
import { LazyChartPanel } from '../chart';
import { BookPanel } from '../orderBook';
import { LazyTradeArea } from '../orderForm';
import { OrdersPanel } from '../ordersPanel';
import { PairDetails } from '../pairDetails';
import { TradingGrid } from './TradingGrid';
import { useIsRtl } from './useIsRtl';
import { useTradingLayout } from './useTradingLayout';

/**
 * The desktop trading page below the market header (spec 000 §2): the grid on the left (chart, the
 * order book panel with its Latest trades tab, the orders panel) and the trade area (order entry and the pair's
 * trading rules) on a 300 px right column.
 */
export function DesktopLayout({ locale, instrument }: { locale: Locale; instrument: Instrument }) {
  const { t } = useTranslation();
  const rtl = useIsRtl(locale);
  const { layout, commit, reset } = useTradingLayout();
  return (
    <div className="trading-layout">
      <div className="trading-layout__toolbar">
        <button type="button" onClick={reset}>
          {t('layout.reset')}
        </button>
      </div>
      <div className="trading-layout__body">
        <TradingGrid
          layout={layout}
          rtl={rtl}
          onCommit={commit}
          panels={{
            chart: <LazyChartPanel instrument={instrument} />,
            orderbook: <BookPanel instrument={instrument} fitToHeight />,
            position: <OrdersPanel symbolId={instrument.symbolId} />,
          }}
        />
        <div className="trading-layout__side">
          <LazyTradeArea instrument={instrument} />
          <PairDetails instrument={instrument} />
        </div>
      </div>
    </div>
  );
}
