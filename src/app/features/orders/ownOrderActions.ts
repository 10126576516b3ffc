import type { OrderEvent } from '../../../shared/protocol';
import { atomWithLazy } from '../../state/appJotai';

/**
 * How long after its request the push that confirms a tab's own cancel or modify is its echo: the
 * exchange answers in milliseconds and the hub passes the push on within its 100 ms tick, so ten
 * seconds is far past the two, and short enough that a later change made elsewhere is not taken for one.
 */
export const OWN_ECHO_MS = 10_000;
/** A cancel-all names no orders: its window closes this long after its answer. */
const CANCEL_ALL_TAIL_MS = 3_000;

/**
 * What this tab itself just asked of the exchange, so the order events that merely confirm it are not
 * toasted a second time: the tab that cancels an order already says "Cancelled" from the answer, and a
 * cancel-all of fifty orders must not queue fifty toasts after its own. Other tabs still show the
 * events: there it is news.
 */
export interface OwnOrderActions {
  noteCancel(orderId: string): void;
  noteModify(orderId: string): void;
  /** A cancel-all was sent; call the returned function when it has answered. */
  noteCancelAll(): () => void;
  isEcho(event: Pick<OrderEvent, 'kind' | 'order'>): boolean;
}

export function createOwnOrderActions(now: () => number = Date.now): OwnOrderActions {
  const cancels = new Map<string, number>();
  const modifies = new Map<string, number>();
  let cancelAllUntil = 0;
  let cancelAllsOut = 0;
  const note = (into: Map<string, number>, orderId: string) => {
    const at = now();
    for (const [id, until] of into) if (until < at) into.delete(id);
    into.set(orderId, at + OWN_ECHO_MS);
  };
  const within = (from: Map<string, number>, orderId: string) => (from.get(orderId) ?? 0) >= now();
  return {
    noteCancel: (orderId) => note(cancels, orderId),
    noteModify: (orderId) => note(modifies, orderId),
    noteCancelAll() {
      cancelAllsOut += 1;
      cancelAllUntil = Math.max(cancelAllUntil, now() + OWN_ECHO_MS);
      let answered = false;
      return () => {
        if (answered) return;
        answered = true;
        cancelAllsOut -= 1;
        // Another cancel-all still out keeps its own window; the last answer leaves only the tail.
        if (cancelAllsOut === 0) cancelAllUntil = now() + CANCEL_ALL_TAIL_MS;
      };
    },
    isEcho({ kind, order }) {
      if (kind === 'modified') return within(modifies, order.orderId);
      if (kind !== 'cancelled' && kind !== 'partiallyFilledCancelled') return false;
      return within(cancels, order.orderId) || cancelAllUntil >= now();
    },
  };
}

/** The tab's own order actions, one registry per app store. */
export const ownOrderActionsAtom = atomWithLazy(() => createOwnOrderActions());
