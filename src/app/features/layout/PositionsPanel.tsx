import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerAtom } from '../session';
import { useAtomValue } from '../../state/appJotai';
import { AccountSummary } from './AccountSummary';
import { useAddress } from '../../routing/useAddress';

/**
 * The orders/positions panel of the grid. Until the full orders panel lands it shows what the hub's
 * account view really holds: a login link for visitors, open-order count and balances for users.
 */
export function PositionsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const viewer = useAtomValue(viewerAtom);
  const { pathname, search } = useAddress();
  const loginHref = `/login?redirect_url=${encodeURIComponent(pathname + search)}`;
  return (
    <section aria-labelledby={headingId} className="layout-panel">
      <h2 id={headingId} className="layout-panel__heading">
        {t('layout.positions.heading')}
      </h2>
      {viewer.kind === 'unknown' && <p role="status">{t('layout.positions.loading')}</p>}
      {viewer.kind !== 'unknown' && !viewer.isLoggedIn && (
        <p>
          <a href={loginHref}>{t('layout.positions.login')}</a>
        </p>
      )}
      {viewer.isLoggedIn && <AccountSummary />}
    </section>
  );
}
