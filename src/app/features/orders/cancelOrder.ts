import * as z from 'zod/mini';
import { API, type PlanType } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi, type RestClient } from '../../../shared/rest/fetchApi';
import { traceHeaders } from './traceHeaders';

export interface CancelTarget {
  orderId: string;
  clientOrderId: string;
  /** -1 for an ordinary order; a plan type cancels through the plan endpoint with its plan_type. */
  planType: PlanType;
}

/**
 * Cancels one order (spec 000 §7 "Cancel order": client_order_id and order_id, plus plan_type for a
 * plan order, with a trace header). The answer's body is not read: the order's end reaches the page
 * as a private push, like every other change to the user's orders.
 */
export function cancelOrder(client: RestClient, target: CancelTarget): Promise<ApiResult<unknown>> {
  const ids = { order_id: target.orderId, client_order_id: target.clientOrderId };
  const plan = target.planType !== -1;
  return fetchApi(client, plan ? API.cancelPlanOrder : API.cancelOrder, z.unknown(), {
    method: 'POST',
    body: plan ? { ...ids, plan_type: target.planType } : ids,
    headers: traceHeaders(),
  });
}
