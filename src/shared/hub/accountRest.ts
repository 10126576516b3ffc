/**
 * The REST reads of the hub: the instrument list once, and the private state it reconciles after every
 * (re)connect (design.md "Integrity rules"). Answers are checked with the same schemas as the pushes.
 */
import * as z from 'zod/mini';
import { API, type Balance, type Instrument, type Order } from '../protocol';
import { isSignedOut, type ApiResult } from '../rest/ApiError';
import { fetchApi, type RestClient } from '../rest/fetchApi';
import { instrumentSchema } from '../rest/schemas';
import { balancesSchema, orderSchema } from './store/pushSchemas';
import type { AccountState } from './types';

/** The server's page limit for order lists (spec 000 §9: order list page size 100). */
const PAGE = 100;
/** 20 pages = 2 000 open orders, far past any account's quota; a cursor that never ends stops here. */
const MAX_PAGES = 20;

const instrumentsSchema = z.array(instrumentSchema).check(z.maxLength(5_000));
const orderPageSchema = z.object({
  list: z.array(orderSchema).check(z.maxLength(PAGE)),
  nextCursor: z.string().check(z.maxLength(64)),
});

export function fetchInstruments(rest: RestClient): Promise<ApiResult<Instrument[]>> {
  return fetchApi(rest, API.symbols, instrumentsSchema);
}

/** Every page of an order list, following `nextCursor` until it is "". */
async function fetchAllOrders(rest: RestClient, path: string): Promise<ApiResult<Order[]>> {
  const orders: Order[] = [];
  let cursor = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: Record<string, string> = {
      limit: String(PAGE),
      ...(cursor ? { from_order_id: cursor } : {}),
    };
    const result = await fetchApi(rest, path, orderPageSchema, { query });
    if (!result.ok) return result;
    orders.push(...result.value.list);
    cursor = result.value.nextCursor;
    if (!cursor) break;
  }
  return { ok: true, value: orders };
}

/** The balances alone (the hub's poll when the wallet push is silent, balanceWatch.ts). */
export function fetchBalances(rest: RestClient): Promise<ApiResult<Balance[]>> {
  return fetchApi(rest, API.assets, balancesSchema);
}

/**
 * Open orders, open plan orders and balances, fetched together. A refusal for lack of a session
 * (HTTP 401) is the answer whichever call gave it: the session is gone (`isSignedOut`).
 */
export async function fetchAccountState(rest: RestClient): Promise<ApiResult<AccountState>> {
  const [openOrders, planOrders, balances] = await Promise.all([
    fetchAllOrders(rest, API.openOrders),
    fetchAllOrders(rest, API.openPlanOrders),
    fetchApi(rest, API.assets, balancesSchema),
  ]);
  for (const result of [openOrders, planOrders, balances])
    if (!result.ok && isSignedOut(result.error)) return result;
  if (!openOrders.ok) return openOrders;
  if (!planOrders.ok) return planOrders;
  if (!balances.ok) return balances;
  return {
    ok: true,
    value: { openOrders: openOrders.value, planOrders: planOrders.value, balances: balances.value },
  };
}
