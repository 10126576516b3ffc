/**
 * Public market data: instruments, tickers, klines, merged depth, recent trades and notices. All of
 * these read the exchange; none changes it.
 */
import { z } from 'zod';
import { symbolNotice as noticeOfSymbol } from '../../exchange/notices';
import { tradeStatusAt } from '../../exchange/tradingStatus';
import { API, CODES, KLINE_INTERVALS, type Instrument } from '../../../shared/protocol';
import { decimalsOf, parseFixed } from '../../../shared/money/fixed';
import { aggregate, bestBuckets, toLevel } from '../../../shared/book/depthBuckets';
import { privateRoute, publicRoute, type Route, type RouteContext } from '../context';
import { ok, refuse, type JsonResponse } from '../envelope';
import { intInRange, parseWith, symbolId, timestamp } from '../validate';

/** Finds the instrument or answers the symbol-not-found refusal. */
export function findInstrument(context: RouteContext, id: string): Instrument | JsonResponse {
  return context.deps.exchange.engine.instrument(id) ?? refuse(CODES.symbolNotFound, `unknown symbol: ${id}`);
}

export const isInstrument = (value: Instrument | JsonResponse): value is Instrument => 'symbolId' in value;

const tickersQuery = z.object({ symbol: symbolId.optional() });
const klinesQuery = z.object({
  symbol: symbolId,
  interval: z.enum(KLINE_INTERVALS, { error: `expected one of ${KLINE_INTERVALS.join(', ')}` }),
  limit: intInRange(1, 1000).default(500),
  to: timestamp.optional(),
});
const depthQuery = z.object({
  symbol: symbolId,
  step: z
    .string()
    .regex(/^[01.]{1,16}$/, { error: 'expected a depth step such as 0.01' })
    .optional(),
  limit: intInRange(1, 200).default(40),
});
const tradesQuery = z.object({ symbol: symbolId, limit: intInRange(1, 100).default(100) });
const symbolIdQuery = z.object({ symbol_id: symbolId });

function tickers(context: RouteContext): JsonResponse {
  const query = parseWith(tickersQuery, context.request.query, 'query');
  if (!query.ok) return query.response;
  const { engine, candles } = context.deps.exchange;
  if (query.value.symbol) {
    const instrument = findInstrument(context, query.value.symbol);
    return isInstrument(instrument) ? ok([candles.ticker(instrument.symbolId)]) : instrument;
  }
  return ok(engine.instruments.map((instrument) => candles.ticker(instrument.symbolId)));
}

function klines(context: RouteContext): JsonResponse {
  const query = parseWith(klinesQuery, context.request.query, 'query');
  if (!query.ok) return query.response;
  const { symbol, interval, limit, to } = query.value;
  const instrument = findInstrument(context, symbol);
  if (!isInstrument(instrument)) return instrument;
  return ok({ list: context.deps.exchange.candles.klines(symbol, interval, limit, to) });
}

function depth(context: RouteContext): JsonResponse {
  const query = parseWith(depthQuery, context.request.query, 'query');
  if (!query.ok) return query.response;
  const { symbol, limit } = query.value;
  const instrument = findInstrument(context, symbol);
  if (!isInstrument(instrument)) return instrument;
  const steps = instrument.digitMerge.split(',');
  const stepText = query.value.step ?? steps[0] ?? instrument.minPricePrecision;
  const step = parseFixed(stepText);
  if (!steps.includes(stepText) || step === undefined || step <= 0n) {
    return refuse(CODES.badRequest, `step: not one of ${instrument.digitMerge}`);
  }
  // The whole raw book: buckets can only be cut to `limit` after merging.
  const book = context.deps.exchange.engine.book(symbol);
  const decimals = decimalsOf(stepText);
  const side = (name: 'bids' | 'asks') =>
    bestBuckets(aggregate(book[name], step, name), name, limit).map(([p, s]) => toLevel(p, s, decimals));
  return ok({ s: symbol, b: side('bids'), a: side('asks'), u: 0, seq: book.seq });
}

function trades(context: RouteContext): JsonResponse {
  const query = parseWith(tradesQuery, context.request.query, 'query');
  if (!query.ok) return query.response;
  const instrument = findInstrument(context, query.value.symbol);
  if (!isInstrument(instrument)) return instrument;
  return ok(context.deps.exchange.engine.recentTrades(query.value.symbol, query.value.limit));
}

function symbolNotice(context: RouteContext): JsonResponse {
  const query = parseWith(symbolIdQuery, context.request.query, 'query');
  if (!query.ok) return query.response;
  const { exchange, site } = context.deps;
  const instrument = exchange.engine.instrument(query.value.symbol_id);
  const name = site.symbolNames.get(query.value.symbol_id);
  // A test-only name (POST /__control/symbol-names) is the name the notice's text gives too.
  const notice =
    instrument && name !== undefined
      ? noticeOfSymbol({ ...instrument, symbolName: name }, exchange.clock.now())
      : exchange.notice(query.value.symbol_id);
  return notice ? ok(notice) : refuse(CODES.symbolNotFound, `no notice for symbol: ${query.value.symbol_id}`);
}

export const marketRoutes: Route[] = [
  publicRoute('GET', API.symbols, (c) => {
    const now = c.deps.exchange.clock.now();
    const names = c.deps.site.symbolNames;
    return ok(
      c.deps.exchange.engine.instruments.map((i) => ({
        ...i,
        symbolName: names.get(i.symbolId) ?? i.symbolName,
        tradeStatus: tradeStatusAt(i, now),
      })),
    );
  }),
  publicRoute('GET', API.tickers, tickers),
  publicRoute('GET', API.klines, klines),
  publicRoute('GET', API.depth, depth),
  publicRoute('GET', API.trades, trades),
  publicRoute('GET', API.noticeVisibleSymbols, (c) =>
    ok(c.deps.exchange.engine.instruments.filter((i) => i.noticeVisible).map((i) => i.symbolId)),
  ),
  publicRoute('GET', API.symbolNotice, symbolNotice),
  publicRoute('GET', API.noticeBar, (c) => ok(c.deps.exchange.noticeBar())),
  privateRoute('GET', API.quota, (c) => {
    const query = parseWith(symbolIdQuery, c.request.query, 'query');
    if (!query.ok) return query.response;
    const instrument = findInstrument(c, query.value.symbol_id);
    if (!isInstrument(instrument)) return instrument;
    // A pair outside the quota zones is unlimited: limit "-1" (spec 000 §5 shows it as '-').
    const unlimited = {
      symbolId: instrument.symbolId,
      coin: instrument.quoteTokenId,
      limit: '-1',
      totalAmount: '-1',
      remainAmount: '-1',
    };
    return ok(c.deps.exchange.quota(c.user.accountId, instrument.symbolId) ?? unlimited);
  }),
];
