import { Suspense } from 'react';
import { lazyWithReload } from '../../loading/lazyWithReload';
import type { FooterProps } from './Footer';

const Footer = lazyWithReload(async () => (await import('./Footer')).Footer);

/**
 * The footer bar as the page places it: below the fold, so its code (the route picker's select, the
 * support chat's dialog) loads right after the first paint instead of with it.
 */
export function LazyFooter(props: FooterProps) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
}
