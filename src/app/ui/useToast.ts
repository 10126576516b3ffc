import { useMemo } from 'react';
import { useAtomValue } from '../state/appJotai';
import { TOAST_LIFETIME_MS, toastQueueAtom, type ToastInput } from './toastAtoms';

export interface ToastOptions {
  /**
   * Called once the toast has gone, whatever closed it (its time, its close button, newer toasts
   * pushing it out of the queue). It runs after the queue has settled, so it may show another toast.
   */
  onClose?: () => void;
}

export interface ToastApi {
  /** Shows a toast for TOAST_LIFETIME_MS (held while pointed at or focused); answers its key. */
  show(input: ToastInput, options?: ToastOptions): string;
  dismiss(key: string): void;
}

/** Toasts from anywhere under the app root; the one `ToastRegion` there shows them. */
export function useToast(): ToastApi {
  const queue = useAtomValue(toastQueueAtom);
  return useMemo(
    () => ({
      show: (input, options) => {
        const onClose = options?.onClose;
        // The queue calls onClose from inside its own close, before it drops the toast: a toast added
        // there would shift the one being closed, so the caller's runs a microtask later.
        return queue.add(input, {
          timeout: TOAST_LIFETIME_MS,
          ...(onClose && { onClose: () => queueMicrotask(onClose) }),
        });
      },
      dismiss: (key) => queue.close(key),
    }),
    [queue],
  );
}
