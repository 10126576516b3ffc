import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatPercentForLocale } from '../../i18n/localeFormat';
import { calculatePercentOf, calculateSizeAtPercent, PERCENT_MARKS } from './calculatePercentOfMax';
import type { SizeMode } from './calculateSizeMode';
import { DecimalInput } from './DecimalInput';
import { useOrderFieldBinding } from './OrderFieldBinding';

/**
 * The order's size: quantity in base, amount in quote, or both following each other through the
 * price (calculateSizeMode). The percentage slider under them is a part of its own (SizePercentSlider),
 * so a new max (the balance moved) renders the slider and not the fields.
 */
export function SizeFields({ mode }: { mode: SizeMode }) {
  const { t } = useTranslation();
  const { fields, dispatch, instrument } = useOrderFieldBinding();
  const base = instrument.baseTokenName;
  const quote = instrument.quoteTokenName;

  return (
    <>
      {mode !== 'amount' && (
        <DecimalInput
          field="quantity"
          label={t('orderForm.quantity', { base })}
          value={fields.quantity}
          onChange={(value) => dispatch({ type: 'edit', field: 'quantity', value })}
          decimals={instrument.quantityPrecision}
        />
      )}
      {mode !== 'quantity' && (
        <DecimalInput
          field="amount"
          label={t('orderForm.amount', { quote })}
          value={fields.amount}
          onChange={(value) => dispatch({ type: 'edit', field: 'amount', value })}
          decimals={instrument.amountPrecision}
        />
      )}
    </>
  );
}

/**
 * A percentage slider over the order's max (marks 0/25/50/75/100, any whole percent between), which
 * drives the amount when the order is sized in quote, else the quantity.
 */
export function SizePercentSlider({
  mode,
  max,
}: {
  mode: SizeMode;
  /** The most this order can be, in the unit of the field the slider drives; "" while unknown. */
  max: string;
}) {
  const { t, i18n } = useTranslation();
  const sliderId = useId();
  const marksId = useId();
  const { fields, dispatch, instrument } = useOrderFieldBinding();
  const driven = mode === 'amount' ? 'amount' : 'quantity';
  const decimals = driven === 'amount' ? instrument.amountPrecision : instrument.quantityPrecision;
  const percent = calculatePercentOf(fields[driven], max);
  const setPercent = (next: number) =>
    dispatch({ type: 'edit', field: driven, value: calculateSizeAtPercent(max, next, decimals) });

  return (
    <div className="order-form__slider">
      <label htmlFor={sliderId}>{t('orderForm.percentOfMax')}</label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        step={1}
        list={marksId}
        value={percent}
        disabled={max === ''}
        aria-valuetext={formatPercentForLocale(String(percent), i18n.language)}
        onChange={(event) => setPercent(Number(event.target.value))}
      />
      <datalist id={marksId}>
        {PERCENT_MARKS.map((mark) => (
          <option key={mark} value={mark} />
        ))}
      </datalist>
      <div className="order-form__marks">
        {PERCENT_MARKS.map((mark) => (
          <button
            key={mark}
            type="button"
            disabled={max === ''}
            aria-pressed={percent === mark}
            onClick={() => setPercent(mark)}
          >
            {formatPercentForLocale(String(mark), i18n.language)}
          </button>
        ))}
      </div>
    </div>
  );
}
