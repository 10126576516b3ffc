import { createCompute } from '../../shared/chart/createCompute';
import type { ComputeApi } from '../../shared/protocol';

/**
 * The compute on the main thread: only a build with SPOTDESK_INLINE_COMPUTE=1 uses this in place of
 * createComputeClient.ts (vite.config.ts), so `npm run bench orderEntry` can compare what the order
 * checks cost the main thread in the worker against the same checks run inline.
 */
export function createComputeClient(): ComputeApi {
  return createCompute({
    rest: { origin: window.location.origin, fetch: (url, init) => fetch(url, init as RequestInit) },
    now: () => Date.now(),
  });
}
