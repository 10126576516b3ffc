import type { Instrument } from '../../../shared/protocol';
import { OrderDraftNote } from '../orderForm/OrderDraftNote';
import { PairDetails } from '../spot/PairDetails';
import { MarketTabs } from './MarketTabs';

/** Screens of 500 px or less (spec 000 §1): one column, no grid. */
export function MobileLayout({ instrument }: { instrument: Instrument }) {
  return (
    <div className="mobile-layout">
      <MarketTabs instrument={instrument} />
      <OrderDraftNote instrument={instrument} />
      <PairDetails instrument={instrument} />
    </div>
  );
}
