import type { CreateOrderBody, Order } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import type { RestClient } from '../../../shared/rest/fetchApi';
import { placeOrder } from './placeOrder';

export type OrderRequest = Omit<CreateOrderBody, 'client_order_id'>;

export interface OrderSubmitter {
  /** Places `order` under a client order id made for this submission, or reused from a lost one. */
  submit(order: OrderRequest): Promise<ApiResult<Order>>;
}

/**
 * Client order ids per submission (design.md "Integrity rules"): a new id for each new order, but when
 * the last answer was lost (no answer, or one we could not read) the order may exist on the server,
 * so sending the very same order again reuses that id and the server answers with the existing order
 * instead of placing a second one. A success or a clear refusal ends the submission.
 */
export function createOrderSubmitter(
  client: RestClient,
  newId: () => string = () => globalThis.crypto.randomUUID(),
): OrderSubmitter {
  // Keyed by the order itself, so a lost order is still recognised after another one went through.
  const unsettled = new Map<string, string>();
  return {
    async submit(order) {
      const key = keyOf(order);
      const id = unsettled.get(key) ?? newId();
      unsettled.set(key, id);
      const result = await placeOrder(client, { ...order, client_order_id: id });
      if (result.ok || result.error.kind === 'server') unsettled.delete(key);
      return result;
    },
  };
}

/** The same order whatever the field order: sorted entries, undefined fields left out. */
function keyOf(order: OrderRequest): string {
  return JSON.stringify(
    Object.entries(order)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
