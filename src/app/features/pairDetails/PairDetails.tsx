import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { formatDecimal } from '../../../shared/format/formatDecimal';
import { formatDecimalForLocale } from '../../i18n/localeFormat';

/** The pair's precisions and trade-size limits as a description list, in the reader's number notation. */
export function PairDetails({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const local = (value: string | undefined) =>
    value === undefined ? t('pair.noPrice') : formatDecimalForLocale(value, i18n.language);
  // Keyed by field, not by the translated term: terms are empty while texts fail to load.
  const rows = [
    ['pricePrecision', t('pair.pricePrecision'), local(String(instrument.pricePrecision))],
    ['quantityPrecision', t('pair.quantityPrecision'), local(String(instrument.quantityPrecision))],
    ['amountPrecision', t('pair.amountPrecision'), local(String(instrument.amountPrecision))],
    ['minTradeQuantity', t('pair.minTradeQuantity'), local(formatDecimal(instrument.minTradeQuantity))],
    ['maxTradeQuantity', t('pair.maxTradeQuantity'), local(formatDecimal(instrument.maxTradeQuantity))],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="pair-details">
      <h2 id={headingId}>{t('pair.details')}</h2>
      <dl>
        {rows.map(([field, term, value]) => (
          <div key={field}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
