import { z } from 'zod';
import { API, type Instrument, type Ticker } from '../../shared/protocol';
import type { ApiResult } from '../../shared/rest/ApiError';
import { fetchApi } from '../../shared/rest/fetchApi';
import { instrumentSchema, tickerSchema } from '../../shared/rest/schemas';
import { restClient } from './restClient';

const instrumentsSchema = z.array(instrumentSchema);
const tickersSchema = z.array(tickerSchema);

/** Every listed symbol with its precisions and limits. */
export function fetchSymbols(signal?: AbortSignal): Promise<ApiResult<Instrument[]>> {
  return fetchApi(restClient, API.symbols, instrumentsSchema, signal ? { signal } : {});
}

/** The ticker of one symbol; `undefined` when the exchange has none for it yet. */
export async function fetchTicker(
  symbolId: string,
  signal?: AbortSignal,
): Promise<ApiResult<Ticker | undefined>> {
  const result = await fetchApi(restClient, API.tickers, tickersSchema, {
    query: { symbol: symbolId },
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) return result;
  return { ok: true, value: result.value.find((ticker) => ticker.symbol === symbolId) };
}
