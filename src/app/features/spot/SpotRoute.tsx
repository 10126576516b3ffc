import { Redirect } from 'wouter';
import { spotPath } from '../../paths';
import { useAddress } from '../../routing/useAddress';
import { useCanonicalPair } from '../../routing/useCanonicalPair';
import { LazyFooter } from '../footer';
import { SpotPage } from './SpotPage';

/** `/{locale}/trade/spot/{base}/{quote}`: the trading page, at its canonical address. */
export function SpotRoute() {
  const { search } = useAddress();
  const { canonical, locale, base, quote } = useCanonicalPair();
  if (!canonical) return <Redirect to={spotPath(locale, base, quote) + search} replace />;
  // Keyed by pair so switching pairs starts from a clean state. The footer bar (spec 000 §1) is not
  // keyed: an open support chat or route list stays open across a switch from its strips.
  return (
    <>
      <SpotPage key={`${locale}/${base}/${quote}`} locale={locale} base={base} quote={quote} />
      <LazyFooter locale={locale} base={base} quote={quote} />
    </>
  );
}
