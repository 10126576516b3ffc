/**
 * The app's toasts (spec 000 §8, §9): one react-aria ToastQueue per app root, shown by `ToastRegion`.
 * Each toast closes itself after TOAST_LIFETIME_MS; the region holds every timer while the reader points
 * at it or is focused in it. Past MAX_VISIBLE_TOASTS the older ones wait in the queue, unseen and
 * untimed, until newer ones go: a burst of failures cannot cover the page.
 *
 * The wait is bounded, errors dropped last (`BoundedToastQueue`): five toasts show for 2.5 s, so at
 * most two a second get through, and order events can come faster (a bot's fills, a cancel-all).
 * Unbounded, the backlog would grow for as long as they do, keep every toast in memory, and show stale
 * news for minutes after.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import { atom } from '../state/appJotai';

/** Spec 000 §9: toasts for cancel and order last 2500 ms. */
export const TOAST_LIFETIME_MS = 2500;

export const MAX_VISIBLE_TOASTS = 5;

/** Toasts waiting unseen behind the visible ones, at most. */
export const MAX_WAITING_TOASTS = 5;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastInput {
  tone: ToastTone;
  title: string;
  /** Plain text; server messages land here and render as text, never as markup. */
  detail?: string;
}

/**
 * A ToastQueue that keeps at most MAX_VISIBLE_TOASTS + MAX_WAITING_TOASTS toasts: past that, a new toast
 * closes the oldest one that is not an error (the oldest error when all of them are errors). Errors
 * answer what the trader did; the news of order events is in the order lists as well.
 */
export class BoundedToastQueue extends ToastQueue<ToastInput> {
  /** Every toast in the queue, oldest first. */
  private readonly kept: { key: string; tone: ToastTone }[] = [];

  constructor() {
    super({ maxVisibleToasts: MAX_VISIBLE_TOASTS });
  }

  override add(content: ToastInput, options?: Parameters<ToastQueue<ToastInput>['add']>[1]): string {
    const key = super.add(content, options);
    this.kept.push({ key, tone: content.tone });
    while (this.kept.length > MAX_VISIBLE_TOASTS + MAX_WAITING_TOASTS) {
      const oldest = this.kept.find((toast) => toast.tone !== 'error') ?? this.kept[0];
      if (oldest) this.close(oldest.key);
    }
    return key;
  }

  override close(key: string): void {
    const index = this.kept.findIndex((toast) => toast.key === key);
    if (index >= 0) this.kept.splice(index, 1);
    super.close(key);
  }

  /** Closes every toast, each as `close` would (its `onClose` called). */
  override clear(): void {
    for (const { key } of [...this.kept]) this.close(key);
  }
}

/** Read-only and without dependencies, so each store makes its queue once and keeps it. */
export const toastQueueAtom = atom(() => new BoundedToastQueue());
