import { orderSchema } from '../../../shared/hub/store/pushSchemas';
import { API, type ModifyPlanOrderBody, type Order } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi, type RestClient } from '../../../shared/rest/fetchApi';

/**
 * Modifies an untriggered plan order (spec 000 §7 "Plan modify": its plan_type, and trigger_price,
 * price or quantity; a trailing stop's activation_price, trailing_percentage, trailing_value or
 * quantity). The answer is the plan as it now stands.
 */
export function modifyPlanOrder(client: RestClient, body: ModifyPlanOrderBody): Promise<ApiResult<Order>> {
  return fetchApi(client, API.modifyPlanOrder, orderSchema, { method: 'POST', body });
}
