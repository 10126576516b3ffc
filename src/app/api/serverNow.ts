import * as z from 'zod/mini';
import { API } from '../../shared/protocol';
import { fetchApi } from '../../shared/rest/fetchApi';
import { restClient } from './restClient';

const serverTimeSchema = z.object({ serverTime: z.int().check(z.nonnegative()) });

/** The server clock minus this browser's, once known; asked again after a failure. */
let offset: Promise<number | undefined> | undefined;

/**
 * Now on the exchange's clock (ms): windows the exchange filters by its own time (the 90 days of
 * trade markers) must not move with a browser clock that is off. One `server_time` call per page,
 * halved round trip taken as the delay; the browser's clock when the call fails (asked again next time).
 */
export async function serverNow(): Promise<number> {
  offset ??= (async () => {
    const sent = Date.now();
    const answer = await fetchApi(restClient, API.serverTime, serverTimeSchema);
    if (!answer.ok) return undefined;
    // Whole ms: the exchange takes times as integers (a half ms from the midpoint is refused).
    return Math.round(answer.value.serverTime - (sent + Date.now()) / 2);
  })();
  const known = await offset;
  if (known === undefined) offset = undefined;
  return Date.now() + (known ?? 0);
}
