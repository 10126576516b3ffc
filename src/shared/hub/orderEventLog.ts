/**
 * The hub's short log of the user's order events, delivered as the `orderEvents` view.
 *
 * How a tab shows each event once, and nothing from while it was hidden: delivery.ts posts nothing to
 * a hidden tab and, when a tab becomes visible or first watches, posts it the view at once. The view is
 * the last ORDER_EVENTS_KEPT events, each with an increasing `seq` and the hub's time `at`, not a queue
 * per tab. The tab shows an event when its seq is above the last one it showed and it happened at or
 * after the moment the tab last became visible (or started watching); so an event that two snapshots
 * carry (a later tick, a frame that merged two) shows once, and the catch-up snapshot of a tab just
 * shown replays nothing. `epoch` names this hub: a tab that meets a new hub (its worker restarted)
 * starts its seq over. One build serves every tab, as for every other view.
 */
import type { Order, OrderEvent, OrderEventOrder, OrderEventsView } from '../protocol';
import type { Timers } from './types';

/** Enough for a burst of fills in one tick; a tab only ever shows what is newer than it has seen. */
export const ORDER_EVENTS_KEPT = 20;
/**
 * Events older than this leave the log at the next record: a visible tab gets a tick at least every
 * SLOWEST_TAB_PACE_MS, and a tab shown again takes none from before, so an older one is only weight.
 */
export const ORDER_EVENT_KEPT_MS = 10_000;

const slim = (order: Order): OrderEventOrder => ({
  orderId: order.orderId,
  symbolId: order.symbolId,
  baseTokenName: order.baseTokenName,
  quoteTokenName: order.quoteTokenName,
  side: order.side,
  type: order.type,
  planType: order.planType,
  price: order.price,
  origQty: order.origQty,
  executedQty: order.executedQty,
  avgPrice: order.avgPrice,
  amount: order.amount,
  marketUnit: order.marketUnit,
  triggerPrice: order.triggerPrice,
  rejectReason: order.rejectReason,
});

export interface OrderEventLog {
  record(events: readonly { kind: OrderEvent['kind']; order: Order }[]): void;
  /** The view, with the status the store gave it. */
  view(status: OrderEventsView['status']): OrderEventsView;
  /** The session changed: another user's events must not show. */
  clear(): void;
}

export function createOrderEventLog(timers: Pick<Timers, 'now'>, epoch: string): OrderEventLog {
  let events: OrderEvent[] = [];
  let seq = 0;
  return {
    record(fresh) {
      if (fresh.length === 0) return;
      const at = timers.now();
      const recent = events.filter((event) => event.at > at - ORDER_EVENT_KEPT_MS);
      const added = fresh.map(({ kind, order }) => ({ seq: ++seq, at, kind, order: slim(order) }));
      events = [...recent, ...added].slice(-ORDER_EVENTS_KEPT);
    },
    view: (status) => ({ kind: 'orderEvents', status, epoch, events }),
    clear() {
      events = [];
    },
  };
}
