import { useTranslation } from '../../i18n/useTranslation';
import type { Side } from '../../../shared/protocol';
import { formatDecimalForLocale } from '../../i18n/localeFormat';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** A new limit price across the last price (decimal strings, shown in the locale's notation). */
export interface CrossingHint {
  side: Side;
  price: string;
  lastPrice: string;
}

/** A new quantity equal to what already executed. */
export interface ExecutedQuantityHint {
  quantity: string;
  coin: string;
}

export type ModifyHint = CrossingHint | ExecutedQuantityHint;

/**
 * Spec 000 §4: "a hint dialog appears if a price crosses the market or a quantity equals the executed
 * quantity" — for a dragged order line and for an edit in the orders panel alike. A question that needs
 * an answer: an alertdialog that a click outside does not dismiss; Escape keeps the old value.
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
  const decimal = (value: string) => formatDecimalForLocale(value, i18n.language);
  if ('quantity' in hint) {
    return (
      <ConfirmDialog
        title={t('openOrders.quantityHint.title', { ns: 'integratedTrade' })}
        confirmLabel={t('chart.modifyHint.confirm')}
        cancelLabel={t('openOrders.quantityHint.cancel', { ns: 'integratedTrade' })}
        onConfirm={onConfirm}
        onCancel={onCancel}
        focus="cancel"
      >
        <p>
          {t('openOrders.quantityHint.text', {
            ns: 'integratedTrade',
            quantity: decimal(hint.quantity),
            coin: hint.coin,
          })}
        </p>
      </ConfirmDialog>
    );
  }
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
          price: decimal(hint.price),
          last: decimal(hint.lastPrice),
        })}
      </p>
    </ConfirmDialog>
  );
}
