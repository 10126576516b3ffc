import * as z from 'zod/mini';
import { API, type QuotaEntry } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { restClient } from '../../api/restClient';

const decimalText = z.string().check(z.maxLength(64));
const quotaSchema = z.object({
  symbolId: z.string().check(z.maxLength(40)),
  coin: z.string().check(z.maxLength(40)),
  limit: decimalText,
  totalAmount: decimalText,
  remainAmount: decimalText,
});

/** The remaining quota of an innovation or adventure pair (spec 000 §3, §5; limit "-1" is unlimited). */
export function fetchQuota(symbolId: string, signal?: AbortSignal): Promise<ApiResult<QuotaEntry>> {
  return fetchApi(restClient, API.quota, quotaSchema, {
    query: { symbol_id: symbolId },
    ...(signal ? { signal } : {}),
  });
}
