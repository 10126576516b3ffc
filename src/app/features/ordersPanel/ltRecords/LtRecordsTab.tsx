import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { LT_ORDER_TYPE, type LtOrderType } from '../../../../shared/protocol';
import { viewAtom } from '../../../hub/hubAtoms';
import { useAtomValue } from '../../../state/appJotai';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import type { OrdersTabProps } from '../OrdersTabProps';
import { ORDERS_LINKS } from '../ordersLinks';
import { LtRecordsList } from './LtRecordsList';

const instrumentsView = viewAtom({ kind: 'instruments' });

type LtKind = 'subscriptions' | 'redemptions';
const KINDS: readonly LtKind[] = ['subscriptions', 'redemptions'];
const ORDER_TYPE: Record<LtKind, LtOrderType> = {
  subscriptions: LT_ORDER_TYPE.subscription,
  redemptions: LT_ORDER_TYPE.redemption,
};
const ALL_ORDERS: Record<LtKind, string> = {
  subscriptions: ORDERS_LINKS.ltSubscriptions,
  redemptions: ORDERS_LINKS.ltRedemptions,
};

/**
 * Leveraged-token records (spec 001 §2): subscriptions and redemptions as two sub-tabs, each with its
 * All orders link; this pair's records unless Show all pairs is on.
 */
export function LtRecordsTab({ symbolId, allPairs }: OrdersTabProps) {
  const { t } = useTranslation('integratedTrade');
  const baseId = useId();
  const [kind, setKind] = useState<LtKind>('subscriptions');
  // Watched here, not in each sub-tab's list, so switching sub-tabs keeps the tokens' names.
  const instruments = useAtomValue(instrumentsView)?.instruments;
  const labelId = (of: LtKind) => `${baseId}-${of}`;
  return (
    <Tabs selectedKey={kind} onSelectionChange={setKind} className="orders-panel__subtabs">
      <TabList aria-label={t('ltRecords.kinds')}>
        {KINDS.map((of) => (
          <Tab key={of} id={of} labelId={labelId(of)}>
            {t(`ltRecords.${of}`)}
          </Tab>
        ))}
      </TabList>
      {KINDS.map((of) => (
        <TabPanel key={of} id={of}>
          <p className="orders-panel__options">
            <a href={ALL_ORDERS[of]}>{t('frame.allOrders')}</a>
          </p>
          <LtRecordsList
            orderType={ORDER_TYPE[of]}
            symbolId={allPairs ? undefined : symbolId}
            labelledBy={labelId(of)}
            instruments={instruments}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}
