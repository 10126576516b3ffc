import type { CreateOrderBody, Order } from '../../../shared/protocol';
import { API } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi, type RestClient } from '../../../shared/rest/fetchApi';
import { orderSchema } from '../../../shared/hub/store/pushSchemas';

/**
 * Creates one ordinary order (spec 000 §7 "Create order"). Never throws: a refusal keeps the server's
 * code and message, a lost answer is a `network` error. The body's client_order_id is the caller's:
 * reuse it to retry the same submission (see createOrderSubmitter), since the server answers a known
 * id with the order it already has.
 */
export function placeOrder(client: RestClient, body: CreateOrderBody): Promise<ApiResult<Order>> {
  return fetchApi(client, API.createOrder, orderSchema, { method: 'POST', body });
}
