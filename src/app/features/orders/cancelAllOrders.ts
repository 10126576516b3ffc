import * as z from 'zod/mini';
import { API, type PlanType } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi, type RestClient } from '../../../shared/rest/fetchApi';
import { traceHeaders } from './traceHeaders';

/** What a cancel-all answers: the orders it cancelled (their ends also reach the page as pushes). */
const cancelledSchema = z.object({ list: z.array(z.unknown()) });

export type CancelAllScope =
  /** Ordinary orders of these pairs, or of every pair when `symbolIds` is absent. */
  | { planType: -1; symbolIds?: string[] }
  /** Plan orders of one plan type, of this pair or of every pair when `symbolId` is absent. */
  | { planType: Exclude<PlanType, -1>; symbolId?: string };

/**
 * Cancels every open order of one kind (spec 001 §7 "Cancel all"): ordinary orders by `symbol_ids`
 * (a comma list) unless all pairs; plan orders by `plan_type` with an optional `symbol_id`. With a
 * trace header, as every order call. Resolves with how many the exchange cancelled.
 */
export async function cancelAllOrders(
  client: RestClient,
  scope: CancelAllScope,
): Promise<ApiResult<{ cancelled: number }>> {
  const body =
    scope.planType === -1
      ? scope.symbolIds
        ? { symbol_ids: scope.symbolIds.join(',') }
        : {}
      : { plan_type: scope.planType, ...(scope.symbolId ? { symbol_id: scope.symbolId } : {}) };
  const result = await fetchApi(
    client,
    scope.planType === -1 ? API.cancelAllOrders : API.cancelAllPlanOrders,
    cancelledSchema,
    { method: 'POST', body, headers: traceHeaders() },
  );
  return result.ok ? { ok: true, value: { cancelled: result.value.list.length } } : result;
}
