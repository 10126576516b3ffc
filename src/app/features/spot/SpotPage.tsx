import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentLocale } from '../../i18n/useDocumentLocale';
import { useDocumentTitle } from '../../useDocumentTitle';
import type { Locale } from '../../i18n/locales';
import { ConnectionStatus } from '../../hub/ConnectionStatus';
import { ApiErrorAlert } from './ApiErrorAlert';
import { PairDetails } from './PairDetails';
import { LatestTrades } from './LatestTrades';
import { MarketHeader } from './MarketHeader';
import { OrderBook } from './OrderBook';
import { UnknownPair } from './UnknownPair';
import { useSpotMarket } from './useSpotMarket';

export interface SpotPageProps {
  locale: Locale;
  base: string;
  quote: string;
}

/**
 * The spot trading page of one pair: REST gives the instrument on first load, then the live panels
 * read the market hub. More panels arrive with later issues.
 */
export function SpotPage({ locale, base, quote }: SpotPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, retry } = useSpotMarket(base, quote);

  const pair = state.status === 'ready' ? state.instrument.symbolName : `${base}/${quote}`;
  useDocumentLocale(locale);
  // Once ready, the market header keeps the title on the live price.
  useDocumentTitle(state.status === 'ready' ? undefined : t('page.titleNoPrice', { pair }));

  return (
    <main aria-labelledby={headingId} className="spot-page">
      <h1 id={headingId}>{pair}</h1>
      <ConnectionStatus />
      {state.status === 'loading' && <p role="status">{t('page.loading', { pair })}</p>}
      {state.status === 'error' && <ApiErrorAlert error={state.error} onRetry={retry} />}
      {state.status === 'unknownPair' && <UnknownPair locale={locale} pair={pair} />}
      {state.status === 'ready' && (
        <>
          <MarketHeader instrument={state.instrument} ticker={state.ticker} />
          <div className="spot-page__market">
            <OrderBook instrument={state.instrument} />
            <LatestTrades instrument={state.instrument} />
          </div>
          <PairDetails instrument={state.instrument} />
        </>
      )}
    </main>
  );
}
