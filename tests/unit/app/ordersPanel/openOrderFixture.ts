import type { Order } from '../../../../src/shared/protocol';
import { anOrder } from '../../shared/hub/anOrder';

/** An open BTC/USDT limit buy as the exchange reports it, with `change` laid over it. */
export function openOrder(change: Partial<Order> = {}): Order {
  return anOrder('1', {
    clientOrderId: 'c1',
    accountId: 'acct-classic',
    price: '96000.00',
    origQty: '0.010000',
    executedQty: '0.000000',
    orderQtyForView: '0.010000',
    createdTime: 0,
    updatedTime: 0,
    ...change,
  });
}
