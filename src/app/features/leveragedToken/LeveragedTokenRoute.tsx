import { Navigate, useLocation } from 'react-router';
import { ltPath } from '../../paths';
import { useCanonicalPair } from '../../routing/useCanonicalPair';
import { LeveragedTokenPage } from './LeveragedTokenPage';

/** `/{locale}/trade/spot/lt/{base}/{quote}`: the leveraged-token page, at its canonical address. */
export function LeveragedTokenRoute() {
  const { search } = useLocation();
  const { canonical, locale, base, quote } = useCanonicalPair();
  if (!canonical) return <Navigate to={ltPath(locale, base, quote) + search} replace />;
  return <LeveragedTokenPage key={`${locale}/${base}/${quote}`} locale={locale} base={base} quote={quote} />;
}
