import { Suspense } from 'react';
import { Redirect } from 'wouter';
import { ltPath } from '../../paths';
import { useAddress } from '../../routing/useAddress';
import { useCanonicalPair } from '../../routing/useCanonicalPair';
import { lazyWithReload } from '../../loading/lazyWithReload';

const LeveragedTokenPage = lazyWithReload(
  async () => (await import('./LeveragedTokenPage')).LeveragedTokenPage,
);

/**
 * `/{locale}/trade/spot/lt/{base}/{quote}`: the leveraged-token page, at its canonical address. Its
 * code loads when the route is opened, not with the trading page.
 */
export function LeveragedTokenRoute() {
  const { search } = useAddress();
  const { canonical, locale, base, quote } = useCanonicalPair();
  if (!canonical) return <Redirect to={ltPath(locale, base, quote) + search} replace />;
  return (
    <Suspense fallback={null}>
      <LeveragedTokenPage key={`${locale}/${base}/${quote}`} locale={locale} base={base} quote={quote} />
    </Suspense>
  );
}
