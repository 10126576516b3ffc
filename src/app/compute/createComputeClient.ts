import { wrap, type Remote } from 'comlink';
import type { ComputeApi, ComputeWorkerApi } from '../../shared/protocol';
import { checkOrdersOverChannel } from './checkOrdersOverChannel';

/**
 * The tab's compute worker (kline backfill, derived chart series, the order checks, the history
 * lists): a dedicated Worker per tab, since its work is this tab's alone. In a cross-origin isolated
 * tab (the server's headers) the order form's checks go over a channel of their own, their verdicts read
 * from a shared board as the keystroke's task ends or in its frame (checkOrdersOverChannel).
 */
export function createComputeClient(): ComputeApi {
  const remote = createComputeRemote();
  return globalThis.crossOriginIsolated ? checkOrdersOverChannel(remote) : remote;
}

/**
 * The compute worker and its Comlink remote, every answer by message. The URL is a string to the
 * bundler, not an import: the app never imports worker code. Vite only bundles a worker whose
 * `new URL(...)` is written inside the constructor call.
 */
export function createComputeRemote(): Remote<ComputeWorkerApi> {
  const worker = new Worker(new URL('../../workers/compute/computeWorker.ts', import.meta.url), {
    type: 'module',
    name: 'spotdesk-compute',
  });
  return wrap<ComputeWorkerApi>(worker);
}
