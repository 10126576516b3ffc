import type { OrderEvent, OrderEventKind } from '../../../shared/protocol';

/** What the user's `double_confirm.notifyClose` turns off: the fill and cancel toasts (spec 000 §3, §4). */
const NOTIFICATIONS: ReadonlySet<OrderEventKind> = new Set([
  'filled',
  'cancelled',
  'partiallyFilledCancelled',
]);

/**
 * More fills or cancels than this in one delivery (a sweep through the user's orders, a cancel-all
 * from another tab) are one toast with their count: a toast lasts 2.5 s, and fifty of them would keep
 * the corner busy for two minutes.
 */
export const BURST = 3;

export type EventToast =
  { kind: 'one'; event: OrderEvent } | { kind: 'many'; eventKind: 'filled' | 'cancelled'; count: number };

/**
 * Which of a delivery's new events become toasts, in order: none that `notifyClose` silences or that
 * only confirm what this tab itself asked (`isEcho`), and a burst of fills or of cancels as one.
 */
export function calculateEventToasts(
  events: readonly OrderEvent[],
  options: { notifyClose: boolean; isEcho(event: OrderEvent): boolean },
): EventToast[] {
  const shown = events.filter(
    (event) => !(options.notifyClose && NOTIFICATIONS.has(event.kind)) && !options.isEcho(event),
  );
  const countOf = (kind: OrderEventKind) => shown.filter((event) => event.kind === kind).length;
  const bursts = new Set((['filled', 'cancelled'] as const).filter((kind) => countOf(kind) > BURST));
  const toasts: EventToast[] = [];
  for (const event of shown) {
    if (event.kind !== 'filled' && event.kind !== 'cancelled') toasts.push({ kind: 'one', event });
    else if (!bursts.has(event.kind)) toasts.push({ kind: 'one', event });
    else if (!toasts.some((toast) => toast.kind === 'many' && toast.eventKind === event.kind))
      toasts.push({ kind: 'many', eventKind: event.kind, count: countOf(event.kind) });
  }
  return toasts;
}
