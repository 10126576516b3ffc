import { Suspense, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { lazyWithReload } from '../../loading/lazyWithReload';
import { useAtomValue } from '../../state/appJotai';
import { viewerAtom, webConfigAtom } from '../session';
import { calculateOrdersAccess } from './calculateOrdersAccess';
import { OrdersVisitorPrompt } from './OrdersVisitorPrompt';
import { RestrictedOrdersTip } from './RestrictedOrdersTip';
import './OrdersPanel.css';

// The tabs, their header and every tab's code load after the first paint (the panel is below the fold).
const OrdersTabs = lazyWithReload(async () => (await import('./OrdersTabs')).OrdersTabs);

/**
 * The orders panel (spec 001 §2 "Orders panel", the lower area's order lists): a region named by its
 * h2, which the desktop grid uses as the drag handle. Who is looking decides what it holds
 * (calculateOrdersAccess): a status while that is unknown, the restricted region's tip, the visitor's
 * login / sign-up prompt, or the tabs of `OrdersTabs` for the page's pair.
 */
export function OrdersPanel({ symbolId }: { symbolId: string }) {
  const { t } = useTranslation('integratedTrade');
  const headingId = useId();
  const access = calculateOrdersAccess(useAtomValue(viewerAtom), useAtomValue(webConfigAtom));
  const loading = <p role="status">{t('frame.loading')}</p>;
  return (
    <section aria-labelledby={headingId} className="orders-panel">
      <h2 id={headingId}>{t('heading')}</h2>
      {access === 'loading' && loading}
      {access === 'restricted' && <RestrictedOrdersTip />}
      {access === 'visitor' && <OrdersVisitorPrompt />}
      {access === 'tabs' && (
        <Suspense fallback={loading}>
          <OrdersTabs symbolId={symbolId} />
        </Suspense>
      )}
    </section>
  );
}
