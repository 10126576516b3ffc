import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { DEFAULT_CHART_SETTINGS, type ChartSettings } from '../../../shared/protocol';
import type { ChartSettingsPatch } from './chartSettingsAtoms';
import { ModalDialog } from '../../ui/ModalDialog';

/**
 * The toolbar's settings button: the chart's own settings (the price axis in logarithmic scale) and a
 * reset of every chart setting to the defaults. Changes apply at once and are saved like any other,
 * so a click outside may close it too.
 */
export function ChartSettingsDialog({
  settings,
  onChange,
  onClose,
}: {
  settings: ChartSettings;
  onChange(patch: ChartSettingsPatch): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const logId = useId();
  return (
    <ModalDialog isOpen title={t('chart.settings.title')} onClose={onClose}>
      <p>
        <input
          id={logId}
          type="checkbox"
          checked={settings.logScale}
          onChange={(event) => onChange({ logScale: event.target.checked })}
        />{' '}
        <label htmlFor={logId}>{t('chart.settings.logScale')}</label>
      </p>
      <p className="chart-dialog__actions">
        <button type="button" onClick={() => onChange(structuredClone(DEFAULT_CHART_SETTINGS))}>
          {t('chart.settings.reset')}
        </button>
        <button type="button" onClick={onClose}>
          {t('chart.settings.done')}
        </button>
      </p>
    </ModalDialog>
  );
}
