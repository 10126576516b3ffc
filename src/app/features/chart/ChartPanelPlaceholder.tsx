import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import './ChartPanel.css';

/**
 * The chart panel's frame while its code loads and the chart waits for its creation delay: the same
 * section, heading (the grid's drag handle) and size as the panel, so nothing moves when it arrives.
 */
export function ChartPanelPlaceholder() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy="true" className="layout-panel chart-panel">
      <h2 id={headingId} className="layout-panel__heading">
        {t('layout.chart.heading')}
      </h2>
      <div className="chart-panel__view">
        <p role="status" className="chart-panel__loading">
          {t('chart.loading')}
        </p>
      </div>
    </section>
  );
}
