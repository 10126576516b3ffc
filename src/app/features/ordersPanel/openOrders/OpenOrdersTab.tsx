import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { FeedStatusNote } from '../../../hub/FeedStatusNote';
import { viewAtom } from '../../../hub/hubAtoms';
import { useAtomValue } from '../../../state/appJotai';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import { orderSettingsAtom, readyWebConfigAtom, viewerAtom } from '../../session';
import type { OrdersTabProps } from '../OrdersTabProps';
import { calculateCancelAllScopes } from './calculateCancelAllScopes';
import { CancelAllButton } from './CancelAllButton';
import { visibleOpenOrderTabs, type OpenOrderTab } from './classifyOpenOrder';
import { OpenOrdersTable } from './OpenOrdersTable';
import { useOpenOrderCounts, useOpenOrders } from './useOpenOrders';
import { useOrderActions, type OrderActions } from './useOrderActions';
import './OpenOrdersTab.css';

const instrumentsView = viewAtom({ kind: 'instruments' });

/**
 * The orders panel's Open orders tab (spec 001 §2 "Orders panel", "Trade area and lower area"): a
 * sub-tab per kind of open order with its count (OCO hidden for demo accounts and when compliance
 * turns it off, 001 §6; MMR and future spread not offered, the simulator has neither), each a table
 * of the hub's live account view, this pair's orders unless `allPairs`, with Cancel per row, edit in
 * place (spec 000 §4) and the sub-tab's Cancel all (001 §5, §7, §8).
 */
export function OpenOrdersTab({ symbolId, allPairs }: OrdersTabProps) {
  const { t } = useTranslation('integratedTrade');
  const viewer = useAtomValue(viewerAtom);
  const config = useAtomValue(readyWebConfigAtom);
  const settings = useAtomValue(orderSettingsAtom);
  const pair = useAtomValue(instrumentsView)?.instruments.find((i) => i.symbolId === symbolId);
  // The strip renders when a count changes; the list shown renders at every change of its orders.
  const { status, counts } = useOpenOrderCounts(symbolId, allPairs);
  const actions = useOrderActions();
  const tabs = visibleOpenOrderTabs({
    isDemo: viewer.isDemo,
    ocoAllowed: config?.compliance.ocoOrders ?? false,
  });
  const [chosen, setChosen] = useState<OpenOrderTab>('limitMarket');
  const selected = tabs.includes(chosen) ? chosen : 'limitMarket';

  if (viewer.kind !== 'unknown' && (!viewer.isLoggedIn || status === 'visitor'))
    return <p>{t('list.loginPrompt')}</p>;
  if (status === undefined || status === 'loading') return <FeedStatusNote status="loading" />;

  const scope = allPairs
    ? t('openOrders.confirmCancelAll.allPairs')
    : pair
      ? `${pair.baseTokenName}/${pair.quoteTokenName}`
      : symbolId;
  return (
    <div className="open-orders">
      {status === 'resyncing' && <FeedStatusNote status={status} />}
      <Tabs selectedKey={selected} onSelectionChange={setChosen}>
        <TabList aria-label={t('openOrders.subTabs')}>
          {tabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {t('list.count', { tab: t(`orderTypes.${tab}`), count: counts[tab] })}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab} id={tab} className="open-orders__panel">
            <OpenOrdersList
              tab={tab}
              symbolId={symbolId}
              allPairs={allPairs}
              scope={scope}
              confirmFirst={settings?.cancelAll ?? false}
              actions={actions}
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

/** A sub-tab's Cancel all and its table, following its orders. */
function OpenOrdersList({
  tab,
  symbolId,
  allPairs,
  scope,
  confirmFirst,
  actions,
}: {
  tab: OpenOrderTab;
  symbolId: string;
  allPairs: boolean;
  scope: string;
  confirmFirst: boolean;
  actions: OrderActions;
}) {
  const { t } = useTranslation('integratedTrade');
  const orders = useOpenOrders(symbolId, allPairs).byTab[tab];
  return (
    <>
      <div className="open-orders__toolbar">
        <CancelAllButton
          tab={t(`orderTypes.${tab}`)}
          count={orders.length}
          scopes={calculateCancelAllScopes(tab, orders, symbolId, allPairs)}
          scope={scope}
          confirmFirst={confirmFirst}
        />
      </div>
      <OpenOrdersTable label={t(`orderTypes.${tab}`)} orders={orders} actions={actions} />
    </>
  );
}
