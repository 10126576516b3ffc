import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Order } from '../../../../shared/protocol';
import { createDateTimeFormat } from '../../../i18n/localeFormat';
import { VirtualTable, type VirtualTableHeader } from '../../../ui/VirtualTable';
import { createOpenOrderWords } from './openOrderWords';
import { OpenOrderRow } from './OpenOrderRow';
import type { OrderActions } from './useOrderActions';

/**
 * The columns in order, each with its width in `ch` (VirtualTable) and whether it holds figures (its
 * header then aligns with the cells OpenOrderRow marks `data-numeric`).
 */
const COLUMNS = [
  { key: 'time', widthCh: 19 },
  { key: 'pair', widthCh: 9 },
  { key: 'type', widthCh: 10 },
  { key: 'side', widthCh: 6 },
  { key: 'price', widthCh: 13, numeric: true },
  { key: 'trigger', widthCh: 13, numeric: true },
  { key: 'quantity', widthCh: 16, numeric: true },
  { key: 'filled', widthCh: 10, numeric: true },
  { key: 'value', widthCh: 12, numeric: true },
  { key: 'status', widthCh: 12 },
  { key: 'actions', widthCh: 11 },
] as const;

const orderKey = (order: Order) => order.orderId;

/**
 * One sub-tab's open orders as a table named by the sub-tab (`ui/VirtualTable`: a trader with hundreds
 * of orders gets the rows in view rendered, not all of them at every account view), or the empty note
 * when it has none.
 *
 * A row that goes (cancelled here or anywhere, filled) while the focus is in it hands the focus to the
 * Cancel of the row that took its place (or the last row), or to the empty note, so a keyboard user
 * cancelling one order after another stays in the list (VirtualTable's `passFocusTo`).
 */
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
  const words = useMemo(() => createOpenOrderWords(t, i18n.language), [t, i18n.language]);
  // The column headers hold still while the rows follow the account: made once per language.
  const columns = useMemo(
    (): VirtualTableHeader[] =>
      COLUMNS.map((column) => ({ ...column, header: t(`openOrders.columns.${column.key}`) })),
    [t],
  );
  return (
    // The wrapper scopes the rows' look (OpenOrdersTab.css) and lays nothing out itself.
    <div className="open-orders__table">
      <VirtualTable
        label={label}
        columns={columns}
        rows={orders}
        rowKey={orderKey}
        totalRows={orders.length}
        empty={t('list.empty')}
        passFocusTo=".open-orders__cancel"
        pinLastColumn
        renderRow={(order, index) => (
          <OpenOrderRow
            key={order.orderId}
            index={index}
            order={order}
            pending={actions.pending.get(order.orderId)}
            formatTime={formatTime}
            words={words}
            onCancel={actions.cancel}
            onModify={actions.modify}
          />
        )}
      />
    </div>
  );
}
