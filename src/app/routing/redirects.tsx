/**
 * The redirecting rows of the route table (spec 000 §2). Each keeps the query string, so a
 * `symbolId` parameter survives the hop to the localized page.
 */
import { Redirect, useParams } from 'wouter';
import { parseLocale } from '../i18n/locales';
import { DEFAULT_PAIR, ltPath, spotPath } from '../paths';
import { useAddress } from './useAddress';
import { useDefaultQuote } from './useDefaultQuote';
import { usePreferredLocale } from './usePreferredLocale';

/** `/`, `/trade/spot/`, `/{locale}/trade/spot/` and any unknown path → the BTC pair with the default quote. */
export function DefaultPairRedirect() {
  const params = useParams<{ locale?: string }>();
  const { search } = useAddress();
  const preferred = usePreferredLocale();
  const quote = useDefaultQuote();
  if (quote === undefined) return null;
  const locale = parseLocale(params.locale) ?? preferred;
  return <Redirect to={spotPath(locale, DEFAULT_PAIR.base, quote) + search} replace />;
}

/** `/trade/spot/{base}/{quote}` and `/trade/spot/lt/{base}/{quote}` → the same page under a locale. */
export function LocalePrefixRedirect({ leveraged }: { leveraged: boolean }) {
  const { base = '', quote = '' } = useParams<{ base?: string; quote?: string }>();
  const { search } = useAddress();
  const locale = usePreferredLocale();
  // The configured fallback language is part of the choice: wait for the web config (one request).
  const configLoaded = useDefaultQuote() !== undefined;
  if (!configLoaded) return null;
  const to = leveraged ? ltPath(locale, base, quote) : spotPath(locale, base, quote);
  return <Redirect to={to + search} replace />;
}
