import type { Instrument } from '../../../shared/protocol';
import { LazyChartPanel } from '../chart';
import { BookPanel } from '../orderBook';
import { LazyTradeArea } from '../orderForm';
import { OrdersPanel } from '../ordersPanel';
import { PairDetails } from '../pairDetails';
import './MobileLayout.css';

/**
 * Screens of 500 px or less (spec 000 §1): one column, no grid; the chart first, as exchanges' phones
 * show it, and the orders panel last, below the book and the trade area.
 */
export function MobileLayout({ instrument }: { instrument: Instrument }) {
  return (
    <div className="mobile-layout">
      <LazyChartPanel instrument={instrument} />
      <BookPanel instrument={instrument} />
      <LazyTradeArea instrument={instrument} />
      <PairDetails instrument={instrument} />
      <OrdersPanel symbolId={instrument.symbolId} />
    </div>
  );
}
