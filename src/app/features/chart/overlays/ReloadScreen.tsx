import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { reloadPage } from './reloadPage';
import './ChartOverlays.css';

export interface ReloadScreenProps {
  /** What Reload does; default reloads the page. Tests pass a spy. */
  reload?: () => void;
}

/** The generic error screen (spec 000 §8 "Generic boundary"): a 'reload' tip and a Reload button. */
export function ReloadScreen({ reload = reloadPage }: ReloadScreenProps) {
  const { t } = useTranslation();
  const tipId = useId();
  return (
    <section className="chart-overlay" aria-labelledby={tipId}>
      <p id={tipId} role="alert">
        {t('chartOpening.reloadTip')}
      </p>
      <button type="button" onClick={() => reload()}>
        {t('chartOpening.reload')}
      </button>
    </section>
  );
}
