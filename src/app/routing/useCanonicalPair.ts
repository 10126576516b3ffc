import { useParams } from 'wouter';
import { parseLocale, type Locale } from '../i18n/locales';
import { usePreferredLocale } from './usePreferredLocale';

export type CanonicalPair =
  | { canonical: true; locale: Locale; base: string; quote: string }
  | { canonical: false; locale: Locale; base: string; quote: string };

/**
 * Reads `{locale}/…/{base}/{quote}`: an unsupported locale is replaced by the preferred one and a
 * lower-case pair is upper-cased, so each page has one address (`canonical: false` → redirect).
 */
export function useCanonicalPair(): CanonicalPair {
  const params = useParams<{ locale?: string; base?: string; quote?: string }>();
  const preferred = usePreferredLocale();
  const locale = parseLocale(params.locale);
  const base = params.base ?? '';
  const quote = params.quote ?? '';
  const upperBase = base.toUpperCase();
  const upperQuote = quote.toUpperCase();
  const canonical = locale !== undefined && base === upperBase && quote === upperQuote;
  return { canonical, locale: locale ?? preferred, base: upperBase, quote: upperQuote };
}
