import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import type { ToastTone } from '../../ui/toastAtoms';
import { useToast } from '../../ui/useToast';
import { ownOrderActionsAtom } from '../orders';
import { orderSettingsAtom } from '../session';
import { calculateEventToasts, type BurstKind } from './calculateEventToasts';
import { createBurstHold, type BurstToast } from './createBurstHold';
import { describeOrderEvent } from './describeOrderEvent';
import { pickNewEvents, type EventCursor } from './pickNewEvents';

const orderEventsView = viewAtom({ kind: 'orderEvents' });
const instrumentsView = viewAtom({ kind: 'instruments' });

/** A burst's toast: its count in words, in the tone one such event's toast has (describeOrderEvent). */
const BURST_TOASTS = {
  filled: { key: 'orderEvents.manyFilled', tone: 'success' },
  cancelled: { key: 'orderEvents.manyCancelled', tone: 'info' },
  modified: { key: 'orderEvents.manyModified', tone: 'info' },
} as const satisfies Record<BurstKind, { key: string; tone: ToastTone }>;

const isVisible = (): boolean => document.visibilityState === 'visible';

/** The toasts themselves (OrderEventToasts.tsx): one watch of the events view for the page. */
export function ToastOrderEvents() {
  const view = useAtomValue(orderEventsView);
  const instruments = useAtomValue(instrumentsView);
  const settings = useAtomValue(orderSettingsAtom);
  const own = useAtomValue(ownOrderActionsAtom);
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const cursor = useRef<EventCursor | undefined>(undefined);
  cursor.current ??= { epoch: '', lastSeq: 0, since: Date.now() };
  const [hold] = useState(createBurstHold);
  // The words a burst toast shown later (when the one before it goes) takes: the page's language then.
  // (The toast queue is the store's, the same object for the page's life.)
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });

  useEffect(() => {
    const onVisibility = () => {
      if (isVisible() && cursor.current) cursor.current = { ...cursor.current, since: Date.now() };
      if (!isVisible()) hold.drop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      // A burst toast that goes after this (a logout) tells nothing held.
      hold.drop();
    };
  }, [hold]);

  useEffect(() => {
    if (!view || !cursor.current) return;
    const picked = pickNewEvents(view, cursor.current);
    cursor.current = picked.cursor;
    if (!isVisible()) return;
    const toasts = calculateEventToasts(picked.show, {
      notifyClose: settings?.notifyClose ?? false,
      isEcho: (event) => own.isEcho(event),
    });
    /** A burst's toast, and when it goes, the toast of what its kind held meanwhile (and so on). */
    const showBurst = (shown: BurstToast) => {
      const { key, tone } = BURST_TOASTS[shown.eventKind];
      hold.shown(shown.eventKind);
      toast.show(
        { tone, title: latestT.current(key, { count: shown.count }) },
        {
          onClose: () => {
            const next = hold.gone(shown.eventKind);
            if (next && isVisible()) showBurst(next);
          },
        },
      );
    };
    for (const shown of hold.pass(toasts)) {
      if (shown.kind === 'many') {
        showBurst(shown);
        continue;
      }
      const { event } = shown;
      const instrument = instruments?.instruments.find((i) => i.symbolId === event.order.symbolId);
      toast.show(describeOrderEvent(t, i18n.language, event, instrument));
    }
  }, [view, instruments, settings, own, toast, t, i18n.language, hold]);
  return null;
}
