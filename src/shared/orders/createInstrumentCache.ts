import * as z from 'zod/mini';
import { API, type Instrument } from '../protocol';
import type { ApiResult } from '../rest/ApiError';
import { fetchApi, type RestClient } from '../rest/fetchApi';
import { instrumentSchema } from '../rest/schemas';

const instrumentsSchema = z.array(instrumentSchema).check(z.maxLength(5_000));

/**
 * The symbol list by symbol id, fetched once and kept for the worker's life (the pairs' precisions do
 * not change under a page); a failed fetch is asked again on the next call.
 */
export function createInstrumentCache(rest: RestClient): () => Promise<ApiResult<Map<string, Instrument>>> {
  let known: Promise<ApiResult<Map<string, Instrument>>> | undefined;
  return async () => {
    known ??= fetchApi(rest, API.symbols, instrumentsSchema).then((answer) =>
      answer.ok
        ? { ok: true, value: new Map(answer.value.map((instrument) => [instrument.symbolId, instrument])) }
        : answer,
    );
    const answer = await known;
    if (!answer.ok) known = undefined;
    return answer;
  };
}
