import { useTranslation } from '../../../i18n/useTranslation';
import { CHART_TYPES, type ChartType } from '../../../../shared/protocol/compute';
import { Button } from '../../../ui/Button';
import { Menu, MenuItem, MenuTrigger } from '../../../ui/Menu';

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
    <MenuTrigger>
      <Button
        className="chart-toolbar__button chart-toolbar__menu-button"
        aria-label={t('chartToolbar.chartType.button', { type: label(chartType) })}
      >
        {label(chartType)}
        <span className="chart-toolbar__caret" aria-hidden="true" />
      </Button>
      <Menu
        label={t('chartToolbar.chartType.label')}
        selectionMode="single"
        selectedKeys={[chartType]}
        onAction={(key) => onChartType(key as ChartType)}
      >
        {TYPES.map((type) => (
          <MenuItem key={type} id={type}>
            {label(type)}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
