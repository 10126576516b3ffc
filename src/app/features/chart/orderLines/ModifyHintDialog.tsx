import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../../../shared/protocol';

export interface ModifyHint {
  side: Side;
  price: string;
  lastPrice: string;
}

/**
 * Spec 000 §4: "a hint dialog appears if a price crosses the market". A modal `<dialog>`: the browser
 * makes the rest of the page inert while it is open, so focus stays inside; Escape cancels.
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
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="modify-hint-title"
      className="chart-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="modify-hint-title">{t('chart.modifyHint.title')}</h2>
      <p>
        {t(hint.side === 'Buy' ? 'chart.modifyHint.buyAbove' : 'chart.modifyHint.sellBelow', {
          price: hint.price,
          last: hint.lastPrice,
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
    </dialog>
  );
}
