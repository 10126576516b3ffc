import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrIsland } from '../../i18n/LtrIsland';

/** The chart's place in the grid; the chart itself arrives with the chart feature. */
export function ChartPanel({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="layout-panel">
      <h2 id={headingId} className="layout-panel__heading">
        {t('layout.chart.heading')}
      </h2>
      {/* Charts and their time axis read left to right in every locale. */}
      <LtrIsland>
        <p className="layout-panel__note">{t('layout.chart.pending', { pair })}</p>
      </LtrIsland>
    </section>
  );
}
