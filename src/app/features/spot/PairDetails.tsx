import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/protocol';
import { formatDecimal } from '../../../shared/format/formatDecimal';

/** The pair's precisions and trade-size limits as a description list. */
export function PairDetails({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = [
    [t('pair.pricePrecision'), String(instrument.pricePrecision)],
    [t('pair.quantityPrecision'), String(instrument.quantityPrecision)],
    [t('pair.amountPrecision'), String(instrument.amountPrecision)],
    [t('pair.minTradeQuantity'), formatDecimal(instrument.minTradeQuantity) ?? t('pair.noPrice')],
    [t('pair.maxTradeQuantity'), formatDecimal(instrument.maxTradeQuantity) ?? t('pair.noPrice')],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="pair-details">
      <h2 id={headingId}>{t('pair.details')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
