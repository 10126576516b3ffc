import type { Instrument } from '../../../shared/protocol';
import { ChartPanel } from '../chart/ChartPanel';
import { BookPanel } from '../orderBook/BookPanel';
import { OrderDraftNote } from '../orderForm/OrderDraftNote';
import { PairDetails } from '../spot/PairDetails';
import './MobileLayout.css';

/** Screens of 500 px or less (spec 000 §1): one column, no grid; the chart first, as exchanges' phones show it. */
export function MobileLayout({ instrument }: { instrument: Instrument }) {
  return (
    <div className="mobile-layout">
      <ChartPanel instrument={instrument} />
      <BookPanel instrument={instrument} />
      <OrderDraftNote instrument={instrument} />
      <PairDetails instrument={instrument} />
    </div>
  );
}
