/**
 * The compute worker's core running in the test's own thread (jsdom): the same `createCompute` the
 * worker shell runs, with the page's fetch (msw's REST). Nothing to dispose: it holds no timers.
 */
import { createCompute } from '../../src/shared/chart/createCompute';
import type { ComputeApi } from '../../src/shared/protocol';

export function createInProcessCompute(options: { now?: () => number } = {}): ComputeApi {
  return createCompute({
    rest: {
      origin: globalThis.location.origin,
      fetch: (url, init) => globalThis.fetch(url, init as RequestInit),
    },
    now: options.now ?? (() => Date.now()),
  });
}
