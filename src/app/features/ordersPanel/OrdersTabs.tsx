import { Suspense, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { readyWebConfigAtom, viewerAtom } from '../session';
import { OrdersHeader } from './OrdersHeader';
import { allPairsAtom, selectedOrdersTabAtom } from './ordersPanelPrefs';
import { visibleOrdersTabs } from './ordersTabs';

/**
 * The logged-in viewer's tabs (ordersTabs.ts decides which), the selected one remembered per user;
 * the header row (spec 001 §2 options; hidden when the `orderHeader` compliance switch is off) with
 * Show all pairs, passed to the tabs as `allPairs`, and the selected tab's All orders link. Only the
 * selected tab is mounted, so only it fetches or watches anything.
 */
export function OrdersTabs({ symbolId }: { symbolId: string }) {
  const { t } = useTranslation('integratedTrade');
  const viewer = useAtomValue(viewerAtom);
  const compliance = useAtomValue(readyWebConfigAtom)?.compliance;
  const tabs = useMemo(() => visibleOrdersTabs({ viewer, compliance }), [viewer, compliance]);
  const stored = useAtomValue(selectedOrdersTabAtom);
  const select = useSetAtom(selectedOrdersTabAtom);
  const allPairsChosen = useAtomValue(allPairsAtom);
  const setAllPairs = useSetAtom(allPairsAtom);
  const selected = tabs.find((tab) => tab.key === stored) ?? tabs[0];
  if (!selected) return null;
  const withHeader = compliance?.orderHeader === true;
  const allPairs = withHeader && allPairsChosen === true;
  const loading = <p role="status">{t('frame.loading')}</p>;
  return (
    <Tabs selectedKey={selected.key} onSelectionChange={select} className="orders-panel__tabs">
      <TabList aria-label={t('frame.tabs')}>
        {tabs.map((tab) => (
          <Tab key={tab.key} id={tab.key}>
            {t(`tabs.${tab.labelKey}`)}
          </Tab>
        ))}
      </TabList>
      {withHeader && <OrdersHeader tab={selected} allPairs={allPairs} onAllPairsChange={setAllPairs} />}
      {tabs.map(({ key, component: Component, pairFiltered }) => (
        <TabPanel key={key} id={key} className="orders-panel__tab">
          <Suspense fallback={loading}>
            <Component symbolId={symbolId} allPairs={pairFiltered && allPairs} />
          </Suspense>
        </TabPanel>
      ))}
    </Tabs>
  );
}
