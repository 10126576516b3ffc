import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/protocol';
import { createDateTimeFormat } from '../../../i18n/localeFormat';
import { OpenOrderRow } from './OpenOrderRow';
import type { OrderActions } from './useOrderActions';

const COLUMNS = [
  'time',
  'pair',
  'type',
  'side',
  'price',
  'trigger',
  'quantity',
  'filled',
  'value',
  'status',
  'actions',
] as const;

/** One sub-tab's open orders as a table named by the sub-tab, or the empty note when it has none. */
export function OpenOrdersTable({
  label,
  orders,
  actions,
}: {
  label: string;
  orders: Order[];
  actions: OrderActions;
}) {
  const { t, i18n } = useTranslation('integratedTrade');
  const formatTime = useMemo(() => createDateTimeFormat(i18n.language, 'dateTime'), [i18n.language]);
  if (orders.length === 0) return <p className="open-orders__empty">{t('list.empty')}</p>;
  return (
    <div className="open-orders__scroll">
      <table className="open-orders__table" aria-label={label}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`openOrders.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OpenOrderRow
              key={order.orderId}
              order={order}
              pending={actions.pending.get(order.orderId)}
              formatTime={formatTime}
              onCancel={actions.cancel}
              onModify={actions.modify}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
