/**
 * Trading bots: the logged-in user's grid bots (seeded at start; no bot engine). The strategy list
 * query of spec 001 §7 (status, pageSize, symbol): `status` 2 the running list (the default, what the
 * chart draws), 3 the completed ones, newest first; `page_size` caps the rows (spec 001 §9: the page
 * asks 80, 20 for history).
 */
import { z } from 'zod';
import { API, BOT_LIST_STATUS, type GridBot, type GridBotList } from '../../../shared/protocol';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { ok, type JsonResponse } from '../envelope';
import { intInRange, parseWith, symbolId } from '../validate';

/** The most rows one answer holds. */
export const BOT_PAGE_MAX = 200;

const gridListQuery = z.object({
  symbol_id: symbolId.optional(),
  status: z
    .enum([String(BOT_LIST_STATUS.running), String(BOT_LIST_STATUS.history)], {
      error: 'expected 2 (running) or 3 (history)',
    })
    .optional(),
  page_size: intInRange(1, BOT_PAGE_MAX).optional(),
});

const isRunning = (bot: GridBot) => bot.status !== 'COMPLETED';

function gridList(c: PrivateContext): JsonResponse {
  const query = parseWith(gridListQuery, c.request.query, 'query');
  if (!query.ok) return query.response;
  const { symbol_id: wanted, status = String(BOT_LIST_STATUS.running), page_size: size } = query.value;
  const history = status === String(BOT_LIST_STATUS.history);
  const all = c.store.gridStrategies.get(c.user.accountId) ?? [];
  const list = all
    .filter((bot) => isRunning(bot) !== history && (wanted === undefined || bot.symbolId === wanted))
    .sort((a, b) => (history ? b.closedTime - a.closedTime : 0));
  const result: GridBotList = { list: list.slice(0, size ?? BOT_PAGE_MAX) };
  return ok(result);
}

export const botRoutes: Route[] = [privateRoute('GET', API.gridStrategies, gridList)];
