import { useTranslation } from '../../i18n/useTranslation';
import type { OrderRequest } from '../../../shared/orderChecks';
import type { Instrument } from '../../../shared/protocol';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
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
    <ConfirmDialog
      title={t('orderForm.confirm.title')}
      confirmLabel={t('orderForm.confirm.ok')}
      cancelLabel={t('orderForm.confirm.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="order-confirm">
        {rows.map(([key, term, value]) => (
          <div key={key}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ConfirmDialog>
  );
}
