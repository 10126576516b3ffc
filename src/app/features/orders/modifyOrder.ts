import { orderSchema } from '../../../shared/hub/store/pushSchemas';
import { API, type ModifyOrderBody, type Order } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi, type RestClient } from '../../../shared/rest/fetchApi';

/**
 * Modifies an open ordinary order's price or quantity (spec 000 §7 "Modify order": order_id,
 * client_order_id, symbol_id, price, quantity). The answer is the order as it now stands.
 */
export function modifyOrder(client: RestClient, body: ModifyOrderBody): Promise<ApiResult<Order>> {
  return fetchApi(client, API.modifyOrder, orderSchema, { method: 'POST', body });
}
