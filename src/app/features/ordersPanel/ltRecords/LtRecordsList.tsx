import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { API, type Instrument, type LtOrderType } from '../../../../shared/protocol';
import { ApiErrorAlert } from '../../../api/ApiErrorAlert';
import { createDateTimeFormat, formatDecimalForLocale } from '../../../i18n/localeFormat';
import { useListQuery } from '../useListQuery';
import { ltOrderListSchema } from './ltOrderListSchema';
import { ltStatusKey } from './ltStatusKey';

/** The newest page of one direction's records (GET /spot/api/lt/orders), newest first. */
const PAGE_SIZE = '50';

export interface LtRecordsListProps {
  orderType: LtOrderType;
  /** One token's records; every token's when `undefined`. */
  symbolId: string | undefined;
  /** The sub-tab that names the table. */
  labelledBy: string;
  /** The listed pairs, for the tokens' names; a pair not (yet) known shows its id. */
  instruments: readonly Instrument[] | undefined;
}

export function LtRecordsList({ orderType, symbolId, labelledBy, instruments }: LtRecordsListProps) {
  const { t, i18n } = useTranslation('integratedTrade');
  const query = useMemo(
    () => ({
      order_type: String(orderType),
      limit: PAGE_SIZE,
      ...(symbolId === undefined ? {} : { symbol_id: symbolId }),
    }),
    [orderType, symbolId],
  );
  const { state, retry } = useListQuery(API.ltOrders, ltOrderListSchema, query);
  const formatTime = useMemo(() => createDateTimeFormat(i18n.language, 'dateTime'), [i18n.language]);
  const figure = (text: string) => formatDecimalForLocale(text, i18n.language);

  if (state.status === 'loading') return <p role="status">{t('frame.loading')}</p>;
  if (state.status === 'failed') return <ApiErrorAlert error={state.error} onRetry={retry} />;
  if (state.list.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <table className="orders-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('ltRecords.time')}</th>
          <th scope="col">{t('ltRecords.token')}</th>
          <th scope="col">{t('ltRecords.type')}</th>
          <th scope="col">{t('ltRecords.amount')}</th>
          <th scope="col">{t('ltRecords.quantity')}</th>
          <th scope="col">{t('ltRecords.status')}</th>
        </tr>
      </thead>
      <tbody>
        {state.list.map((order) => (
          <tr key={order.orderId}>
            <td>{formatTime(order.createdTime)}</td>
            <th scope="row">
              {instruments?.find((i) => i.symbolId === order.symbolId)?.baseTokenName ?? order.symbolId}
            </th>
            <td>{t(order.kind === 'subscribe' ? 'ltRecords.subscription' : 'ltRecords.redemption')}</td>
            <td>{figure(order.amount)}</td>
            <td>{figure(order.quantity)}</td>
            <td>{t(`ltRecords.statuses.${ltStatusKey(order.status)}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
