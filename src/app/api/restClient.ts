import type { RestClient } from '../../shared/rest/fetchApi';

/** REST on the origin that served the page, with the browser's cookies (the session). */
export const restClient: RestClient = {
  origin: globalThis.location.origin,
  // The signal callers pass is their real AbortSignal; FetchLike only names the part it reads.
  fetch: (url, init) => globalThis.fetch(url, init as RequestInit),
};
