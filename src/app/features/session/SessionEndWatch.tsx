import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { ownAccountAtom } from './ownAccountAtom';
import { refreshProfileAtom, viewerAtom } from './sessionAtoms';

/**
 * A session that ends while the page is open (it expired, the exchange restarted, the user logged out
 * in another tab) ends on the page too, and the page says so. It shows as the hub's account view
 * turning `visitor` (the socket's private topics or the account's REST were refused) while the profile
 * still says logged in, or as an order call refused with 401 (useOrderResult): the profile is loaded
 * again, the page becomes a visitor's (Log in in the top bar and the order area) instead of showing an
 * empty account as the user's, and a toast tells why. A logout from this page reloads it, so a
 * logged-in viewer turning visitor within the page's life is always such an end. Renders nothing.
 */
export function SessionEndWatch() {
  const viewer = useAtomValue(viewerAtom);
  const account = useAtomValue(ownAccountAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const { show } = useToast();
  const { t } = useTranslation();

  const refused = viewer.isLoggedIn && account?.status === 'visitor';
  useEffect(() => {
    if (refused) refreshProfile();
  }, [refused, refreshProfile]);

  const known = viewer.kind !== 'unknown';
  const { isLoggedIn } = viewer;
  const wasLoggedIn = useRef(false);
  useEffect(() => {
    if (!known) return;
    if (wasLoggedIn.current && !isLoggedIn)
      show({ tone: 'info', title: t('account.sessionEnded'), detail: t('account.sessionEndedDetail') });
    wasLoggedIn.current = isLoggedIn;
  }, [known, isLoggedIn, show, t]);
  return null;
}
