import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type ChartView = 'chart' | 'analysis';

export interface ChartViewTabsProps {
  view: ChartView;
  onView(view: ChartView): void;
  /** The id of the caller's element showing the selected view (the tabs' aria-controls). */
  panelId?: string;
}

/**
 * Chart / Trade analysis as an ARIA tablist: one Tab stop, arrows and Home/End move and select.
 * It sits beside the toolbar, not in it: a tablist inside a toolbar would fight it for the arrows.
 */
export function ChartViewTabs({ view, onView, panelId }: ChartViewTabsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const views: readonly ChartView[] = ['chart', 'analysis'];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: views.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = views[(next + views.length) % views.length];
    if (!target) return;
    onView(target);
    document.getElementById(`${idPrefix}-${target}`)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('chartToolbar.views.label')} className="chart-toolbar__tabs">
      {views.map((option, index) => (
        <button
          key={option}
          id={`${idPrefix}-${option}`}
          type="button"
          role="tab"
          className="chart-toolbar__tab"
          aria-selected={option === view}
          aria-controls={option === view ? panelId : undefined}
          tabIndex={option === view ? 0 : -1}
          onClick={() => onView(option)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`chartToolbar.views.${option}`)}
        </button>
      ))}
    </div>
  );
}
