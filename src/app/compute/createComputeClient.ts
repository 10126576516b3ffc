import { wrap } from 'comlink';
import type { ComputeApi } from '../../shared/protocol';

/**
 * The tab's compute worker (kline backfill, derived chart series, quick-order checks): a dedicated
 * Worker per tab, since its work is this tab's chart alone. The URL is a string to the bundler, not an
 * import: the app never imports worker code. Vite only bundles a worker whose `new URL(...)` is written
 * inside the constructor call.
 */
export function createComputeClient(): ComputeApi {
  const worker = new Worker(new URL('../../workers/compute/computeWorker.ts', import.meta.url), {
    type: 'module',
    name: 'spotdesk-compute',
  });
  return wrap<ComputeApi>(worker);
}
