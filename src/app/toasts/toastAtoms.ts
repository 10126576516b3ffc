/**
 * The app's toasts (spec 000 §8, §9): a short list of messages the `Toaster` shows, newest last. Each
 * toast removes itself after TOAST_LIFETIME_MS unless the reader is pointing at it or focused in it.
 */
import { atom } from '../state/appJotai';

/** Spec 000 §9: toasts for cancel and order last 2500 ms. */
export const TOAST_LIFETIME_MS = 2500;

/** More than this and the oldest go first: a burst of failures must not cover the page. */
export const MAX_TOASTS = 5;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastInput {
  tone: ToastTone;
  title: string;
  /** Plain text; server messages land here and render as text, never as markup. */
  detail?: string;
}

export interface Toast extends ToastInput {
  id: number;
}

export const toastsAtom = atom<readonly Toast[]>([]);

let nextId = 1;

/** Adds a toast and answers its id. */
export const showToastAtom = atom(null, (get, set, input: ToastInput): number => {
  const id = nextId++;
  set(toastsAtom, [...get(toastsAtom), { ...input, id }].slice(-MAX_TOASTS));
  return id;
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
