/**
 * The orders panel's history lists in the compute worker (design.md "Long lists (history) are fetched
 * and checked off the main thread"): each call fetches one page, checks it with zod, and answers rows
 * shaped for the table. Rules chosen:
 * - The window is `range` days back from the exchange's clock, fixed by the first page and carried in
 *   the cursor, so the list does not shift under the reader while it pages.
 * - Order history filters on the orders' created time (ids grow with it, so pages and window agree);
 *   `all` merges ordinary and plan history by mergeOrderPages' rule.
 * - Trade history pages by the exchange's trade-id cursor.
 * - Nothing is kept between calls but the symbol list and the clock offset: a cursor says it all.
 */
import {
  API,
  ORDER_HISTORY_PAGE_SIZE,
  TRADE_HISTORY_PAGE_SIZE,
  type ComputeApi,
  type Execution,
  type HistoryFailure,
  type HistoryPage,
  type Instrument,
  type OrderHistoryKind,
  type OrderHistoryRequest,
  type OrderHistoryRow,
  type TradeHistoryRequest,
  type TradeHistoryRow,
} from '../protocol';
import type { ApiError } from '../rest/ApiError';
import { fetchApi, type RestClient } from '../rest/fetchApi';
import { createInstrumentCache } from './createInstrumentCache';
import { createServerClock } from './createServerClock';
import { encodeHistoryCursor, parseHistoryCursor, type HistoryCursor } from './historyCursor';
import { executionPageSchema, orderPageSchema } from './historySchemas';
import { calculateHistoryWindow } from './historyWindow';
import { mergeOrderPages, type SourcePage } from './mergeOrderPages';
import { toOrderHistoryRow } from './toOrderHistoryRow';
import { toTradeHistoryRow } from './toTradeHistoryRow';

export interface HistoryDeps {
  rest: RestClient;
  /** The local clock, epoch ms (the exchange's is derived from it). */
  now(): number;
}

type HistoryApi = Pick<ComputeApi, 'orderHistoryPage' | 'tradeHistoryPage' | 'tradeHistoryRows'>;

/** The order lists behind each kind: a path and its fixed query (plan types of spec 000 §4). */
const SOURCES: Record<OrderHistoryKind, { path: string; query: Record<string, string> }[]> = {
  ordinary: [{ path: API.orderHistory, query: {} }],
  stopLimit: [{ path: API.planOrderHistory, query: { plan_type: '8' } }],
  conditional: [{ path: API.planOrderHistory, query: { plan_type: '1' } }],
  oco: [{ path: API.planOrderHistory, query: { plan_type: '10' } }],
  all: [
    { path: API.orderHistory, query: {} },
    { path: API.planOrderHistory, query: {} },
  ],
};

const failed = (error: ApiError | HistoryFailure): { ok: false; failure: HistoryFailure } => ({
  ok: false,
  failure: { kind: error.kind, status: error.status, message: error.message },
});

/** A cursor that is not ours (a stale build, a hand-made call): refused like a bad answer. */
const badCursor = failed({ kind: 'invalid', status: 0, message: 'unknown history cursor' });

export function createHistoryPages(deps: HistoryDeps): HistoryApi {
  const instruments = createInstrumentCache(deps.rest);
  const serverNow = createServerClock(deps.rest, deps.now);

  /** The cursor of the request, or a fresh one (window from now) for a first page. */
  const cursorOf = async (
    request: { range: OrderHistoryRequest['range']; cursor?: string },
    sourceCount: number,
  ): Promise<HistoryCursor | undefined> => {
    if (request.cursor !== undefined) return parseHistoryCursor(request.cursor, sourceCount);
    const window = calculateHistoryWindow(await serverNow(), request.range);
    return { ...window, sources: Array.from({ length: sourceCount }, () => '') };
  };

  const windowQuery = (cursor: HistoryCursor, symbolId: string | undefined) => ({
    start_time: String(cursor.start),
    end_time: String(cursor.end),
    ...(symbolId === undefined ? {} : { symbol_id: symbolId }),
  });

  return {
    async orderHistoryPage(request): Promise<HistoryPage<OrderHistoryRow>> {
      const sources = SOURCES[request.kind];
      const cursor = await cursorOf(request, sources.length);
      if (!cursor) return badCursor;
      // 1. The symbol list and one page of every source still open, side by side.
      const [known, ...answers] = await Promise.all([
        instruments(),
        ...sources.map((source, i) => {
          const from = cursor.sources[i];
          if (from === null || from === undefined) return Promise.resolve(undefined);
          return fetchApi(deps.rest, source.path, orderPageSchema, {
            query: {
              ...source.query,
              ...windowQuery(cursor, request.symbolId),
              ...(from === '' ? {} : { from_order_id: from }),
              limit: String(ORDER_HISTORY_PAGE_SIZE),
            },
          });
        }),
      ]);
      if (!known.ok) return failed(known.error);
      const pages: (SourcePage | undefined)[] = [];
      for (const answer of answers) {
        if (answer && !answer.ok) return failed(answer.error);
        pages.push(answer?.value);
      }
      // 2. Merged newest first, then shaped for the table.
      const merged = mergeOrderPages(pages, cursor.sources, ORDER_HISTORY_PAGE_SIZE);
      const done = merged.cursors.every((next) => next === null);
      return {
        ok: true,
        rows: merged.rows.map((order) => toOrderHistoryRow(order, known.value.get(order.symbolId))),
        nextCursor: done ? '' : encodeHistoryCursor({ ...cursor, sources: merged.cursors }),
      };
    },

    async tradeHistoryPage(request: TradeHistoryRequest): Promise<HistoryPage<TradeHistoryRow>> {
      const cursor = await cursorOf(request, 1);
      const from = cursor?.sources[0];
      if (!cursor || from === undefined || from === null) return badCursor;
      const [known, answer] = await Promise.all([
        instruments(),
        fetchApi(deps.rest, API.executions, executionPageSchema, {
          query: {
            ...windowQuery(cursor, request.symbolId),
            ...(from === '' ? {} : { from_trade_id: from }),
            limit: String(TRADE_HISTORY_PAGE_SIZE),
          },
        }),
      ]);
      if (!known.ok) return failed(known.error);
      if (!answer.ok) return failed(answer.error);
      const { list, nextCursor } = answer.value;
      return {
        ok: true,
        rows: list.map((execution) => toTradeHistoryRow(execution, known.value.get(execution.symbolId))),
        nextCursor: nextCursor === '' ? '' : encodeHistoryCursor({ ...cursor, sources: [nextCursor] }),
      };
    },

    async tradeHistoryRows(executions: readonly Execution[]): Promise<TradeHistoryRow[]> {
      const known = await instruments();
      const byId: ReadonlyMap<string, Instrument> = known.ok ? known.value : new Map();
      return executions.map((execution) => toTradeHistoryRow(execution, byId.get(execution.symbolId)));
    },
  };
}
