/**
 * A small Exchange for the router and gateway tests: the real engine over the real catalogue, a hand
 * driven clock, candles and tickers derived simply from the engine, and no market activity, so every
 * order and book level in a test is one the test made.
 */
import type {
  Candle,
  KlineInterval,
  LeveragedTokenInfo,
  QuotaEntry,
  Ticker,
} from '../../../../src/shared/protocol';
import { createEngine } from '../../../../src/server/exchange/engine/createEngine';
import { buildInstruments } from '../../../../src/server/exchange/instruments';
import { createNoticeBoard, symbolNotice } from '../../../../src/server/exchange/notices';
import type { Exchange, Outcome } from '../../../../src/server/exchange/types';
import type { ApiUser } from '../../../../src/server/api/users';
import { createQuotas } from '../../../../src/server/exchange/quota';
import { createQuotaLedger, type QuotaLedger } from '../../../../src/server/exchange/quotaLedger';

export const START = 1_700_000_000_000;

export const TEST_USERS: ApiUser[] = (['classic', 'uta', 'demo', 'sub', 'copyLeader'] as const).map(
  (kind) => ({
    accountId: `acct-${kind}`,
    email: `${kind.toLowerCase()}@spotdesk.test`,
    password: 'spotdesk',
    kind,
  }),
);

export const MAKER = 'mm-test';

export interface TestExchange extends Exchange {
  advance(ms: number): void;
  ltInfo: Map<string, LeveragedTokenInfo>;
  consumeQuota(accountId: string, symbolId: string, amount: string): Outcome<QuotaEntry | undefined>;
  reserveQuota: QuotaLedger['reserve'];
}

export function createTestExchange(): TestExchange {
  let now = START;
  const clock = { now: () => now };
  const instruments = buildInstruments(START);
  const engine = createEngine({ instruments, clock });
  const balances = {
    USDT: '100000',
    USDC: '50000',
    EUR: '50000',
    BTC: '10',
    ETH: '100',
    BTC3L: '1000',
    NEIRO: '1000000',
  };
  for (const user of TEST_USERS) engine.openAccount({ id: user.accountId, kind: user.kind, balances });
  engine.openAccount({
    id: MAKER,
    kind: 'classic',
    balances: { USDT: '10000000', BTC: '1000', BTC3L: '100000' },
  });
  const ltInfo = new Map<string, LeveragedTokenInfo>([
    [
      'BTC3LUSDT',
      {
        symbolId: 'BTC3LUSDT',
        nav: '1.85',
        st: 1,
        riskSwitchStatus: 0,
        diffNvRate: '0',
        maxPurchase: '20000',
        minPurchase: '10',
        maxRedeem: '10000',
        minRedeem: '5',
        leverage: '3',
        underlying: 'BTC',
      },
    ],
  ]);
  // The simulator's quota and ledger, with a limit of 1000 USDT per pair so tests reach it quickly.
  const quotas = createQuotas(instruments, { innovation: '1000', adventure: '1000' });
  const quotaLedger = createQuotaLedger(engine, quotas);
  const noticeBoard = createNoticeBoard();

  const candle = (symbol: string, interval: KlineInterval): Candle => {
    const price = engine.lastPrice(symbol) ?? '1';
    const start = now - (now % 60_000);
    return {
      symbol,
      interval,
      start,
      end: start + 59_999,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: '0',
      turnover: '0',
      confirm: false,
      timestamp: now,
    };
  };
  const ticker = (symbol: string): Ticker => {
    const book = engine.book(symbol, 1);
    const last = engine.lastPrice(symbol) ?? '0';
    return {
      symbol,
      lastPrice: last,
      lastTickDirection: 'ZeroPlusTick',
      prevPrice24h: last,
      price24hPcntE6: '0',
      highPrice24h: last,
      lowPrice24h: last,
      prevPrice1h: last,
      volume24h: '0',
      turnover24h: '0',
      bid1Price: book.bids[0]?.[0] ?? '',
      bid1Qty: book.bids[0]?.[1] ?? '',
      ask1Price: book.asks[0]?.[0] ?? '',
      ask1Qty: book.asks[0]?.[1] ?? '',
      timestampE6: `${now}000`,
    };
  };
  return {
    engine,
    clock,
    ltInfo,
    candles: {
      klines: (symbol, interval, limit) =>
        [candle(symbol, interval)]
          .slice(0, limit)
          .map((c) => [c.start, c.open, c.high, c.low, c.close, c.volume]),
      current: candle,
      ticker,
    },
    notice: (symbolId) => {
      const instrument = engine.instrument(symbolId);
      return instrument ? symbolNotice(instrument, now) : undefined;
    },
    noticeBar: () => noticeBoard.list(),
    setNoticeBar: (items) => noticeBoard.replace(items),
    onNoticeBar: (listener) => noticeBoard.onChange(listener),
    quota: (accountId, symbolId) => quotas.quota(accountId, symbolId),
    leveragedToken: (symbolId) => ltInfo.get(symbolId),
    consumeQuota: (accountId, symbolId, amount) => quotas.consume(accountId, symbolId, amount),
    reserveQuota: (accountId, order, amount) => quotaLedger.reserve(accountId, order, amount),
    start: () => undefined,
    stop: () => undefined,
    advance(ms) {
      now += ms;
    },
  };
}

/** A BTCUSDT limit order's create body, as a client sends it. */
export const limitBody = (side: 'Buy' | 'Sell', price: string, id: string, quantity = '0.01') => ({
  symbol_id: 'BTCUSDT',
  side,
  type: 'LIMIT' as const,
  price,
  quantity,
  client_order_id: id,
});
