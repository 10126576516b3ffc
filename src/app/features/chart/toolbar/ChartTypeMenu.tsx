import { useTranslation } from 'react-i18next';
import { CHART_TYPES, type ChartType } from '../../../../shared/protocol/compute';
import { MenuButton } from './MenuButton';

const TYPES = Object.keys(CHART_TYPES) as ChartType[];

export interface ChartTypeMenuProps {
  chartType: ChartType;
  onChartType(chartType: ChartType): void;
}

/** The chart type dropdown (spec 000 §9: bar, candle, line, area, heikin-ashi, hollow candle, baseline). */
export function ChartTypeMenu({ chartType, onChartType }: ChartTypeMenuProps) {
  const { t } = useTranslation();
  const label = (type: ChartType) => t(`chartToolbar.chartType.${type}`);
  return (
    <MenuButton
      label={t('chartToolbar.chartType.button', { type: label(chartType) })}
      menuLabel={t('chartToolbar.chartType.label')}
      choices={TYPES.map((type) => ({ value: type, label: label(type), checked: type === chartType }))}
      onPick={(value) => onChartType(value as ChartType)}
    >
      {label(chartType)}
    </MenuButton>
  );
}
