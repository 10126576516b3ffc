/** Balances: the classic list and the available amount for one side of a symbol. */
import { z } from 'zod';
import { API } from '../../../shared/protocol';
import { div, formatFixed, parseFixed, ZERO } from '../../../shared/money/fixed';
import { privateRoute, type PrivateContext, type Route } from '../context';
import { ok, type JsonResponse } from '../envelope';
import { parseWith, symbolId } from '../validate';
import { findInstrument, isInstrument } from './market';
import { sideParam } from './orderSchemas';

const availableQuery = z.object({ symbol_id: symbolId, side: sideParam.default('Buy') });

export function freeOf(c: PrivateContext, tokenId: string): string {
  return c.deps.exchange.engine.balances(c.user.accountId).find((b) => b.tokenId === tokenId)?.free ?? '0';
}

function available(c: PrivateContext): JsonResponse {
  const query = parseWith(availableQuery, c.request.query, 'query');
  if (!query.ok) return query.response;
  const instrument = findInstrument(c, query.value.symbol_id);
  if (!isInstrument(instrument)) return instrument;
  if (query.value.side === 'Sell') {
    const free = freeOf(c, instrument.baseTokenId);
    return ok({ tokenId: instrument.baseTokenId, available: free, maxSell: free });
  }
  const free = freeOf(c, instrument.quoteTokenId);
  const price = parseFixed(c.deps.exchange.engine.lastPrice(instrument.symbolId));
  const quote = parseFixed(free) ?? ZERO;
  // Max buy in base at the last price, cut to the quantity precision (never more than affordable).
  const maxBuy = price && price > ZERO ? formatFixed(div(quote, price), instrument.quantityPrecision) : '0';
  return ok({ tokenId: instrument.quoteTokenId, available: free, maxBuy });
}

export const assetRoutes: Route[] = [
  privateRoute('GET', API.assets, (c) => ok(c.deps.exchange.engine.balances(c.user.accountId))),
  privateRoute('GET', API.available, available),
];
