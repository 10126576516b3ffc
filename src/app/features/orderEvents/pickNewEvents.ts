import type { OrderEvent, OrderEventsView } from '../../../shared/protocol';

/** Where a tab is in the hub's event log: the last seq it showed, and since when it has been looking. */
export interface EventCursor {
  /** The hub instance the seq belongs to; "" before the first snapshot. */
  epoch: string;
  lastSeq: number;
  /** When the tab last became visible or started watching (ms since epoch): older events are not shown. */
  since: number;
}

/**
 * The events of a snapshot the tab has not shown and that happened while it was looking
 * (src/shared/hub/orderEventLog.ts): seq above the last shown, at or after `since`. Every event of
 * the snapshot counts as seen, shown or not, so nothing is queued for later. A new epoch (the hub
 * worker restarted) starts the seq over.
 */
export function pickNewEvents(
  view: OrderEventsView,
  cursor: EventCursor,
): { show: OrderEvent[]; cursor: EventCursor } {
  const lastSeq = view.epoch === cursor.epoch ? cursor.lastSeq : 0;
  const show = view.events.filter((event) => event.seq > lastSeq && event.at >= cursor.since);
  const newest = view.events.reduce((max, event) => Math.max(max, event.seq), lastSeq);
  return { show, cursor: { epoch: view.epoch, lastSeq: newest, since: cursor.since } };
}
