import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../state/appJotai';
import { dismissToastAtom, toastsAtom } from './toastAtoms';
import { ToastItem } from './ToastItem';
import './Toaster.css';

/** Where the app's toasts show: mounted once, at the app root (AppRoot). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  // An empty landmark would only be noise for screen-reader users moving by regions.
  if (toasts.length === 0) return null;
  return (
    <section aria-label={t('toast.region')} className="toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
}
