import { useTranslation } from 'react-i18next';
import type { Side } from '../../../../shared/protocol';
import { formatDecimalForLocale } from '../../../i18n/localeFormat';
import { ModalDialog } from '../../../ui/ModalDialog';

export interface ModifyHint {
  side: Side;
  /** Decimal strings, shown in the locale's notation. */
  price: string;
  lastPrice: string;
}

/**
 * Spec 000 §4: "a hint dialog appears if a price crosses the market". A question that needs an
 * answer: an alertdialog that a click outside does not dismiss; Escape keeps the old price.
 */
export function ModifyHintDialog({
  hint,
  onConfirm,
  onCancel,
}: {
  hint: ModifyHint;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const price = (value: string) => formatDecimalForLocale(value, i18n.language);
  return (
    <ModalDialog
      isOpen
      onClose={onCancel}
      isDismissable={false}
      role="alertdialog"
      showClose={false}
      title={t('chart.modifyHint.title')}
    >
      <p>
        {t(hint.side === 'Buy' ? 'chart.modifyHint.buyAbove' : 'chart.modifyHint.sellBelow', {
          price: price(hint.price),
          last: price(hint.lastPrice),
        })}
      </p>
      <div className="chart-dialog__actions">
        <button type="button" onClick={onCancel}>
          {t('chart.modifyHint.cancel')}
        </button>
        <button type="button" className="chart-dialog__primary" onClick={onConfirm}>
          {t('chart.modifyHint.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
