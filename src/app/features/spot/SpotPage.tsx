import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Redirect, useSearchParams } from 'wouter';
import { useDocumentLocale } from '../../i18n/useDocumentLocale';
import { useDocumentTitle } from '../../useDocumentTitle';
import type { Locale } from '../../i18n/locales';
import { LazyNoticeBar } from '../noticeBar';
import { TopBar } from '../shell';
import { spotPath } from '../../paths';
import { ApiErrorAlert } from '../../api/ApiErrorAlert';
import { DesktopLayout } from '../layout';
import { MobileLayout } from '../layout';
import { useViewMode } from '../layout';
import { MarketHeader } from '../marketHeader';
import { OrderEventToasts } from '../orderEvents';
import { SessionWatch } from '../session';
import { UnknownPair } from './UnknownPair';
import { useSpotInstrument } from '../../instruments/useSpotInstrument';

export interface SpotPageProps {
  locale: Locale;
  base: string;
  quote: string;
}

/**
 * The spot trading page of one pair. The hub's symbol list says whether the pair exists; the live
 * panels paint the hub's views. A `symbolId` query naming a listed symbol wins over the path and
 * redirects to that symbol's address (spec 000 §2: "the spot page also takes a symbolId parameter").
 */
export function SpotPage({ locale, base, quote }: SpotPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search] = useSearchParams();
  const state = useSpotInstrument(base, quote);
  const symbolId = search.get('symbolId');
  const viewMode = useViewMode();

  const pair = state.status === 'ready' ? state.instrument.symbolName : `${base}/${quote}`;
  useDocumentLocale(locale);
  // Once ready, the market header keeps the title on the live price.
  useDocumentTitle(state.status === 'ready' ? undefined : t('page.titleNoPrice', { pair }));

  if (symbolId !== null && (state.status === 'ready' || state.status === 'unknownPair')) {
    const named =
      state.status === 'ready' ? state.instruments.find((i) => i.symbolId === symbolId) : undefined;
    if (named) return <Redirect to={spotPath(locale, named.baseTokenName, named.quoteTokenName)} replace />;
  }

  return (
    <>
      <TopBar />
      <OrderEventToasts />
      <SessionWatch />
      <main aria-labelledby={headingId} className="spot-page" data-view={viewMode}>
        {state.status === 'ready' && (
          <LazyNoticeBar symbolName={state.instrument.symbolName} symbolId={state.instrument.symbolId} />
        )}
        {/* Once the pair is known the market header's symbol button names it on screen. */}
        <h1 id={headingId} className={state.status === 'ready' ? 'visually-hidden' : undefined}>
          {pair}
        </h1>
        {state.status === 'loading' && <p role="status">{t('page.loading', { pair })}</p>}
        {state.status === 'failed' && <ApiErrorAlert error={state.failure} />}
        {state.status === 'unknownPair' && <UnknownPair locale={locale} pair={pair} />}
        {state.status === 'ready' && (
          <>
            <MarketHeader instrument={state.instrument} locale={locale} />
            {viewMode === 'mobile' ? (
              <MobileLayout instrument={state.instrument} />
            ) : (
              <DesktopLayout locale={locale} instrument={state.instrument} />
            )}
          </>
        )}
      </main>
    </>
  );
}
