import * as z from 'zod/mini';
import { API, type LeveragedTokenInfo } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { restClient } from '../../api/restClient';

const decimal = z.string().check(z.regex(/^[+-]?\d{1,40}(\.\d{1,18})?$/, 'not a decimal'));

const ltInfoSchema = z.object({
  symbolId: z.string().check(z.minLength(1), z.maxLength(40)),
  nav: decimal,
  st: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  riskSwitchStatus: z.int(),
  diffNvRate: decimal,
  maxPurchase: decimal,
  minPurchase: decimal,
  maxRedeem: decimal,
  minRedeem: decimal,
  leverage: z.string().check(z.maxLength(20)),
  underlying: z.string().check(z.maxLength(40)),
}) satisfies z.ZodMiniType<LeveragedTokenInfo>;

/** LT symbol info (spec 000 §7): net asset value, status and the subscribe/redeem limits. */
export function fetchLeveragedTokenInfo(
  symbolId: string,
  signal: AbortSignal,
): Promise<ApiResult<LeveragedTokenInfo>> {
  return fetchApi(restClient, API.ltInfo, ltInfoSchema, { query: { symbol: symbolId }, signal });
}
