import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import {
  INDICATOR_FIELDS,
  calculateFieldErrors,
  type FieldError,
  type IndicatorDraft,
  type IndicatorField,
} from './indicatorFields';

export interface IndicatorFieldsetProps {
  /** 1-based position: names the group and its remove button ("Indicator 2: MA"). */
  number: number;
  draft: IndicatorDraft;
  onChange(draft: IndicatorDraft): void;
  onRemove(): void;
}

/** One indicator of the dialog: its number inputs, each with its inline error, and Remove. */
export function IndicatorFieldset({ number, draft, onChange, onRemove }: IndicatorFieldsetProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const errors = calculateFieldErrors(draft);
  const name = t('chartToolbar.indicators.item', { number, kind: draft.kind });
  const message = (error: FieldError) =>
    error.key === 'integer'
      ? t('chartToolbar.indicators.error.integer', { min: error.min, max: error.max })
      : error.key === 'decimal'
        ? t('chartToolbar.indicators.error.decimal', { max: error.max })
        : t('chartToolbar.indicators.error.fastSlow');

  return (
    <fieldset className="chart-toolbar-indicator">
      <legend className="chart-toolbar-indicator__legend">{name}</legend>
      <span className="chart-toolbar-indicator__kind">{t(`chartToolbar.indicators.kind.${draft.kind}`)}</span>
      {INDICATOR_FIELDS[draft.kind].map((rule) => {
        const id = `${idPrefix}-${rule.field}`;
        const error = errors[rule.field as IndicatorField];
        return (
          <div key={rule.field} className="chart-toolbar-indicator__field">
            <label htmlFor={id}>{t(`chartToolbar.indicators.field.${rule.field}`)}</label>
            <input
              id={id}
              type="number"
              inputMode={rule.integer ? 'numeric' : 'decimal'}
              min={rule.integer ? rule.min : undefined}
              max={rule.max}
              step={rule.integer ? 1 : 'any'}
              value={draft.values[rule.field] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) =>
                onChange({ ...draft, values: { ...draft.values, [rule.field]: event.target.value } })
              }
            />
            {error && (
              <span id={`${id}-error`} className="chart-toolbar-indicator__error">
                {message(error)}
              </span>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="chart-toolbar-indicator__remove"
        aria-label={t('chartToolbar.indicators.remove', { number, kind: draft.kind })}
        onClick={onRemove}
      >
        {t('chartToolbar.indicators.removeShort')}
      </button>
    </fieldset>
  );
}
