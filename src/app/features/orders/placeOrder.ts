import { API, type Order } from '../../../shared/protocol';
import type { OrderRequest } from '../../../shared/orderChecks';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi, type RestClient } from '../../../shared/rest/fetchApi';
import { traceHeaders } from './traceHeaders';
import { orderSchema } from '../../../shared/hub/store/pushSchemas';

const PATHS = { createOrder: API.createOrder, createPlanOrder: API.createPlanOrder } as const;

/**
 * Creates one order (spec 000 §7 "Create order", with its trace header): an ordinary order, or a plan
 * order (conditional, stop-limit, OCO, trailing stop) as `request.endpoint` says. Never throws: a
 * refusal keeps the server's code and message, a lost answer is a `network` error. The client order
 * id is the caller's: reuse it to retry the same submission (see createOrderSubmitter), since the
 * server answers a known id with the order it already has.
 */
export function placeOrder(
  client: RestClient,
  request: OrderRequest,
  clientOrderId: string,
): Promise<ApiResult<Order>> {
  return fetchApi(client, PATHS[request.endpoint], orderSchema, {
    method: 'POST',
    body: { ...request.body, client_order_id: clientOrderId },
    headers: traceHeaders(),
  });
}
