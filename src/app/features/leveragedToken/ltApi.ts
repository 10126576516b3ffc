import { z } from 'zod';
import { API, type LeveragedTokenInfo } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { restClient } from '../../api/restClient';

const decimal = z.string().regex(/^[+-]?\d{1,40}(\.\d{1,18})?$/, 'not a decimal');

const ltInfoSchema = z.object({
  symbolId: z.string().min(1).max(40),
  nav: decimal,
  st: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  riskSwitchStatus: z.number().int(),
  diffNvRate: decimal,
  maxPurchase: decimal,
  minPurchase: decimal,
  maxRedeem: decimal,
  minRedeem: decimal,
  leverage: z.string().max(20),
  underlying: z.string().max(40),
}) satisfies z.ZodType<LeveragedTokenInfo>;

/** LT symbol info (spec 000 §7): net asset value, status and the subscribe/redeem limits. */
export function fetchLeveragedTokenInfo(
  symbolId: string,
  signal: AbortSignal,
): Promise<ApiResult<LeveragedTokenInfo>> {
  return fetchApi(restClient, API.ltInfo, ltInfoSchema, { query: { symbol: symbolId }, signal });
}
