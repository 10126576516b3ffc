import { useTranslation } from '../../../i18n/useTranslation';
import type { ChartMode } from '../../../../shared/protocol/chartSettings';

/** The chart's modes as the toolbar shows them: the remembered ChartMode, or the depth chart. */
export type ChartViewMode = ChartMode | 'depth';

const MODES: readonly ChartViewMode[] = ['simple', 'pro', 'depth'];

export interface ChartModeSwitchProps {
  mode: ChartViewMode;
  onMode(mode: ChartViewMode): void;
}

/**
 * Simple / Pro / Depth as a group of pressed-state buttons: each is a stop of the toolbar's arrow
 * navigation, which a radiogroup nested in a toolbar would fight over. It only reports the choice;
 * not remembering depth is the caller's concern.
 */
export function ChartModeSwitch({ mode, onMode }: ChartModeSwitchProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('chartToolbar.mode.label')}
      className="chart-toolbar__group chart-toolbar__segmented"
    >
      {MODES.map((option) => (
        <button
          key={option}
          type="button"
          className="chart-toolbar__button"
          aria-pressed={option === mode}
          onClick={() => onMode(option)}
        >
          {t(`chartToolbar.mode.${option}`)}
        </button>
      ))}
    </div>
  );
}
