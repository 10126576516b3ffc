import { useTranslation } from 'react-i18next';
import type { Side } from '../../../../shared/protocol';
import { formatDecimalForLocale } from '../../../i18n/localeFormat';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

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
    <ConfirmDialog
      title={t('chart.modifyHint.title')}
      confirmLabel={t('chart.modifyHint.confirm')}
      cancelLabel={t('chart.modifyHint.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      focus="cancel"
    >
      <p>
        {t(hint.side === 'Buy' ? 'chart.modifyHint.buyAbove' : 'chart.modifyHint.sellBelow', {
          price: price(hint.price),
          last: price(hint.lastPrice),
        })}
      </p>
    </ConfirmDialog>
  );
}
