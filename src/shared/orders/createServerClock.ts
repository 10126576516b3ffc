import * as z from 'zod/mini';
import { API } from '../protocol';
import { fetchApi, type RestClient } from '../rest/fetchApi';

const serverTimeSchema = z.object({ serverTime: z.int().check(z.nonnegative()) });

/**
 * Now on the exchange's clock (ms), for windows the exchange filters by its own time: the worker's
 * twin of the page's serverNow (src/app/api/serverNow.ts). One `server_time` call, half the round trip
 * taken as the delay; the local clock while the call fails, asked again next time.
 */
export function createServerClock(rest: RestClient, now: () => number): () => Promise<number> {
  let offset: Promise<number | undefined> | undefined;
  return async () => {
    offset ??= (async () => {
      const sent = now();
      const answer = await fetchApi(rest, API.serverTime, serverTimeSchema);
      if (!answer.ok) return undefined;
      // Whole ms: the exchange takes times as integers.
      return Math.round(answer.value.serverTime - (sent + now()) / 2);
    })();
    const known = await offset;
    if (known === undefined) offset = undefined;
    return now() + (known ?? 0);
  };
}
