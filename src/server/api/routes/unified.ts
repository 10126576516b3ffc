/**
 * Unified-account calls (spec 001 §7, 000 §3): the UTA wallet's coin list and the integrated
 * open-order and position queries. Spot has no borrowing here, so borrow sizes are "0".
 */
import { z } from 'zod';
import { API, type Balance, type Order } from '../../../shared/protocol';
import { formatFixed, mul, parseFixed, ZERO } from '../../../shared/money/fixed';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { ok, type JsonResponse } from '../envelope';
import { parseWith } from '../validate';

const openOrdersBody = z.object({
  marketType: z.string().max(40).optional(),
  symbol: z.string().max(40).optional(),
  supportFutureSpread: z.union([z.boolean(), z.string().max(10)]).optional(),
});
const positionsBody = z.object({ needSort: z.union([z.boolean(), z.string().max(10)]).optional() });

function usdtValue(c: PrivateContext, balance: Balance): string {
  const total = parseFixed(balance.total) ?? ZERO;
  if (balance.tokenId === 'USDT') return formatFixed(total, 8);
  const price = parseFixed(c.deps.exchange.engine.lastPrice(`${balance.tokenId}USDT`));
  return price === undefined ? '0' : formatFixed(mul(total, price), 8);
}

function walletBalance(c: PrivateContext): JsonResponse {
  const coinList = c.deps.exchange.engine.balances(c.user.accountId).map((balance) => ({
    tokenId: balance.tokenId,
    spotAvailableBalance: balance.free,
    spotMarginAvailableBalance: balance.free,
    walletBalance: balance.total,
    locked: balance.locked,
    borrowSize: '0',
    occAssetUSDTValue: usdtValue(c, balance),
  }));
  return ok({ coinList, actualLeverageRatio: '0' });
}

/** Integrated rows carry the short field names of spec 001 §7: mtp market type, syb symbol, pltp plan type. */
function integratedRow(order: Order) {
  return { ...order, mtp: 'spot', syb: order.symbolId, pltp: order.planType };
}

function openOrders(c: PrivateContext): JsonResponse {
  const body = parseWith(openOrdersBody, c.request.body, 'body');
  if (!body.ok) return body.response;
  const { engine } = c.deps.exchange;
  const symbol = body.value.symbol || undefined;
  const query = symbol ? { symbolId: symbol, limit: 100 } : { limit: 100 };
  const list = [
    ...engine.openOrders(c.user.accountId, query),
    ...engine.openPlanOrders(c.user.accountId, query),
  ];
  return ok({ list: list.map(integratedRow), downgrading: false });
}

export const unifiedRoutes: Route[] = [
  privateRoute('GET', API.unifiedAssets, walletBalance),
  privateRoute('POST', API.integratedOpenOrders, openOrders),
  privateRoute('POST', API.integratedPositions, (c) => {
    const body = parseWith(positionsBody, c.request.body, 'body');
    return body.ok ? ok({ list: [] }) : body.response;
  }),
];
