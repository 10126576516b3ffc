import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { HistoryRange } from '../../../../shared/protocol';
import { calculateTradeRows } from '../../../../shared/orders/calculateTradeRows';
import { computeClientAtom } from '../../../compute/computeAtoms';
import { createDateTimeFormat } from '../../../i18n/localeFormat';
import { useAtomValue } from '../../../state/appJotai';
import type { OrdersTabProps } from '../OrdersTabProps';
import { ORDERS_LINKS } from '../ordersLinks';
import { HistoryList } from './HistoryList';
import { HistoryRangeSelect } from './HistoryRangeSelect';
import { tradeHistoryColumns } from './tradeHistoryColumns';
import { useHistoryPages } from './useHistoryPages';
import { useLiveTradeRows } from './useLiveTradeRows';
import './history.css';

/**
 * The Trade history tab of the orders panel: the account's executions of the last 7, 30 or 180 days
 * as a virtualised table named "Trade history", paged by the compute worker as it is scrolled, with
 * the executions the hub pushes since on top (no refetch). Links to the full trade history and the
 * trading performance page (spec 001 §2).
 */
export function TradeHistoryTab({ symbolId, allPairs }: OrdersTabProps) {
  const { t, i18n } = useTranslation('integratedTrade');
  const compute = useAtomValue(computeClientAtom);
  const [range, setRange] = useState<HistoryRange>(7);
  const pair = allPairs ? undefined : symbolId;
  const fetchPage = useCallback(
    (cursor: string | undefined) =>
      compute.tradeHistoryPage({
        range,
        ...(pair === undefined ? {} : { symbolId: pair }),
        ...(cursor === undefined ? {} : { cursor }),
      }),
    [compute, range, pair],
  );
  const pages = useHistoryPages(`${range}|${pair ?? ''}`, fetchPage);
  const live = useLiveTradeRows(pair);
  // Pushes join a list only once its first page is in: until then they are in that page.
  const rows = useMemo(
    () => (pages.loading && pages.rows.length === 0 ? pages.rows : calculateTradeRows(live, pages.rows)),
    [live, pages.rows, pages.loading],
  );
  const locale = i18n.language;
  const columns = useMemo(
    () => tradeHistoryColumns(t, locale, createDateTimeFormat(locale, 'dateTime')),
    [t, locale],
  );

  return (
    <div className="history-tab">
      <div className="history-tab__bar">
        <HistoryRangeSelect value={range} onChange={setRange} />
        <a className="history-tab__link" href={ORDERS_LINKS.tradeHistory}>
          {t('history.allTrades')}
        </a>
        <a className="history-tab__link" href={ORDERS_LINKS.performance}>
          {t('history.performance')}
        </a>
      </div>
      <HistoryList label={t('tabs.tradeHistory')} columns={columns} pages={pages} rows={rows} />
    </div>
  );
}
