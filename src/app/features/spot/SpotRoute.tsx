import { Navigate, useLocation } from 'react-router';
import { spotPath } from '../../paths';
import { useCanonicalPair } from '../../routing/useCanonicalPair';
import { SpotPage } from './SpotPage';

/** `/{locale}/trade/spot/{base}/{quote}`: the trading page, at its canonical address. */
export function SpotRoute() {
  const { search } = useLocation();
  const { canonical, locale, base, quote } = useCanonicalPair();
  if (!canonical) return <Navigate to={spotPath(locale, base, quote) + search} replace />;
  // Keyed by pair so switching pairs starts from a clean state.
  return <SpotPage key={`${locale}/${base}/${quote}`} locale={locale} base={base} quote={quote} />;
}
