/**
 * One page of kline history over REST: up to KLINE_PAGE_SIZE bars opening before `to` (exclusive),
 * oldest first, as plotting bars. Never throws; a malformed answer is an `invalid` ApiError whose message
 * names the first bad field, so the chart's failure text says what was wrong.
 */
import * as z from 'zod/mini';
import { API, KLINE_PAGE_SIZE, type SeriesKey } from '../protocol';
import { ApiError, type ApiResult } from '../rest/ApiError';
import { fetchApi, type RestClient } from '../rest/fetchApi';
import { klinesSchema } from './klinesSchema';
import { parsePlotBar, type PlotBar } from './parsePlotBar';

/** What the paging rule needs: one page ending before `to` (ms, exclusive). */
export type KlinePageFetcher = (to: number) => Promise<ApiResult<PlotBar[]>>;

export async function fetchKlinePage(
  rest: RestClient,
  key: SeriesKey,
  to: number,
): Promise<ApiResult<PlotBar[]>> {
  const answer = await fetchApi(rest, API.klines, klinesSchema, {
    query: { symbol: key.symbol, interval: key.interval, limit: String(KLINE_PAGE_SIZE), to: String(to) },
  });
  if (!answer.ok) return { ok: false, error: clarify(answer.error) };

  const bars: PlotBar[] = [];
  for (const [time, open, high, low, close, volume] of answer.value.list) {
    const bar = parsePlotBar(time, open, high, low, close, volume);
    // The schema already checked every field; this only guards the two checks drifting apart.
    if (!bar) return { ok: false, error: new ApiError('invalid', `unexpected kline row at ${time}`) };
    bars.push(bar);
  }
  return { ok: true, value: bars };
}

/** Adds the first schema issue to an `invalid` error: "unexpected result from …: list.3.2 not a decimal". */
function clarify(error: ApiError): ApiError {
  if (error.kind !== 'invalid' || !(error.cause instanceof z.core.$ZodError)) return error;
  const issue = error.cause.issues[0];
  if (!issue) return error;
  const where = issue.path.map(String).join('.');
  return new ApiError('invalid', `${error.message}: ${where} ${issue.message}`, {
    status: error.status,
    cause: error.cause,
  });
}
