import { useTranslation } from '../../i18n/useTranslation';
import type { OrderFieldName } from '../../../shared/orderChecks';
import { lastPriceAtom, lastPriceKnownAtom } from '../../instruments/lastPriceAtom';
import { useAtomValue, useStore } from '../../state/appJotai';
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

/**
 * A price in the pair's price precision, with a button that takes the pair's last price when asked
 * (`withLast`); without it, the field alone, as wide as the form's other fields.
 */
export function PriceInput({ field, label, value, onChange, withLast = false }: PriceInputProps) {
  const { instrument } = useOrderFieldBinding();
  const input = (
    <DecimalInput
      field={field}
      label={label}
      value={value}
      onChange={onChange}
      decimals={instrument.pricePrecision}
      tick={instrument.minPricePrecision}
    />
  );
  if (!withLast) return input;
  return (
    <div className="order-form__price">
      {input}
      <LastPriceButton symbol={instrument.symbolId} label={label} onChange={onChange} />
    </div>
  );
}

/**
 * Takes the pair's last price into a field, read when clicked: it renders when the price becomes
 * known, not at each of the feed's moves (many a second), and the field beside it repaints only when
 * the trader types.
 */
function LastPriceButton({
  symbol,
  label,
  onChange,
}: {
  symbol: string;
  label: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const store = useStore();
  const known = useAtomValue(lastPriceKnownAtom(symbol));
  return (
    <button
      type="button"
      className="order-form__last"
      aria-label={t('orderForm.useLastFor', { field: label })}
      disabled={!known}
      onClick={() => onChange(store.get(lastPriceAtom(symbol)))}
    >
      {t('orderForm.last')}
    </button>
  );
}
