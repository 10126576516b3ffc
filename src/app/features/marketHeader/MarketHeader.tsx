import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/protocol';
import { useDocumentTitle } from '../../useDocumentTitle';
import { useTickerFigures } from './useTickerFigures';

const CHANGE_ARROWS = { up: '▲', down: '▼', flat: '■' } as const;
const TICK_ARROWS = { up: '↑', down: '↓' } as const;

/**
 * The market header (spec 001 §1): last price with its tick direction, 24h change, high, low and
 * turnover, live from the hub. Direction is told by an arrow and a word, not by colour alone. It also
 * keeps the page title on the pair and its live price.
 */
export function MarketHeader({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const headingId = useId();
  const figures = useTickerFigures(instrument);
  const pair = instrument.symbolName;
  const none = t('pair.noPrice');
  useDocumentTitle(
    figures?.lastPrice
      ? t('page.title', { price: figures.lastPrice, pair })
      : t('page.titleNoPrice', { pair }),
  );

  const change = figures?.change;
  return (
    <section aria-labelledby={headingId} className="market-header">
      <h2 id={headingId} className="visually-hidden">
        {t('header.heading', { pair })}
      </h2>
      <dl className="price-summary">
        <div>
          <dt>{t('pair.lastPrice')}</dt>
          <dd className="price-summary__last" data-tick={figures?.tick}>
            <span className="price-summary__price">{figures?.lastPrice ?? none}</span>
            {figures?.lastPrice && (
              <>
                <span aria-hidden="true"> {TICK_ARROWS[figures.tick]}</span>
                <span className="visually-hidden"> {t(`header.tick.${figures.tick}`)}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('pair.change24h')}</dt>
          {change ? (
            <dd className="change" data-trend={change.trend}>
              <span aria-hidden="true">{CHANGE_ARROWS[change.trend]} </span>
              <span>{change.text}</span>
              <span className="visually-hidden"> {t(`pair.trend.${change.trend}`)}</span>
            </dd>
          ) : (
            <dd>{none}</dd>
          )}
        </div>
        <div>
          <dt>{t('header.high24h')}</dt>
          <dd>{figures?.high ?? none}</dd>
        </div>
        <div>
          <dt>{t('header.low24h')}</dt>
          <dd>{figures?.low ?? none}</dd>
        </div>
        <div>
          <dt>{t('header.turnover24h', { quote: instrument.quoteTokenName })}</dt>
          <dd>{figures?.turnover ?? none}</dd>
        </div>
      </dl>
    </section>
  );
}
