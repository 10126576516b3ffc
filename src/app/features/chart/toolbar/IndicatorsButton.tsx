import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndicatorSpec } from '../../../../shared/protocol/compute';
import { IndicatorsDialog } from './IndicatorsDialog';
import { TOOLBAR_ITEM } from './useRovingToolbar';

export interface IndicatorsButtonProps {
  indicators: readonly IndicatorSpec[];
  onIndicators(indicators: IndicatorSpec[]): void;
}

/** The toolbar's Indicators button and the dialog it opens (focus returns here when it closes). */
export function IndicatorsButton({ indicators, onIndicators }: IndicatorsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...TOOLBAR_ITEM}
        ref={buttonRef}
        type="button"
        className="chart-toolbar__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('chartToolbar.indicators.open')}
      </button>
      {open && (
        <IndicatorsDialog
          indicators={indicators}
          returnFocusTo={buttonRef}
          onConfirm={(next) => {
            setOpen(false);
            onIndicators(next);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
