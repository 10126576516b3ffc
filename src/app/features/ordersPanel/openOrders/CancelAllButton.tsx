import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { CancelAllScope } from '../../orders';
import { useCancelAll } from './useCancelAll';

export interface CancelAllButtonProps {
  /** The sub-tab's name, and how many orders it lists. */
  tab: string;
  count: number;
  scopes: CancelAllScope[];
  /** The pair's name, or "all pairs": what the question says is cancelled. */
  scope: string;
  /** The user's cancel-all confirm setting (double_confirm.cancelAll). */
  confirmFirst: boolean;
}

/**
 * Cancel all of spec 001 §5: disabled while the sub-tab is empty; asks first only when the user's
 * cancel-all confirm setting is on; busy (sending nothing more) until its calls have answered.
 */
export function CancelAllButton({ tab, count, scopes, scope, confirmFirst }: CancelAllButtonProps) {
  const { t } = useTranslation('integratedTrade');
  const { busy, cancelAll } = useCancelAll();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="open-orders__cancel-all"
        // aria-disabled, not disabled (spec 001 §5: disabled while the sub-tab is empty): the button
        // that just emptied it keeps the focus instead of dropping it on the page's body.
        aria-disabled={count === 0 || busy || undefined}
        aria-busy={busy || undefined}
        aria-label={t('openOrders.cancelAllOrders', { tab })}
        onClick={() => {
          if (busy || count === 0) return;
          if (confirmFirst) setAsking(true);
          else cancelAll(scopes);
        }}
      >
        {t('list.cancelAll')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('openOrders.confirmCancelAll.title')}
          confirmLabel={t('openOrders.confirmCancelAll.confirm')}
          cancelLabel={t('openOrders.confirmCancelAll.keep')}
          focus="cancel"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            cancelAll(scopes);
          }}
        >
          <p>{t('openOrders.confirmCancelAll.text', { tab, scope, count })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
