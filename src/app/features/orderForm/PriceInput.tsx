import { useTranslation } from 'react-i18next';
import type { OrderFieldName } from '../../../shared/orderChecks';
import { DecimalInput } from './DecimalInput';
import { useOrderFieldBinding } from './OrderFieldBinding';

export interface PriceInputProps {
  field: OrderFieldName;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Offer a button that takes the last price again (the limit price and the trigger). */
  withLast?: boolean;
}

/** A price in the pair's price precision, with a button that takes the pair's last price. */
export function PriceInput({ field, label, value, onChange, withLast = false }: PriceInputProps) {
  const { t } = useTranslation();
  const { instrument, lastPrice } = useOrderFieldBinding();
  return (
    <div className="order-form__price">
      <DecimalInput
        field={field}
        label={label}
        value={value}
        onChange={onChange}
        decimals={instrument.pricePrecision}
        tick={instrument.minPricePrecision}
      />
      {withLast && (
        <button
          type="button"
          className="order-form__last"
          aria-label={t('orderForm.useLastFor', { field: label })}
          disabled={lastPrice === ''}
          onClick={() => onChange(lastPrice)}
        >
          {t('orderForm.last')}
        </button>
      )}
    </div>
  );
}
