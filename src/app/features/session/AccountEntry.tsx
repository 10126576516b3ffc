import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { profileAtom } from './sessionAtoms';
import { useAtomValue } from '../../state/appJotai';
import type { FailureSummary } from '../../api/describeApiFailure';
import { ApiErrorAlert } from '../../api/ApiErrorAlert';
import { loginHref, logout } from './sessionActions';
import { useAddress } from '../../routing/useAddress';

/**
 * The top bar's account corner: a login link for visitors (back to this page afterwards), the
 * account's email and a logout button for users. Logging out reloads the page, which tells the hub
 * the session changed.
 */
export function AccountEntry({ reload = () => globalThis.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useAddress();
  const profile = useAtomValue(profileAtom);
  const [failure, setFailure] = useState<FailureSummary>();
  const [busy, setBusy] = useState(false);
  if (profile.status === 'loading') return null;
  const user = profile.status === 'ready' && profile.value.isLogin ? profile.value : undefined;

  if (!user) {
    return (
      <a className="account-entry" href={loginHref(pathname + search)}>
        {t('account.login')}
      </a>
    );
  }
  const onLogout = async () => {
    setBusy(true);
    const result = await logout();
    setBusy(false);
    if (result.ok) reload();
    else setFailure(result.error);
  };
  return (
    <div className="account-entry">
      <span>{t(user.isDemoAccount ? 'account.demoAs' : 'account.signedInAs', { email: user.email })}</span>
      <button type="button" onClick={() => void onLogout()} disabled={busy}>
        {t('account.logout')}
      </button>
      {failure && <ApiErrorAlert error={failure} onRetry={() => void onLogout()} />}
    </div>
  );
}
