/**
 * The compute worker's shell: one dedicated Worker per tab, giving `createCompute` (src/shared/chart)
 * the serving origin's `fetch` and the clock, and exposing it over Comlink with the series' buffers
 * transferred, and the order form's checks answered over the tab's order-check channel (its verdict
 * board). Everything with behaviour lives in src/shared so Node tests cover it.
 */
import { expose } from 'comlink';
import { createCompute } from '../../shared/chart/createCompute';
import { answerOrderChecks } from './answerOrderChecks';
import { transferSnapshots } from './transferSnapshots';

const scope = self as unknown as DedicatedWorkerGlobalScope;

const compute = createCompute({
  rest: { origin: scope.location.origin, fetch: (url, init) => fetch(url, init as RequestInit) },
  now: () => Date.now(),
});

expose(answerOrderChecks(transferSnapshots(compute)), scope);
