import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { IndicatorSpec } from '../../../../shared/protocol/compute';
import { Button } from '../../../ui/Button';
import { IndicatorsDialog } from './IndicatorsDialog';

export interface IndicatorsButtonProps {
  indicators: readonly IndicatorSpec[];
  onIndicators(indicators: IndicatorSpec[]): void;
}

/** The toolbar's Indicators button and the dialog it opens (focus returns here when it closes). */
export function IndicatorsButton({ indicators, onIndicators }: IndicatorsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="chart-toolbar__button" onPress={() => setOpen(true)}>
        {t('chartToolbar.indicators.open')}
      </Button>
      {open && (
        <IndicatorsDialog
          indicators={indicators}
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
