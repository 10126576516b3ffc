import type { Order } from '../../../shared/protocol';
import type { OrderRequest } from '../../../shared/orderChecks';
import type { ApiResult } from '../../../shared/rest/ApiError';
import type { RestClient } from '../../../shared/rest/fetchApi';
import { placeOrder } from './placeOrder';
import { createUnsettledOrderIds, type UnsettledOrderIds } from './unsettledOrderIds';

export interface OrderSubmitter {
  /** Places `request` under a client order id made for this submission, or reused from a lost one. */
  submit(request: OrderRequest): Promise<ApiResult<Order>>;
}

export interface OrderSubmitterDeps {
  newId?: () => string;
  /** The logged-in user's id, read at each submission: the shared ids are kept per account. */
  account?: () => string | undefined;
  unsettled?: UnsettledOrderIds;
}

/**
 * Client order ids per submission (design.md "Integrity rules"): a new id for each new order, but while
 * a submission is in flight or its answer was lost (no answer, or one we could not read) the order may
 * exist on the server, so sending the very same order again, from this tab or another of the browser
 * (unsettledOrderIds), reuses that id and the server answers with the existing order instead of placing
 * a second one. A success or a clear refusal ends the submission. Ordinary and plan orders alike: the
 * endpoint is part of what makes two requests the same order.
 */
export function createOrderSubmitter(
  client: RestClient,
  {
    newId = () => globalThis.crypto.randomUUID(),
    account = () => undefined,
    unsettled = createUnsettledOrderIds(),
  }: OrderSubmitterDeps = {},
): OrderSubmitter {
  return {
    async submit(request) {
      const key = keyOf(account(), request);
      const id = await unsettled.claim(key, newId);
      const result = await placeOrder(client, request, id);
      if (result.ok || result.error.kind === 'server') unsettled.settle(key);
      return result;
    },
  };
}

/**
 * The same order whatever the field order: the account, the endpoint, then sorted entries, undefined
 * fields left out. The exchange keeps client order ids per account, so another user's id could never
 * answer with their order; the account in the key keeps a user who logs in after another from even
 * sending it.
 */
function keyOf(account: string | undefined, { endpoint, body }: OrderRequest): string {
  return JSON.stringify([
    account ?? '',
    endpoint,
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);
}
