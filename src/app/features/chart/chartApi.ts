/** The chart's REST calls for opening notices and settings (spec 000 §7 "Chart and preferences"). */
import * as z from 'zod/mini';
import { API, type ChartSettings, type SymbolNotice } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { symbolNoticeSchema } from '../../../shared/rest/symbolNoticeSchema';
import { restClient } from '../../api/restClient';

/** The symbol's opening notice, or `undefined` when the call failed in any way. */
export async function fetchSymbolNotice(symbolId: string): Promise<SymbolNotice | undefined> {
  const result = await fetchApi(restClient, API.symbolNotice, symbolNoticeSchema, {
    query: { symbol_id: symbolId },
  });
  return result.ok ? result.value : undefined;
}

/**
 * The stored chart config as the server keeps it: anything, `null` when nothing was saved. Checked by
 * parseChartSettings, not here, so one bad field does not throw the rest away.
 */
export function fetchKlineConfig(): Promise<ApiResult<unknown>> {
  return fetchApi(restClient, API.getKlineConfig, z.unknown());
}

/**
 * Saves the whole settings object; `true` when the server stored it. Sent with keepalive: the saver
 * sends what is pending when the page hides, and a closing tab must not cancel it (the body is a few
 * hundred bytes, far under keepalive's 64 KiB).
 */
export async function saveKlineConfig(settings: ChartSettings): Promise<boolean> {
  const result = await fetchApi(restClient, API.setKlineConfig, z.unknown(), {
    method: 'POST',
    body: settings,
    keepalive: true,
  });
  return result.ok;
}
