/**
 * The compute worker's core (ComputeApi): a plain object with its REST client and clock injected, so
 * Node tests and component tests run it in-process and the worker shell (src/workers/compute) only
 * exposes it. It holds one Series per SeriesKey until `drop`. The order checks are src/shared/orderChecks,
 * run here so the main thread never runs them inline.
 */
import { KLINE_PAGE_SIZE, type ComputeApi, type SeriesKey, type SeriesRequest } from '../protocol';
import type { RestClient } from '../rest/fetchApi';
import { calculateLiveUpdate, calculateSeriesSnapshot } from './calculateSeriesSnapshot';
import { checkOrder } from '../orderChecks/checkOrder';
import { checkQuickOrder } from '../orderChecks/checkQuickOrder';
import { checkOrderEdit } from '../orderChecks/checkOrderEdit';
import { createHistoryPages } from '../orders/createHistoryPages';
import { createSeries, type Series } from './createSeries';
import { fetchKlinePage } from './fetchKlinePage';

export interface ComputeDeps {
  rest: RestClient;
  /** Epoch ms: where the first page ends. */
  now(): number;
}

const seriesId = (key: SeriesKey): string => `${key.symbol}:${key.interval}`;

export function createCompute(deps: ComputeDeps) {
  const all = new Map<string, Series>();

  const seriesOf = (key: SeriesKey): Series => {
    const id = seriesId(key);
    const known = all.get(id);
    if (known) return known;
    const created = createSeries({
      interval: key.interval,
      fetchPage: (to) => fetchKlinePage(deps.rest, key, to),
      now: deps.now,
    });
    all.set(id, created);
    return created;
  };

  const load = async (request: SeriesRequest, needed = KLINE_PAGE_SIZE) => {
    const series = seriesOf(request.key);
    await series.load(needed);
    return calculateSeriesSnapshot(series, request);
  };

  return {
    load,
    // A series never loaded (or whose load failed) is loaded first: the chart asked to see it.
    snapshot: (request: SeriesRequest) => load(request),
    async loadOlder(request: SeriesRequest, needed: number) {
      const series = seriesOf(request.key);
      await series.load(KLINE_PAGE_SIZE);
      await series.loadOlder(needed);
      return calculateSeriesSnapshot(series, request);
    },
    async applyLive(request, candles) {
      const series = seriesOf(request.key);
      const change = await series.applyLive(candles);
      return calculateLiveUpdate(series, request, change);
    },
    async drop(key: SeriesKey) {
      all.delete(seriesId(key));
    },
    async checkQuickOrder(input) {
      return checkQuickOrder(input);
    },
    async checkOrder(fields, context) {
      return checkOrder(fields, context);
    },

    async checkOrderEdit(edit, context) {
      return checkOrderEdit(edit, context);
    },
    // The orders panel's history lists (src/shared/orders).
    ...createHistoryPages(deps),
  } satisfies ComputeApi;
}
