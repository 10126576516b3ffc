import { Navigate, useParams } from 'react-router';
import { DEFAULT_LOCALE, parseLocale } from '../../i18n/locales';
import { DEFAULT_SPOT_PATH, spotPath } from '../../paths';
import { Footer } from '../footer/Footer';
import { SpotPage } from './SpotPage';

/**
 * Reads `/{locale}/trade/spot/{base}/{quote}`: an unsupported locale or a lower-case pair redirects
 * to the canonical URL, so each page has one address.
 */
export function SpotRoute() {
  const params = useParams();
  const locale = parseLocale(params.locale);
  const base = params.base ?? '';
  const quote = params.quote ?? '';
  if (base === '' || quote === '') return <Navigate to={DEFAULT_SPOT_PATH} replace />;
  const canonicalBase = base.toUpperCase();
  const canonicalQuote = quote.toUpperCase();
  if (!locale || base !== canonicalBase || quote !== canonicalQuote) {
    return <Navigate to={spotPath(locale ?? DEFAULT_LOCALE, canonicalBase, canonicalQuote)} replace />;
  }
  // Keyed by pair so switching pairs starts from a clean loading state. The footer bar (spec 000 §1)
  // is not keyed: an open support chat or route list stays open across a switch from its strips.
  return (
    <>
      <SpotPage key={`${locale}/${base}/${quote}`} locale={locale} base={base} quote={quote} />
      <Footer locale={locale} base={base} quote={quote} />
    </>
  );
}
