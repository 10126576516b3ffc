import type { Order } from '../../../shared/protocol';
import type { OrderRequest } from '../../../shared/orderChecks';
import type { ApiResult } from '../../../shared/rest/ApiError';
import type { RestClient } from '../../../shared/rest/fetchApi';
import { placeOrder } from './placeOrder';

export interface OrderSubmitter {
  /** Places `request` under a client order id made for this submission, or reused from a lost one. */
  submit(request: OrderRequest): Promise<ApiResult<Order>>;
}

/**
 * Client order ids per submission (design.md "Integrity rules"): a new id for each new order, but when
 * the last answer was lost (no answer, or one we could not read) the order may exist on the server,
 * so sending the very same order again reuses that id and the server answers with the existing order
 * instead of placing a second one. A success or a clear refusal ends the submission. Ordinary and
 * plan orders alike: the endpoint is part of what makes two requests the same order.
 */
export function createOrderSubmitter(
  client: RestClient,
  newId: () => string = () => globalThis.crypto.randomUUID(),
): OrderSubmitter {
  // Keyed by the order itself, so a lost order is still recognised after another one went through.
  const unsettled = new Map<string, string>();
  return {
    async submit(request) {
      const key = keyOf(request);
      const id = unsettled.get(key) ?? newId();
      unsettled.set(key, id);
      const result = await placeOrder(client, request, id);
      if (result.ok || result.error.kind === 'server') unsettled.delete(key);
      return result;
    },
  };
}

/** The same order whatever the field order: the endpoint, then sorted entries, undefined fields left out. */
function keyOf({ endpoint, body }: OrderRequest): string {
  return JSON.stringify([
    endpoint,
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);
}
