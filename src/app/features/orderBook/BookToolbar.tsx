import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { formatDecimalForLocale } from '../../i18n/localeFormat';
import { BOOK_LAYOUTS, type BookLayout } from './bookConstants';
import type { TotalIn } from './bookPrefs';

const LAYOUT_KEYS = { 1: 'both', 2: 'buys', 3: 'sells', 4: 'sideBySide' } as const;

export interface BookToolbarProps {
  instrument: Instrument;
  layout: BookLayout;
  onLayout(layout: BookLayout): void;
  steps: readonly string[];
  step: string | undefined;
  onStep(step: string): void;
  totalIn: TotalIn;
  onTotalIn(totalIn: TotalIn): void;
}

/**
 * The book's controls: the layout (four toggle buttons in a named group, the pressed one is the
 * layout; each draws its layout with CSS and says it in words), the depth step, and the total column's
 * token. Native selects: keyboard and screen readers need nothing more.
 */
export function BookToolbar(props: BookToolbarProps) {
  const { instrument, layout, onLayout, steps, step, onStep, totalIn, onTotalIn } = props;
  const { t, i18n } = useTranslation();
  const stepId = useId();
  const totalId = useId();
  return (
    <div className="book-toolbar">
      <div role="group" aria-label={t('book.layout.label')} className="book-toolbar__layouts">
        {BOOK_LAYOUTS.map((code) => (
          <button
            key={code}
            type="button"
            className="book-layout-button"
            data-layout={code}
            aria-pressed={layout === code}
            onClick={() => onLayout(code)}
          >
            <span className="book-layout-button__icon" aria-hidden="true" />
            <span className="visually-hidden">{t(`book.layout.${LAYOUT_KEYS[code]}`)}</span>
          </button>
        ))}
      </div>
      <label htmlFor={stepId} className="visually-hidden">
        {t('book.depth')}
      </label>
      <select
        id={stepId}
        value={step ?? ''}
        disabled={steps.length === 0}
        onChange={(event) => onStep(event.target.value)}
      >
        {steps.map((option) => (
          <option key={option} value={option}>
            {formatDecimalForLocale(option, i18n.language)}
          </option>
        ))}
      </select>
      <label htmlFor={totalId} className="visually-hidden">
        {t('book.totalIn')}
      </label>
      <select id={totalId} value={totalIn} onChange={(event) => onTotalIn(event.target.value as TotalIn)}>
        <option value="base">{instrument.baseTokenName}</option>
        <option value="quote">{instrument.quoteTokenName}</option>
      </select>
    </div>
  );
}
