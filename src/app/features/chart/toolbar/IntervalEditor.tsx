import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { DEFAULT_PINNED_INTERVALS } from '../../../../shared/protocol/chartSettings';
import { KLINE_INTERVALS, type KlineInterval } from '../../../../shared/protocol/market';
import { ModalDialog } from '../../../ui/ModalDialog';
import './ChartToolbarPopups.css';

export interface IntervalEditorProps {
  pinned: readonly KlineInterval[];
  /** The new pinned list, in KLINE_INTERVALS order, never empty. */
  onConfirm(pinned: KlineInterval[]): void;
  /** Cancel or Escape; focus goes back to the opener (the kit's Modal). */
  onCancel(): void;
}

/**
 * The all-intervals editor: a checkbox per interval, Reset to the defaults, Confirm applies, Cancel
 * or Escape discards. The last checked box cannot be unchecked (the toolbar needs one button); the
 * rule is said next to the boxes rather than only disabling the box, so it is not a silent refusal.
 */
export function IntervalEditor({ pinned, onConfirm, onCancel }: IntervalEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<readonly KlineInterval[]>(pinned);
  const [refused, setRefused] = useState(false);
  const ruleId = useId();

  const toggle = (option: KlineInterval, checked: boolean) => {
    if (!checked && draft.length === 1 && draft.includes(option)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setDraft(checked ? [...draft, option] : draft.filter((item) => item !== option));
  };

  return (
    // Not dismissed by a click outside: that would throw away the boxes ticked so far.
    <ModalDialog
      isOpen
      onClose={onCancel}
      isDismissable={false}
      title={t('chartToolbar.intervalEditor.title')}
      showClose={false}
    >
      <p className="chart-toolbar-dialog__intro">{t('chartToolbar.intervalEditor.intro')}</p>
      <fieldset className="chart-toolbar-intervals" aria-describedby={ruleId}>
        <legend className="visually-hidden">{t('chartToolbar.intervalEditor.title')}</legend>
        {KLINE_INTERVALS.map((option) => (
          <label key={option} className="chart-toolbar-intervals__option">
            <input
              type="checkbox"
              checked={draft.includes(option)}
              aria-label={t(`chartToolbar.interval.name.${option}`)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <span aria-hidden="true">{t(`chartToolbar.interval.short.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <p id={ruleId} role="status" className="chart-toolbar-dialog__note" data-refused={refused || undefined}>
        {refused ? t('chartToolbar.intervalEditor.atLeastOne') : ''}
      </p>
      <div className="chart-toolbar-dialog__actions">
        <button
          type="button"
          onClick={() => {
            setRefused(false);
            setDraft(DEFAULT_PINNED_INTERVALS);
          }}
        >
          {t('chartToolbar.intervalEditor.reset')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('chartToolbar.intervalEditor.cancel')}
        </button>
        <button
          type="button"
          className="chart-toolbar-dialog__primary"
          onClick={() => onConfirm(KLINE_INTERVALS.filter((option) => draft.includes(option)))}
        >
          {t('chartToolbar.intervalEditor.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
