import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRange, OrderHistoryKind } from '../../../../shared/protocol';
import { computeClientAtom } from '../../../compute/computeAtoms';
import { createDateTimeFormat } from '../../../i18n/localeFormat';
import { useAtomValue } from '../../../state/appJotai';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import { readyWebConfigAtom, viewerAtom } from '../../session';
import type { OrdersTabProps } from '../OrdersTabProps';
import { HistoryList } from './HistoryList';
import { HistoryRangeSelect } from './HistoryRangeSelect';
import { orderHistoryColumns } from './orderHistoryColumns';
import { useHistoryPages } from './useHistoryPages';
import './history.css';

type SubTab = Exclude<OrderHistoryKind, 'all'>;

/** The sub-tabs (spec 001 §2), their names, and the full page of each (none is given for OCO). */
const SUB_TABS: {
  kind: SubTab;
  name: 'limitMarket' | 'stopLimit' | 'conditional' | 'oco';
  page: string | undefined;
}[] = [
  { kind: 'ordinary', name: 'limitMarket', page: 'active' },
  { kind: 'stopLimit', name: 'stopLimit', page: 'stop-limit' },
  { kind: 'conditional', name: 'conditional', page: 'conditional' },
  { kind: 'oco', name: 'oco', page: undefined },
];

/**
 * The Order history tab of the orders panel: the four order types as sub-tabs (OCO only where the
 * web config allows it and not for demo accounts), a range of 7, 30 or 180 days, and the orders as a
 * virtualised table named "Order history", paged by the compute worker as it is scrolled.
 */
export function OrderHistoryTab({ symbolId, allPairs }: OrdersTabProps) {
  const { t } = useTranslation('integratedTrade');
  const viewer = useAtomValue(viewerAtom);
  const config = useAtomValue(readyWebConfigAtom);
  const ocoShown = config?.compliance.ocoOrders === true && !viewer.isDemo;
  const subTabs = ocoShown ? SUB_TABS : SUB_TABS.filter((tab) => tab.kind !== 'oco');
  const [chosen, setChosen] = useState<SubTab>('ordinary');
  const kind = subTabs.some((tab) => tab.kind === chosen) ? chosen : 'ordinary';
  const [range, setRange] = useState<HistoryRange>(7);
  const page = subTabs.find((tab) => tab.kind === kind)?.page;

  return (
    <div className="history-tab">
      <Tabs selectedKey={kind} onSelectionChange={setChosen}>
        <div className="history-tab__bar">
          <TabList aria-label={t('history.subTabs')} className="history-tab__kinds">
            {subTabs.map((tab) => (
              <Tab key={tab.kind} id={tab.kind}>
                {t(`orderTypes.${tab.name}`)}
              </Tab>
            ))}
          </TabList>
          <HistoryRangeSelect value={range} onChange={setRange} />
          {page && (
            <a className="history-tab__link" href={`/user/assets/order/fed/spot-orders/${page}`}>
              {t('history.allOrders')}
            </a>
          )}
        </div>
        {subTabs.map((tab) => (
          <TabPanel key={tab.kind} id={tab.kind} className="history-tab__panel">
            <OrderHistoryList kind={tab.kind} range={range} symbolId={allPairs ? undefined : symbolId} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function OrderHistoryList(props: { kind: SubTab; range: HistoryRange; symbolId: string | undefined }) {
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
