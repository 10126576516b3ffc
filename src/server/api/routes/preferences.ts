/**
 * Per-account settings: chart (kline) config, preference keys and favourite symbols. Everything a user
 * stores is bounded on write (storedJson.ts, preferenceLimits.ts) and answered safely on read.
 */
import { z } from 'zod';
import { API } from '../../../shared/protocol';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { ok, requestError, type JsonResponse } from '../envelope';
import {
  mergePreferences,
  PREFERENCE_KEY_MAX,
  PREFERENCE_UPSERT_MAX,
  PREFERENCE_VALUE_MAX,
} from '../preferenceLimits';
import { CHART_CONFIG_LIMITS, readStoredJson, storedJsonProblem } from '../storedJson';
import { parseWith, symbolId } from '../validate';

const klineConfigBody = z.record(z.string(), z.unknown(), { error: 'expected a JSON object' });
const preferencesBody = z.object({
  upsert_keys: z
    .record(
      z.string().max(PREFERENCE_KEY_MAX, { error: `keys of at most ${PREFERENCE_KEY_MAX} characters` }),
      z
        .string({ error: 'expected a string value' })
        .max(PREFERENCE_VALUE_MAX, { error: `values of at most ${PREFERENCE_VALUE_MAX} characters` }),
      { error: 'expected an object of string values' },
    )
    .refine((keys) => Object.keys(keys).length <= PREFERENCE_UPSERT_MAX, {
      error: `at most ${PREFERENCE_UPSERT_MAX} keys at once`,
    }),
});
const favouritesBody = z.object({ symbolIds: z.array(symbolId).max(500, { error: 'at most 500 symbols' }) });

function setKlineConfig(c: PrivateContext): JsonResponse {
  const body = parseWith(klineConfigBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const problem = storedJsonProblem(body.value, CHART_CONFIG_LIMITS);
  if (problem) return requestError(400, `body: chart config ${problem}`);
  c.store.klineConfig.set(c.user.accountId, body.value);
  return ok(null);
}

function setPreferences(c: PrivateContext): JsonResponse {
  const body = parseWith(preferencesBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const merged = mergePreferences(c.store.preferences.get(c.user.accountId), body.value.upsert_keys);
  if (!merged.ok) return requestError(400, `upsert_keys: ${merged.message}`);
  c.store.preferences.set(c.user.accountId, merged.value);
  return ok(merged.value);
}

function setFavourites(c: PrivateContext): JsonResponse {
  const body = parseWith(favouritesBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const unique = [...new Set(body.value.symbolIds)];
  c.store.favourites.set(c.user.accountId, unique);
  return ok(unique);
}

export const preferenceRoutes: Route[] = [
  privateRoute('POST', API.setKlineConfig, setKlineConfig),
  privateRoute('GET', API.getKlineConfig, (c) =>
    ok(readStoredJson(c.store.klineConfig.get(c.user.accountId), CHART_CONFIG_LIMITS)),
  ),
  privateRoute('GET', API.preferences, (c) => ok(c.store.preferences.get(c.user.accountId) ?? {})),
  privateRoute('POST', API.preferences, setPreferences),
  privateRoute('GET', API.favourites, (c) => ok(c.store.favourites.get(c.user.accountId) ?? [])),
  privateRoute('POST', API.favourites, setFavourites),
];
