import { useLayoutEffect, useMemo, useRef, type FocusEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Order } from '../../../../shared/protocol';
import { createDateTimeFormat } from '../../../i18n/localeFormat';
import { createOpenOrderWords } from './openOrderWords';
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

/**
 * One sub-tab's open orders as a table named by the sub-tab, or the empty note when it has none.
 *
 * A row that goes (cancelled here or anywhere, filled) while the focus is in it takes the focus with
 * it; the focus then moves to the Cancel of the row that took its place (or the last row), or to the
 * empty note, so a keyboard user cancelling one order after another stays in the list.
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
  const head = useMemo(
    () => (
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`openOrders.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
    ),
    [t],
  );
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  /** The order whose row holds the focus, and where that row stood. */
  const focused = useRef<{ orderId: string; index: number } | undefined>(undefined);
  const noteFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const orderId = (event.target as HTMLElement).closest('tr')?.dataset['orderId'];
    const index = orders.findIndex((order) => order.orderId === orderId);
    focused.current = orderId === undefined || index < 0 ? undefined : { orderId, index };
  };
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || orders.some((order) => order.orderId === was.orderId)) return;
    focused.current = undefined;
    // Only a focus the row took with it: one the user moved elsewhere stays where it is.
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const next = orders[Math.min(was.index, orders.length - 1)];
    if (!next) {
      emptyRef.current?.focus();
      return;
    }
    bodyRef.current
      ?.querySelector<HTMLElement>(`tr[data-order-id="${CSS.escape(next.orderId)}"] .open-orders__cancel`)
      ?.focus();
  }, [orders]);
  if (orders.length === 0)
    return (
      <p ref={emptyRef} className="open-orders__empty" tabIndex={-1}>
        {t('list.empty')}
      </p>
    );
  return (
    <div className="open-orders__scroll">
      <table className="open-orders__table" aria-label={label}>
        {head}
        <tbody ref={bodyRef} onFocus={noteFocus}>
          {orders.map((order) => (
            <OpenOrderRow
              key={order.orderId}
              order={order}
              pending={actions.pending.get(order.orderId)}
              formatTime={formatTime}
              words={words}
              onCancel={actions.cancel}
              onModify={actions.modify}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
