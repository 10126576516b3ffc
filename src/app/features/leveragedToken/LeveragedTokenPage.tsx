import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'wouter';
import type { Instrument } from '../../../shared/protocol';
import { formatDecimal } from '../../../shared/format/formatDecimal';
import { formatDecimalForLocale, formatPercentForLocale } from '../../i18n/localeFormat';
import { useDocumentLocale } from '../../i18n/useDocumentLocale';
import type { Locale } from '../../i18n/locales';
import { spotPath } from '../../paths';
import { useDocumentTitle } from '../../useDocumentTitle';
import { ApiErrorAlert } from '../../api/ApiErrorAlert';
import { ForcedTheme } from '../theme';
import { UnknownPair } from '../spot';
import { useSpotInstrument } from '../../instruments/useSpotInstrument';
import { useTickerFigures } from '../../instruments/useTickerFigures';
import { useLeveragedTokenInfo } from './useLeveragedTokenInfo';
import './leveragedToken.css';

export interface LeveragedTokenPageProps {
  locale: Locale;
  base: string;
  quote: string;
}

/**
 * The leveraged-token detail page (spec 000 §2): always light, no global settings, three sections —
 * project information, the token's subscribe/redeem limits, and its market with a way to trade it.
 * Subscribe and redeem forms arrive with the leveraged-token issue.
 */
export function LeveragedTokenPage({ locale, base, quote }: LeveragedTokenPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const state = useSpotInstrument(base, quote);
  const pair = state.status === 'ready' ? state.instrument.symbolName : `${base}/${quote}`;
  useDocumentLocale(locale);
  useDocumentTitle(t('lt.title', { pair }));

  return (
    <main aria-labelledby={headingId} className="lt-page">
      <ForcedTheme theme="light" />
      <h1 id={headingId}>{t('lt.heading', { pair })}</h1>
      {state.status === 'loading' && <p role="status">{t('page.loading', { pair })}</p>}
      {state.status === 'failed' && <ApiErrorAlert error={state.failure} />}
      {state.status === 'unknownPair' && <UnknownPair locale={locale} pair={pair} />}
      {state.status === 'ready' && !state.instrument.isLeveragedToken && (
        <p role="alert">
          {t('lt.notLeveraged', { pair })}{' '}
          <Link to={spotPath(locale, base, quote)}>{t('lt.tradeSpot', { pair })}</Link>
        </p>
      )}
      {state.status === 'ready' && state.instrument.isLeveragedToken && (
        <LeveragedTokenSections locale={locale} instrument={state.instrument} />
      )}
    </main>
  );
}

function LeveragedTokenSections({ locale, instrument }: { locale: Locale; instrument: Instrument }) {
  const { t } = useTranslation();
  const { state, retry } = useLeveragedTokenInfo(instrument.symbolId);
  const figures = useTickerFigures(instrument);
  const none = t('pair.noPrice');
  const quote = instrument.quoteTokenName;
  const base = instrument.baseTokenName;
  const info = state.status === 'ready' ? state.info : undefined;
  // Every figure at its precision, in the locale's notation (grouped thousands, its separators).
  const money = (text: string | undefined, decimals: number) => {
    const fixed = text === undefined ? undefined : formatDecimal(text, decimals);
    return fixed === undefined ? none : formatDecimalForLocale(fixed, locale);
  };

  return (
    <div className="lt-page__sections">
      {state.status === 'loading' && <p role="status">{t('lt.loadingInfo')}</p>}
      {state.status === 'failed' && <ApiErrorAlert error={state.error} onRetry={retry} />}
      <Section title={t('lt.project')}>
        {info && <p>{t('lt.description', { base, leverage: info.leverage, underlying: info.underlying })}</p>}
        <Terms
          rows={[
            [t('lt.underlying'), info?.underlying ?? none],
            [t('lt.leverage'), info ? `${info.leverage}×` : none],
            [t('lt.status'), info ? t(`lt.st.${info.st}`) : none],
          ]}
        />
      </Section>
      <Section title={t('lt.limits')}>
        <Terms
          rows={[
            [t('lt.minPurchase', { quote }), money(info?.minPurchase, instrument.amountPrecision)],
            [t('lt.maxPurchase', { quote }), money(info?.maxPurchase, instrument.amountPrecision)],
            [t('lt.minRedeem', { base }), money(info?.minRedeem, instrument.quantityPrecision)],
            [t('lt.maxRedeem', { base }), money(info?.maxRedeem, instrument.quantityPrecision)],
          ]}
        />
      </Section>
      <Section title={t('lt.market')}>
        <Terms
          rows={[
            [t('lt.nav', { quote }), money(info?.nav, instrument.pricePrecision)],
            [
              t('pair.lastPrice'),
              figures?.lastPrice ? formatDecimalForLocale(figures.lastPrice, locale) : none,
            ],
            [
              t('pair.change24h'),
              figures?.change ? formatPercentForLocale(figures.change.text.replace(/%$/, ''), locale) : none,
            ],
          ]}
        />
        <Link to={spotPath(locale, base, quote)}>{t('lt.tradeSpot', { pair: instrument.symbolName })}</Link>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="lt-page__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Terms({ rows }: { rows: [string, string][] }) {
  return (
    <dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
