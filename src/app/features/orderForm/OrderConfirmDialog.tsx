import { useTranslation } from 'react-i18next';
import type { OrderRequest } from '../../../shared/orderChecks';
import type { Instrument } from '../../../shared/protocol';
import { ModalDialog } from '../../ui/ModalDialog';
import { describeOrderRequest } from './describeOrderRequest';

export interface OrderConfirmDialogProps {
  instrument: Instrument;
  request: OrderRequest;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The double confirmation (the user's double_confirm setting): the order exactly as it will be sent,
 * row by row, with Confirm and Cancel. An alert dialog: a click outside does not answer it.
 */
export function OrderConfirmDialog({ instrument, request, onConfirm, onCancel }: OrderConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const rows = describeOrderRequest(t, i18n.language, instrument, request);
  return (
    <ModalDialog
      isOpen
      onClose={onCancel}
      isDismissable={false}
      role="alertdialog"
      showClose={false}
      title={t('orderForm.confirm.title')}
    >
      <dl className="order-confirm">
        {rows.map(([key, term, value]) => (
          <div key={key}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="order-confirm__actions">
        <button type="button" onClick={onCancel}>
          {t('orderForm.confirm.cancel')}
        </button>
        <button
          type="button"
          className="order-confirm__ok"
          autoFocus
          // Enter held down from the form would repeat onto this button: a repeat confirms nothing.
          onKeyDown={(event) => {
            if (event.repeat) event.preventDefault();
          }}
          onClick={onConfirm}
        >
          {t('orderForm.confirm.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
