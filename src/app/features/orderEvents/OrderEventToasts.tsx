import { Suspense } from 'react';
import { lazyWithReload } from '../../loading/lazyWithReload';
import { useAtomValue } from '../../state/appJotai';
import { viewerAtom } from '../session';

// Loaded once a user is logged in, after the first paint: the toasts need the orders feature (what
// this tab itself asked of the exchange), which a visitor's first paint does not.
const ToastOrderEvents = lazyWithReload(async () => (await import('./ToastOrderEvents')).ToastOrderEvents);

/**
 * The user's order events as toasts (spec 000 §4 "Notifications", 001 §8 "Order push notices"), in
 * every visible tab, each once; a hidden tab shows nothing and, shown again, does not replay what
 * happened meanwhile (pickNewEvents.ts). Mounted once per page; watches the events only for a
 * logged-in user (a demo account trades its demo balances, so it gets them too). Market fills toast
 * like any other and never open a dialog: the page shows toasts only.
 */
export function OrderEventToasts() {
  if (!useAtomValue(viewerAtom).isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ToastOrderEvents />
    </Suspense>
  );
}
