import { useMemo } from 'react';
import { useAtomValue } from '../state/appJotai';
import { TOAST_LIFETIME_MS, toastQueueAtom, type ToastInput } from './toastAtoms';

export interface ToastApi {
  /** Shows a toast for TOAST_LIFETIME_MS (held while pointed at or focused); answers its key. */
  show(input: ToastInput): string;
  dismiss(key: string): void;
}

/** Toasts from anywhere under the app root; the one `ToastRegion` there shows them. */
export function useToast(): ToastApi {
  const queue = useAtomValue(toastQueueAtom);
  return useMemo(
    () => ({
      show: (input) => queue.add(input, { timeout: TOAST_LIFETIME_MS }),
      dismiss: (key) => queue.close(key),
    }),
    [queue],
  );
}
