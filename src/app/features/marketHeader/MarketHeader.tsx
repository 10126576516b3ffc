import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument, TickerView } from '../../../shared/protocol';
import { FavouritesAlert } from '../favourites';
import type { Locale } from '../../i18n/locales';
import { formatDecimalForLocale, formatPercentForLocale } from '../../i18n/localeFormat';
import { viewAtom } from '../../hub/hubAtoms';
import { useLiveDocumentTitle } from '../../useDocumentTitle';
import { calculateTickerFigures } from '../../instruments/calculateTickerFigures';
import { EuUsdtNotice } from './EuUsdtNotice';
import { LiquidityShieldLink } from './LiquidityShieldLink';
import { MarketsMenu } from './MarketsMenu';
import { useTickerFigures } from '../../instruments/useTickerFigures';
import { useVisibleFieldCount } from './useVisibleFieldCount';
import './MarketHeader.css';

const CHANGE_ARROWS = { up: '▲', down: '▼', flat: '■' } as const;
const TICK_ARROWS = { up: '↑', down: '↓' } as const;
/** The page title carries the last price, written at most once a second (useLiveDocumentTitle). */
const TITLE_EVERY_MS = 1_000;

export interface MarketHeaderProps {
  instrument: Instrument;
  locale: Locale;
}

/**
 * The market header (spec 001 §1): the symbol (opening the markets popover), last price with its tick
 * direction, 24h change, high, low and turnover, live from the hub, then the liquidity-shield link and
 * the EU notice. Direction is told by an arrow and a word, not by colour alone. It also keeps the page
 * title on the pair and its live price.
 *
 * Fields that do not fit hide whole from the right and come back when there is room; the last price
 * always shows (the strip wraps below it when even that is tight). A hidden field
 * is only clipped out of sight: screen readers still read every figure, and nothing in a field takes
 * focus, so no keyboard user can land on something they cannot see.
 */
export function MarketHeader({ instrument, locale }: MarketHeaderProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pair = instrument.symbolName;
  return (
    <section aria-labelledby={headingId} className="market-header">
      <h2 id={headingId} className="visually-hidden">
        {t('header.heading', { pair })}
      </h2>
      <LivePageTitle instrument={instrument} />
      <div className="market-header__strip">
        <MarketsMenu instrument={instrument} locale={locale} />
        <TickerFields instrument={instrument} locale={locale} />
        <LiquidityShieldLink instrument={instrument} />
      </div>
      <EuUsdtNotice instrument={instrument} />
      <FavouritesAlert />
    </section>
  );
}

/** The page title: the pair and its live price, written from the ticker without rendering. */
function LivePageTitle({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const ticker = viewAtom({ kind: 'ticker', symbol: instrument.symbolId });
  const toTitle = useCallback(
    (live: TickerView | undefined) => {
      const price = calculateTickerFigures(live)?.lastPrice;
      const pair = instrument.symbolName;
      return price ? t('page.title', { price, pair }) : t('page.titleNoPrice', { pair });
    },
    [t, instrument],
  );
  useLiveDocumentTitle(ticker, toTitle, TITLE_EVERY_MS);
  return null;
}

/**
 * A figure in the locale's notation (grouping, decimal mark, percent sign), kept left to right as one
 * piece inside a right-to-left page: its sign stays before its digits ("+1.95%", not "1.95%+").
 */
function Figure({ text }: { text: string }) {
  return <bdi dir="ltr">{text}</bdi>;
}

/** The live figures: what a ticker snapshot re-renders in the header, and nothing more. */
function TickerFields({ instrument, locale }: MarketHeaderProps) {
  const { t } = useTranslation();
  const figures = useTickerFigures(instrument);
  const quote = instrument.quoteTokenName;
  // The words are the same at every ticker: translated once per language (and quote token).
  const words = useMemo(
    () => ({
      none: t('pair.noPrice'),
      last: t('pair.lastPrice'),
      change: t('pair.change24h'),
      high: t('header.high24h'),
      low: t('header.low24h'),
      turnover: t('header.turnover24h', { quote }),
      tick: { up: t('header.tick.up'), down: t('header.tick.down') },
      trend: { up: t('pair.trend.up'), down: t('pair.trend.down'), flat: t('pair.trend.flat') },
    }),
    [t, quote],
  );
  const none = words.none;
  const change = figures?.change;
  const decimal = (value: string | undefined) =>
    value ? <Figure text={formatDecimalForLocale(value, locale)} /> : none;
  // `id` is the React key: the terms are translated texts, and all empty when no translation loaded.
  const fields: { id: string; term: string; value: ReactNode; className?: string; tick?: string }[] = [
    {
      id: 'last',
      term: words.last,
      className: 'price-summary__last',
      ...(figures ? { tick: figures.tick } : {}),
      value: (
        <>
          <span className="price-summary__price">{decimal(figures?.lastPrice)}</span>
          {figures?.lastPrice && (
            <>
              <span aria-hidden="true"> {TICK_ARROWS[figures.tick]}</span>
              <span className="visually-hidden"> {words.tick[figures.tick]}</span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'change',
      term: words.change,
      ...(change ? { className: 'change' } : {}),
      value: change ? (
        <>
          <span aria-hidden="true">{CHANGE_ARROWS[change.trend]} </span>
          {/* The text is "+1.23%": its percent points go through the locale's percent notation. */}
          <Figure text={formatPercentForLocale(change.text.replace(/%$/, ''), locale)} />
          <span className="visually-hidden"> {words.trend[change.trend]}</span>
        </>
      ) : (
        none
      ),
    },
    { id: 'high', term: words.high, value: decimal(figures?.high) },
    { id: 'low', term: words.low, value: decimal(figures?.low) },
    // Abbreviated ("684.32M"): its suffix is not a locale's, so it stays as the hub wrote it.
    {
      id: 'turnover',
      term: words.turnover,
      value: figures?.turnover ? <Figure text={figures.turnover} /> : none,
    },
  ];
  const { containerRef, fieldRef, visible, firstWidth } = useVisibleFieldCount(fields.length);

  return (
    <dl
      className="market-header__fields"
      ref={containerRef}
      style={firstWidth > 0 ? { minWidth: firstWidth } : undefined}
    >
      {fields.map((field, index) => (
        <div
          key={field.id}
          ref={fieldRef(index)}
          className="market-header__field"
          data-hidden={index >= visible ? 'true' : undefined}
        >
          <dt>{field.term}</dt>
          <dd
            className={field.className}
            data-tick={field.tick}
            data-trend={field.className === 'change' ? change?.trend : undefined}
          >
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
