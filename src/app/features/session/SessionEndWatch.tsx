import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { ownAccountAtom } from './ownAccountAtom';
import { refreshProfileAtom, viewerAtom } from './sessionAtoms';

/**
 * Notices a session that ended while the page was open (it expired, the exchange restarted, the user
 * logged out in another tab): the hub's account view turns `visitor` (the socket's private topics or
 * the account's REST were refused) while the profile still says logged in. The profile is loaded
 * again, so the page becomes a visitor's (Log in in the top bar and the order area) instead of showing
 * an empty account as the user's, and a toast says why. A profile that still says logged in is left
 * as it is (the next account refusal asks again). Renders nothing.
 */
export function SessionEndWatch() {
  const viewer = useAtomValue(viewerAtom);
  const account = useAtomValue(ownAccountAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const { show } = useToast();
  const { t } = useTranslation();
  const refused = viewer.isLoggedIn && account?.status === 'visitor';
  // Whether this page asked for the profile because the account was refused, until the answer is in.
  const asked = useRef(false);

  useEffect(() => {
    if (!refused) return;
    asked.current = true;
    refreshProfile();
  }, [refused, refreshProfile]);

  const signedOut = viewer.kind !== 'unknown' && !viewer.isLoggedIn;
  useEffect(() => {
    if (!signedOut || !asked.current) return;
    asked.current = false;
    show({ tone: 'info', title: t('account.sessionEnded'), detail: t('account.sessionEndedDetail') });
  }, [signedOut, show, t]);
  return null;
}
