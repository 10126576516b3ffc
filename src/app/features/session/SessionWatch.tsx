import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { connectionAtom } from '../../hub/hubAtoms';
import { selectAtom, useAtomValue, useSetAtom } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { ownAccountAtom } from './ownAccountAtom';
import { refreshProfileAtom, userIdAtom, viewerAtom } from './sessionAtoms';

/** The hub's session account alone: the connection view changes with its state, this seldom. */
const hubAccountAtom = selectAtom(connectionAtom, (view) => view?.sessionAccount);

/**
 * Keeps the page's session the one the exchange has, whatever changed it while the page was open, by
 * loading the profile again when:
 * - another tab logged in or out: the shared hub's socket now carries another account than this
 *   page's profile (`sessionAccount` of the connection view, told by the last tab to load its profile);
 * - the session ended at the exchange (it expired, the exchange restarted): the hub's account view
 *   turns `visitor` (the socket's private topics or the account's REST were refused) while the profile
 *   still says logged in; an order call refused with 401 asks too (useOrderResult).
 * A logged-in viewer who turns visitor within the page's life is told why in a toast (a logout from
 * this page reloads it, so it is always such an end). Renders nothing.
 */
export function SessionWatch() {
  const viewer = useAtomValue(viewerAtom);
  const userId = useAtomValue(userIdAtom);
  const account = useAtomValue(ownAccountAtom);
  const hubAccount = useAtomValue(hubAccountAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const { show } = useToast();
  const { t } = useTranslation();

  const known = viewer.kind !== 'unknown';
  const changedElsewhere = known && hubAccount !== undefined && hubAccount !== (userId ?? '');
  const refused = viewer.isLoggedIn && account?.status === 'visitor';
  const stale = changedElsewhere || refused;
  useEffect(() => {
    if (stale) refreshProfile();
  }, [stale, refreshProfile]);

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
