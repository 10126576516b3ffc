import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../shared/format/formatDecimal';
import { useDocumentLocale } from '../../i18n/useDocumentLocale';
import { useDocumentTitle } from '../../useDocumentTitle';
import type { Locale } from '../../i18n/locales';
import { ApiErrorAlert } from './ApiErrorAlert';
import { PairDetails } from './PairDetails';
import { PriceSummary } from './PriceSummary';
import { UnknownPair } from './UnknownPair';
import { useSpotMarket } from './useSpotMarket';

export interface SpotPageProps {
  locale: Locale;
  base: string;
  quote: string;
}

/** The spot trading page of one pair. For now: its REST snapshot; the panels arrive with later issues. */
export function SpotPage({ locale, base, quote }: SpotPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, retry } = useSpotMarket(base, quote);

  const pair = state.status === 'ready' ? state.instrument.symbolName : `${base}/${quote}`;
  const price =
    state.status === 'ready' && state.ticker
      ? formatDecimal(state.ticker.lastPrice, state.instrument.pricePrecision)
      : undefined;
  useDocumentLocale(locale);
  useDocumentTitle(price ? t('page.title', { price, pair }) : t('page.titleNoPrice', { pair }));

  return (
    <main aria-labelledby={headingId} className="spot-page">
      <h1 id={headingId}>{pair}</h1>
      {state.status === 'loading' && <p role="status">{t('page.loading', { pair })}</p>}
      {state.status === 'error' && <ApiErrorAlert error={state.error} onRetry={retry} />}
      {state.status === 'unknownPair' && <UnknownPair locale={locale} pair={pair} />}
      {state.status === 'ready' && (
        <>
          <PriceSummary instrument={state.instrument} ticker={state.ticker} />
          <PairDetails instrument={state.instrument} />
        </>
      )}
    </main>
  );
}
