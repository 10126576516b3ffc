import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderEventKind } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { orderSettingsAtom, viewerAtom } from '../session';
import { describeOrderEvent } from './describeOrderEvent';
import { pickNewEvents, type EventCursor } from './pickNewEvents';

const orderEventsView = viewAtom({ kind: 'orderEvents' });
const instrumentsView = viewAtom({ kind: 'instruments' });

/** What the user's `double_confirm.notifyClose` turns off: the fill and cancel toasts (spec 000 §3, §4). */
const NOTIFICATIONS: ReadonlySet<OrderEventKind> = new Set([
  'filled',
  'cancelled',
  'partiallyFilledCancelled',
]);

const isVisible = (): boolean => document.visibilityState === 'visible';

/**
 * The user's order events as toasts (spec 000 §4 "Notifications", 001 §8 "Order push notices"), in
 * every visible tab, each once; a hidden tab shows nothing and, shown again, does not replay what
 * happened meanwhile (pickNewEvents.ts). Mounted once per page; watches the events only for a
 * logged-in user (a demo account trades its demo balances, so it gets them too). Market fills toast
 * like any other and never open a dialog: the page shows toasts only.
 */
export function OrderEventToasts() {
  return useAtomValue(viewerAtom).isLoggedIn ? <ToastOrderEvents /> : null;
}

function ToastOrderEvents() {
  const view = useAtomValue(orderEventsView);
  const instruments = useAtomValue(instrumentsView);
  const settings = useAtomValue(orderSettingsAtom);
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const cursor = useRef<EventCursor | undefined>(undefined);
  cursor.current ??= { epoch: '', lastSeq: 0, since: Date.now() };

  useEffect(() => {
    const onVisibility = () => {
      if (isVisible() && cursor.current) cursor.current = { ...cursor.current, since: Date.now() };
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!view || !cursor.current) return;
    const picked = pickNewEvents(view, cursor.current);
    cursor.current = picked.cursor;
    if (!isVisible()) return;
    for (const event of picked.show) {
      if (settings?.notifyClose && NOTIFICATIONS.has(event.kind)) continue;
      const instrument = instruments?.instruments.find((i) => i.symbolId === event.order.symbolId);
      toast.show(describeOrderEvent(t, i18n.language, event, instrument));
    }
  }, [view, instruments, settings, toast, t, i18n.language]);
  return null;
}
