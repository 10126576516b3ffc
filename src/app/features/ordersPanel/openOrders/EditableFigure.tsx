import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { OrderEditField } from '../../../../shared/orderChecks';
import type { Order } from '../../../../shared/protocol';
import type { OpenOrderWords } from './openOrderWords';
import { OrderEditor } from './OrderEditor';

export interface EditableFigureProps {
  order: Order;
  field: OrderEditField;
  /** The raw value the editor starts from, and the figure's words as shown. */
  value: string;
  text: string;
  /** The order in words, for the button's name. */
  summary: string;
  words: OpenOrderWords;
  /** The row waits for a request: nothing new can start. */
  busy: boolean;
  /** This figure's modify is in flight. */
  modifying: boolean;
  onModify(order: Order, field: OrderEditField, value: string): void;
}

/**
 * A figure that opens its editor on click (spec 000 §4); while its modify is in flight it says so.
 * Focus goes into the editor, and back to the figure when the editor closes.
 */
export function EditableFigure({
  order,
  field,
  value,
  text,
  summary,
  words,
  busy,
  modifying,
  onModify,
}: EditableFigureProps) {
  const { t } = useTranslation('integratedTrade');
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  if (editing) {
    const close = () => {
      refocus.current = true;
      setEditing(false);
    };
    return (
      <OrderEditor
        order={order}
        field={field}
        initial={value}
        onClose={close}
        onSend={(next) => {
          close();
          onModify(order, field, next);
        }}
      />
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className="open-orders__figure"
      // aria-disabled, not disabled: a disabled button drops the focus of whoever just sent the edit.
      aria-disabled={busy || undefined}
      aria-busy={modifying || undefined}
      aria-label={words.edit({
        field: words.word(`field.${field}`, () => t(`openOrders.fields.${field}`)),
        value: text,
        order: summary,
      })}
      onClick={() => {
        if (!busy) setEditing(true);
      }}
    >
      {modifying ? words.word('modifying', () => t('openOrders.modifying')) : text}
    </button>
  );
}
