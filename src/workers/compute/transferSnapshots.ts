/**
 * Wraps the compute core so every whole-series answer leaves the worker with its column buffers in
 * Comlink's transfer list: moved to the tab, not copied (10 000 bars are about a megabyte of columns).
 */
import { transfer } from 'comlink';
import type { ComputeApi, SeriesSnapshot } from '../../shared/protocol';
import { calculateSnapshotBuffers } from '../../shared/chart/calculateSnapshotBuffers';

const moved = (snapshot: SeriesSnapshot): SeriesSnapshot =>
  transfer(snapshot, calculateSnapshotBuffers(snapshot));

export function transferSnapshots(compute: ComputeApi): ComputeApi {
  return {
    load: async (request, needed) => moved(await compute.load(request, needed)),
    snapshot: async (request) => moved(await compute.snapshot(request)),
    loadOlder: async (request, needed) => moved(await compute.loadOlder(request, needed)),
    applyLive: compute.applyLive,
    drop: compute.drop,
    checkQuickOrder: compute.checkQuickOrder,
    checkOrder: compute.checkOrder,
    checkOrderEdit: compute.checkOrderEdit,
    // The history lists: rows of strings, small enough to copy.
    orderHistoryPage: compute.orderHistoryPage,
    tradeHistoryPage: compute.tradeHistoryPage,
    tradeHistoryRows: compute.tradeHistoryRows,
  };
}
