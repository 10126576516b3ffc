import { useTranslation } from '../../i18n/useTranslation';
import { Switch } from '../../ui/Switch';
import { safeOrdersLink } from './ordersLinks';
import type { OrdersTab } from './ordersTabs';

export interface OrdersHeaderProps {
  tab: OrdersTab;
  allPairs: boolean;
  onAllPairsChange(allPairs: boolean): void;
}

/**
 * The panel's header row (spec 001 §2 options): the Show all pairs switch, for tabs it applies to,
 * and the selected tab's All orders link. Empty for a tab with neither.
 */
export function OrdersHeader({ tab, allPairs, onAllPairsChange }: OrdersHeaderProps) {
  const { t } = useTranslation('integratedTrade');
  const allOrders = safeOrdersLink(tab.allOrdersHref);
  if (!tab.pairFiltered && !allOrders) return null;
  return (
    <div className="orders-panel__header">
      {tab.pairFiltered && (
        <Switch isSelected={allPairs} onChange={onAllPairsChange}>
          {t('frame.showAllPairs')}
        </Switch>
      )}
      {allOrders && (
        <a href={allOrders} className="orders-panel__all-orders">
          {t('frame.allOrders')}
        </a>
      )}
    </div>
  );
}
