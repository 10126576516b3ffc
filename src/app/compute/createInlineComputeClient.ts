import { checkOrder, checkOrderEdit } from '../../shared/orderChecks';
import type { ComputeApi } from '../../shared/protocol';
// Not './createComputeClient': in the build that uses this file, that path is aliased to this file.
import { createComputeRemote } from '../compute/createComputeClient';

/**
 * The order checks on the main thread, everything else in the worker: only a build with
 * SPOTDESK_INLINE_COMPUTE=1 uses this in place of createComputeClient.ts (vite.config.ts), so
 * `npm run bench orderEntry` compares what the order checks cost the main thread in the worker against
 * the same checks run inline, the chart's kline work alike on both sides. The worker's answers all
 * come by message: with no order checks in it, there is no verdict board to share.
 */
export function createComputeClient(): ComputeApi {
  const worker = createComputeRemote();
  return {
    load: (request, needed) => worker.load(request, needed),
    snapshot: (request) => worker.snapshot(request),
    loadOlder: (request, needed) => worker.loadOlder(request, needed),
    applyLive: (request, candles) => worker.applyLive(request, candles),
    drop: (key) => worker.drop(key),
    checkQuickOrder: (input) => worker.checkQuickOrder(input),
    checkOrder: async (fields, context) => checkOrder(fields, context),
    checkOrderEdit: async (edit, context) => checkOrderEdit(edit, context),
    // The history lists stay in the worker in this build too.
    orderHistoryPage: (request) => worker.orderHistoryPage(request),
    tradeHistoryPage: (request) => worker.tradeHistoryPage(request),
    tradeHistoryRows: (executions) => worker.tradeHistoryRows(executions),
  };
}
