import { memo, useId } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastList as ToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components/Toast';
import { useTranslation } from '../i18n/useTranslation';
import { useAtomValue } from '../state/appJotai';
import { toastQueueAtom, type ToastInput } from './toastAtoms';
import './pressableStyle';
import './ToastRegion.css';

/**
 * Where the app's toasts show: mounted once, at the app root (AppRoot). A "Notifications" landmark
 * (F6 reaches it) that exists only while it has something to say, newest first.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const queue = useAtomValue(toastQueueAtom);
  return (
    <AriaToastRegion queue={queue} aria-label={t('toast.region')} className="ui-toast-region">
      <ToastList<ToastInput> className="ui-toast-list">
        {({ toast }) => <ToastItem toast={toast} />}
      </ToastList>
    </AriaToastRegion>
  );
}

/**
 * One toast: a focusable alertdialog (react-aria's), whose content is a polite status, so a screen
 * reader finishes what it is saying before it reads the toast, errors included. The title names both.
 * Memoised on the queue's toast, which stays the same object while it is shown: a toast coming or going
 * renders that one, not every toast on screen again.
 */
const ToastItem = memo(function ToastItem({ toast }: { toast: QueuedToast<ToastInput> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailId = useId();
  const { tone, title, detail } = toast.content;
  return (
    <AriaToast
      toast={toast}
      className={`ui-toast ui-toast--${tone}`}
      aria-labelledby={titleId}
      aria-describedby={detailId}
    >
      <ToastContent role="status" aria-labelledby={titleId} className="ui-toast__content">
        <p id={titleId} className="ui-toast__title">
          {title}
        </p>
        {/* Always there, so the toast's description never points at nothing. */}
        <p id={detailId} className="ui-toast__detail" hidden={!detail}>
          {detail}
        </p>
      </ToastContent>
      <Button slot="close" className="ui-toast__close" aria-label={t('toast.close')}>
        <span aria-hidden="true">×</span>
      </Button>
    </AriaToast>
  );
});
