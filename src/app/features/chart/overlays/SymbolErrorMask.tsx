import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { reloadPage } from './reloadPage';
import './ChartOverlays.css';

export interface SymbolErrorMaskProps {
  /** The pair as people read it, "NOVA/USDT". */
  symbolName: string;
  /** What Refresh does; default reloads the page (spec 000 §8). Tests pass a spy. */
  reload?: () => void;
}

/**
 * Over the chart when the opening of a pair could not be checked (spec 000 §4 step 4, §8): the pair,
 * 'Opening countdown', a network-error message (announced as an alert) and a Refresh button.
 */
export function SymbolErrorMask({ symbolName, reload = reloadPage }: SymbolErrorMaskProps) {
  const { t } = useTranslation();
  const pairId = useId();
  const titleId = useId();
  return (
    <section className="chart-overlay" aria-labelledby={`${pairId} ${titleId}`}>
      <h2 id={pairId} className="chart-overlay__title">
        {symbolName}
      </h2>
      <p id={titleId}>{t('chartOpening.errorTitle')}</p>
      <p role="alert">{t('chartOpening.networkError')}</p>
      <button type="button" onClick={() => reload()}>
        {t('chartOpening.refresh')}
      </button>
    </section>
  );
}
