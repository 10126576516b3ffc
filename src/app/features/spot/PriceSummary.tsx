import { useTranslation } from 'react-i18next';
import type { Instrument, Ticker } from '../../../shared/protocol';
import { formatChangeE6 } from '../../../shared/format/formatChangeE6';
import { formatDecimal } from '../../../shared/format/formatDecimal';

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;

/** Last price at the pair's price precision and the 24h change, signed, with a word for its direction. */
export function PriceSummary({ instrument, ticker }: { instrument: Instrument; ticker: Ticker | undefined }) {
  const { t } = useTranslation();
  const price = ticker && formatDecimal(ticker.lastPrice, instrument.pricePrecision);
  const change = ticker && formatChangeE6(ticker.price24hPcntE6);
  return (
    <dl className="price-summary">
      <div>
        <dt>{t('pair.lastPrice')}</dt>
        <dd className="price-summary__price">{price ?? t('pair.noPrice')}</dd>
      </div>
      <div>
        <dt>{t('pair.change24h')}</dt>
        {change ? (
          <dd className="change" data-trend={change.trend}>
            <span aria-hidden="true">{ARROWS[change.trend]} </span>
            <span>{change.text}</span>
            <span className="visually-hidden"> {t(`pair.trend.${change.trend}`)}</span>
          </dd>
        ) : (
          <dd>{t('pair.noPrice')}</dd>
        )}
      </div>
    </dl>
  );
}
