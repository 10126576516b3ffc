import { useTranslation } from '../../../i18n/useTranslation';
import { Tab, TabList, Tabs } from '../../../ui/Tabs';

export type ChartView = 'chart' | 'analysis';

const VIEWS: readonly ChartView[] = ['chart', 'analysis'];

export interface ChartViewTabsProps {
  view: ChartView;
  onView(view: ChartView): void;
  /** The id of the caller's element showing the selected view (the tabs' aria-controls). */
  panelId?: string;
}

/**
 * Chart / Trade analysis as the kit's tabs. It sits beside the toolbar, not in it: a tablist inside a
 * toolbar would fight it for the arrows. The view itself is the caller's (ChartPanel), outside these tabs.
 */
export function ChartViewTabs({ view, onView, panelId }: ChartViewTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs selectedKey={view} onSelectionChange={onView} className="chart-toolbar__tabs">
      <TabList aria-label={t('chartToolbar.views.label')}>
        {VIEWS.map((option) => (
          <Tab key={option} id={option} {...(panelId ? { controls: panelId } : {})}>
            {t(`chartToolbar.views.${option}`)}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
