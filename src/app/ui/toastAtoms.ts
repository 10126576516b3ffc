/**
 * The app's toasts (spec 000 §8, §9): one react-aria ToastQueue per app root, shown by `ToastRegion`.
 * Each toast closes itself after TOAST_LIFETIME_MS; the region holds every timer while the reader points
 * at it or is focused in it. Past MAX_VISIBLE_TOASTS the older ones wait in the queue, unseen and
 * untimed, until newer ones go: a burst of failures cannot cover the page, nor be lost.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import { atom } from '../state/appJotai';

/** Spec 000 §9: toasts for cancel and order last 2500 ms. */
export const TOAST_LIFETIME_MS = 2500;

export const MAX_VISIBLE_TOASTS = 5;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastInput {
  tone: ToastTone;
  title: string;
  /** Plain text; server messages land here and render as text, never as markup. */
  detail?: string;
}

/** Read-only and without dependencies, so each store makes its queue once and keeps it. */
export const toastQueueAtom = atom(
  () => new ToastQueue<ToastInput>({ maxVisibleToasts: MAX_VISIBLE_TOASTS }),
);
