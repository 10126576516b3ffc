import * as z from 'zod/mini';
import { API } from '../../../shared/protocol';
import type { ApiResult } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { restClient } from '../../api/restClient';

const symbolIdsSchema = z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(500));

/** The logged-in user's favourite symbol ids, in the order they were added. */
export function fetchFavourites(signal?: AbortSignal): Promise<ApiResult<string[]>> {
  return fetchApi(restClient, API.favourites, symbolIdsSchema, signal ? { signal } : {});
}

/** Replaces the whole list (the server answers with what it stored). */
export function saveFavourites(symbolIds: readonly string[]): Promise<ApiResult<string[]>> {
  return fetchApi(restClient, API.favourites, symbolIdsSchema, { method: 'POST', body: { symbolIds } });
}
