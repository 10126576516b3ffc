import type { OrderEvent, OrderEventKind } from '../../../shared/protocol';

/** What the user's `double_confirm.notifyClose` turns off: the fill and cancel toasts (spec 000 §3, §4). */
const NOTIFICATIONS: ReadonlySet<OrderEventKind> = new Set([
  'filled',
  'cancelled',
  'partiallyFilledCancelled',
]);

/**
 * More fills, cancels or edits than this in one delivery (a sweep through the user's orders, a
 * cancel-all from another tab, a bot moving its quotes through the API) are one toast with their
 * count: a toast lasts 2.5 s, and fifty of them would keep the corner busy for two minutes.
 */
export const BURST = 3;

/** The kinds of event that come in bursts, each told as one toast with its count. */
export const BURST_KINDS = ['filled', 'cancelled', 'modified'] as const;
export type BurstKind = (typeof BURST_KINDS)[number];

export const isBurstKind = (kind: OrderEventKind): kind is BurstKind =>
  (BURST_KINDS as readonly string[]).includes(kind);

export type EventToast =
  { kind: 'one'; event: OrderEvent } | { kind: 'many'; eventKind: BurstKind; count: number };

/**
 * Which of a delivery's new events become toasts, in order: none that `notifyClose` silences or that
 * only confirm what this tab itself asked (`isEcho`), and a burst of fills, of cancels or of edits as
 * one, where its first event was.
 */
export function calculateEventToasts(
  events: readonly OrderEvent[],
  options: { notifyClose: boolean; isEcho(event: OrderEvent): boolean },
): EventToast[] {
  const shown = events.filter(
    (event) => !(options.notifyClose && NOTIFICATIONS.has(event.kind)) && !options.isEcho(event),
  );
  const countOf = (kind: OrderEventKind) => shown.filter((event) => event.kind === kind).length;
  const bursts = new Set(BURST_KINDS.filter((kind) => countOf(kind) > BURST));
  const toasts: EventToast[] = [];
  for (const event of shown) {
    const { kind } = event;
    if (!isBurstKind(kind) || !bursts.has(kind)) toasts.push({ kind: 'one', event });
    else if (!toasts.some((toast) => toast.kind === 'many' && toast.eventKind === kind))
      toasts.push({ kind: 'many', eventKind: kind, count: countOf(kind) });
  }
  return toasts;
}
