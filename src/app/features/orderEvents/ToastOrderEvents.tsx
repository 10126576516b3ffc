import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { ownOrderActionsAtom } from '../orders';
import { orderSettingsAtom } from '../session';
import { calculateEventToasts } from './calculateEventToasts';
import { describeOrderEvent } from './describeOrderEvent';
import { pickNewEvents, type EventCursor } from './pickNewEvents';

const orderEventsView = viewAtom({ kind: 'orderEvents' });
const instrumentsView = viewAtom({ kind: 'instruments' });

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
    const toasts = calculateEventToasts(picked.show, {
      notifyClose: settings?.notifyClose ?? false,
      isEcho: (event) => own.isEcho(event),
    });
    for (const shown of toasts) {
      if (shown.kind === 'many') {
        const title = t(
          shown.eventKind === 'filled' ? 'orderEvents.manyFilled' : 'orderEvents.manyCancelled',
          {
            count: shown.count,
          },
        );
        toast.show({ tone: shown.eventKind === 'filled' ? 'success' : 'info', title });
        continue;
      }
      const { event } = shown;
      const instrument = instruments?.instruments.find((i) => i.symbolId === event.order.symbolId);
      toast.show(describeOrderEvent(t, i18n.language, event, instrument));
    }
  }, [view, instruments, settings, own, toast, t, i18n.language]);
  return null;
}
