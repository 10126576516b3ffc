/** Per-account settings: chart (kline) config, preference keys and favourite symbols. */
import { z } from 'zod';
import { API } from '../../../shared/protocol';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { ok, requestError, type JsonResponse } from '../envelope';
import { parseWith, symbolId } from '../validate';

/** A chart config is the one free-form thing a client stores here; cap it so it cannot grow without end. */
export const KLINE_CONFIG_LIMIT = 64 * 1024;

const klineConfigBody = z.record(z.string(), z.unknown(), { error: 'expected a JSON object' });
const preferencesBody = z.object({
  upsert_keys: z
    .record(z.string().max(100), z.string({ error: 'expected a string value' }).max(2000), {
      error: 'expected an object of string values',
    })
    .refine((keys) => Object.keys(keys).length <= 100, { error: 'at most 100 keys at once' }),
});
const favouritesBody = z.object({ symbolIds: z.array(symbolId).max(500, { error: 'at most 500 symbols' }) });

function setKlineConfig(c: PrivateContext): JsonResponse {
  const body = parseWith(klineConfigBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  if (JSON.stringify(body.value).length > KLINE_CONFIG_LIMIT)
    return requestError(413, 'body: chart config over 64 KB');
  c.store.klineConfig.set(c.user.accountId, body.value);
  return ok(null);
}

function setPreferences(c: PrivateContext): JsonResponse {
  const body = parseWith(preferencesBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const merged = { ...c.store.preferences.get(c.user.accountId), ...body.value.upsert_keys };
  c.store.preferences.set(c.user.accountId, merged);
  return ok(merged);
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
  privateRoute('GET', API.getKlineConfig, (c) => ok(c.store.klineConfig.get(c.user.accountId) ?? null)),
  privateRoute('GET', API.preferences, (c) => ok(c.store.preferences.get(c.user.accountId) ?? {})),
  privateRoute('POST', API.preferences, setPreferences),
  privateRoute('GET', API.favourites, (c) => ok(c.store.favourites.get(c.user.accountId) ?? [])),
  privateRoute('POST', API.favourites, setFavourites),
];
