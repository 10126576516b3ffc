import { useMemo } from 'react';
import { useSetAtom } from '../state/appJotai';
import { dismissToastAtom, showToastAtom, type ToastInput } from './toastAtoms';

export interface ToastApi {
  /** Shows a toast for TOAST_LIFETIME_MS; answers its id. */
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

/** Toasts from anywhere under the app root; the one `Toaster` there shows them. */
export function useToast(): ToastApi {
  const show = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}
