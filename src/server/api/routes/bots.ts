/** Trading bots: the logged-in user's running grid strategies (seeded at start; no bot engine). */
import { z } from 'zod';
import { API, type GridStrategyList } from '../../../shared/protocol';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { ok, type JsonResponse } from '../envelope';
import { parseWith, symbolId } from '../validate';

const gridListQuery = z.object({ symbol_id: symbolId.optional() });

function gridList(c: PrivateContext): JsonResponse {
  const query = parseWith(gridListQuery, c.request.query, 'query');
  if (!query.ok) return query.response;
  const all = c.store.gridStrategies.get(c.user.accountId) ?? [];
  const wanted = query.value.symbol_id;
  const result: GridStrategyList = {
    list: wanted === undefined ? all : all.filter((strategy) => strategy.symbolId === wanted),
  };
  return ok(result);
}

export const botRoutes: Route[] = [privateRoute('GET', API.gridStrategies, gridList)];
