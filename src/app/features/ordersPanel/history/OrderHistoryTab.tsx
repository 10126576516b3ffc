import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { HistoryRange } from '../../../../shared/protocol';
import { computeClientAtom } from '../../../compute/computeAtoms';
import { createDateTimeFormat } from '../../../i18n/localeFormat';
import { useAtomValue } from '../../../state/appJotai';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import { readyWebConfigAtom, viewerAtom } from '../../session';
import type { OrdersTabProps } from '../OrdersTabProps';
import { orderHistoryLink } from '../ordersLinks';
import { calculateHistorySubTabs, type HistorySubTab } from './calculateHistorySubTabs';
import { HistoryList } from './HistoryList';
import { HistoryRangeSelect } from './HistoryRangeSelect';
import { orderHistoryColumns } from './orderHistoryColumns';
import { useHistoryPages } from './useHistoryPages';
import './history.css';

/**
 * The Order history tab of the orders panel: the four order types as sub-tabs (OCO only where the
 * web config allows it and not for demo accounts), a range of 7, 30 or 180 days, and the orders as a
 * virtualised table named "Order history", paged by the compute worker as it is scrolled.
 */
export function OrderHistoryTab({ symbolId, allPairs }: OrdersTabProps) {
  const { t } = useTranslation('integratedTrade');
  const viewer = useAtomValue(viewerAtom);
  const config = useAtomValue(readyWebConfigAtom);
  const subTabs = calculateHistorySubTabs(config?.compliance.ocoOrders, viewer.isDemo);
  const [chosen, setChosen] = useState<HistorySubTab>('ordinary');
  const kind = subTabs.some((tab) => tab.kind === chosen) ? chosen : 'ordinary';
  const [range, setRange] = useState<HistoryRange>(7);
  const page = subTabs.find((tab) => tab.kind === kind)?.page;

  return (
    <div className="history-tab">
      <div className="history-tab__bar">
        <HistoryRangeSelect value={range} onChange={setRange} />
        {page && (
          <a className="history-tab__link" href={orderHistoryLink(page)}>
            {t('history.allOrders')}
          </a>
        )}
      </div>
      {/* The kit's Tabs reads its TabList among its direct children. */}
      <Tabs selectedKey={kind} onSelectionChange={setChosen}>
        <TabList aria-label={t('history.subTabs')}>
          {subTabs.map((tab) => (
            <Tab key={tab.kind} id={tab.kind}>
              {t(`orderTypes.${tab.name}`)}
            </Tab>
          ))}
        </TabList>
        {subTabs.map((tab) => (
          <TabPanel key={tab.kind} id={tab.kind} className="history-tab__panel">
            <OrderHistoryList kind={tab.kind} range={range} symbolId={allPairs ? undefined : symbolId} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function OrderHistoryList(props: { kind: HistorySubTab; range: HistoryRange; symbolId: string | undefined }) {
  const { kind, range, symbolId } = props;
  const { t, i18n } = useTranslation('integratedTrade');
  const compute = useAtomValue(computeClientAtom);
  const fetchPage = useCallback(
    (cursor: string | undefined) =>
      compute.orderHistoryPage({
        kind,
        range,
        ...(symbolId === undefined ? {} : { symbolId }),
        ...(cursor === undefined ? {} : { cursor }),
      }),
    [compute, kind, range, symbolId],
  );
  const pages = useHistoryPages(`${kind}|${range}|${symbolId ?? ''}`, fetchPage);
  const locale = i18n.language;
  const columns = useMemo(
    () => orderHistoryColumns(t, locale, createDateTimeFormat(locale, 'dateTime')),
    [t, locale],
  );
  return <HistoryList label={t('tabs.orderHistory')} columns={columns} pages={pages} />;
}
