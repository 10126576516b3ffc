/**
 * The display statuses of spec 000 §3 ("Order status labels") and the mapping of spec 000 §4 ("Source
 * status to display status") from the status the exchange reports. The lists show these words.
 */
import type { Order } from '../protocol/account';
import { PLAN_TYPE } from '../protocol/account';

export const DISPLAY_STATUSES = [
  'UNKNOWN',
  'NEW',
  'PENDING_NEW',
  'PENDING_CANCEL',
  'ORDER_NEW',
  'ORDER_FILLED',
  'ORDER_CANCELED',
  'ORDER_REJECTED',
  'PARTIALLY_FILLED',
  'PARTIALLY_FILLED_CANCELED',
  'FILLED',
  'CANCELED',
  'REJECTED',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * An order's display status. Cancelled and Rejected read by plan type: ORDER_ for a plan order, plain
 * for an ordinary one. A status the exchange adds later is UNKNOWN, never a crash. PENDING_NEW and
 * PENDING_CANCEL are the page's own, for a request under way (the exchange never reports them).
 */
export function displayStatusOf(order: Pick<Order, 'status' | 'planType'>): DisplayStatus {
  const isPlan = order.planType !== PLAN_TYPE.ordinary;
  switch (order.status) {
    case 'Filled':
      return 'FILLED';
    case 'PartiallyFilledCanceled':
      return 'PARTIALLY_FILLED_CANCELED';
    case 'PartiallyFilled':
      return 'PARTIALLY_FILLED';
    case 'Deactivated':
      return 'ORDER_CANCELED';
    case 'Cancelled':
      return isPlan ? 'ORDER_CANCELED' : 'CANCELED';
    case 'Triggered':
      return 'ORDER_FILLED';
    case 'Untriggered':
      return 'ORDER_NEW';
    case 'New':
      return 'NEW';
    case 'Rejected':
      return isPlan ? 'ORDER_REJECTED' : 'REJECTED';
    default:
      return 'UNKNOWN';
  }
}
