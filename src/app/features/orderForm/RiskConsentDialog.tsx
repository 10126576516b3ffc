import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { useSetAtom } from '../../state/appJotai';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { riskConsentAtom } from './riskConsentAtoms';
import type { ConsentGate } from './useOrderSubmission';

export interface RiskConsentDialogProps {
  instrument: Instrument;
  gate: ConsentGate;
  /** Answered: `true` once the consent is stored (the order then goes on), `false` to stop. */
  onClose(accepted: boolean): void;
}

/**
 * The gate checks' consents (spec 000 §5): the risk disclaimer of a high-risk pair, or the
 * leveraged-token risk test. Asked once per user and pair (once for leveraged tokens), then kept.
 */
export function RiskConsentDialog({ instrument, gate, onClose }: RiskConsentDialogProps) {
  const { t } = useTranslation();
  const consent = useSetAtom(riskConsentAtom);
  const disclaimer = gate === 'riskDisclaimer';
  return (
    <ConfirmDialog
      title={t(disclaimer ? 'orderForm.consent.disclaimerTitle' : 'orderForm.consent.ltTitle')}
      confirmLabel={t('orderForm.consent.accept')}
      cancelLabel={t('orderForm.consent.cancel')}
      onConfirm={() => {
        consent(disclaimer ? { disclaimer: instrument.symbolId } : { ltRiskTest: true });
        onClose(true);
      }}
      onCancel={() => onClose(false)}
      focus="cancel"
    >
      <p>
        {t(disclaimer ? 'orderForm.consent.disclaimerText' : 'orderForm.consent.ltText', {
          pair: instrument.symbolName,
        })}
      </p>
    </ConfirmDialog>
  );
}
