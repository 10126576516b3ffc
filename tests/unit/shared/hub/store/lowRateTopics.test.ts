/** Trades ring, tickers and their change formatting, klines, and the private-topic rules of spec 001 §4. */
import { describe, expect, it } from 'vitest';
import { createMarketStore } from '../../../../../src/shared/hub/store/createMarketStore';
import { formatChange24h } from '../../../../../src/shared/hub/store/tickers';
import type {
  Candle,
  Instrument,
  NoticeItem,
  Order,
  PublicTrade,
  Ticker,
} from '../../../../../src/shared/protocol';
import { topics } from '../../../../../src/shared/protocol';
import { anOrder } from '../anOrder';

const trade = (i: number): PublicTrade => ({
  execId: `t${i}`,
  symbol: 'BTCUSDT',
  execPrice: '100.5',
  execQty: '0.1',
  execTime: 1_000 + i,
  side: i % 2 === 0 ? 'Buy' : 'Sell',
  tickDirection: 'PlusTick',
  tradeType: 'Normal',
});
const tradesPush = (type: 'snapshot' | 'delta', list: PublicTrade[]) => ({
  topic: topics.trades('BTCUSDT'),
  type,
  ts: 0,
  data: list,
});

describe('trades ring', () => {
  it('keeps the last 100, shows the newest 40 first, and drops repeated execIds', () => {
    const store = createMarketStore();
    expect(store.build({ kind: 'trades', symbol: 'BTCUSDT' })).toMatchObject({ status: 'loading' });
    store.apply(
      tradesPush(
        'snapshot',
        Array.from({ length: 100 }, (_, i) => trade(i)),
      ),
    );
    for (let i = 100; i < 130; i++) store.apply(tradesPush('delta', [trade(i)]));
    expect(store.apply(tradesPush('delta', [trade(129)])).changedTopics).toEqual([]);
    const v = store.build({ kind: 'trades', symbol: 'BTCUSDT' });
    expect(v.kind === 'trades' && v.trades.map((t) => t.id)).toEqual(
      Array.from({ length: 40 }, (_, i) => `t${129 - i}`),
    );
    expect(v).toMatchObject({ status: 'live' });
    expect(v.kind === 'trades' && v.trades[0]).toMatchObject({
      price: '100.5000000000000',
      qty: '0.10000000',
    });
    // A snapshot replaces: 100 kept means t30…t129 were held, so an old id is accepted again after it.
    store.apply(tradesPush('snapshot', [trade(1)]));
    const after = store.build({ kind: 'trades', symbol: 'BTCUSDT' });
    expect(after.kind === 'trades' && after.trades.map((t) => t.id)).toEqual(['t1']);
  });

  it('ignores and counts a malformed trades push', () => {
    const store = createMarketStore();
    const bad = { ...trade(1), execPrice: '1e5' };
    expect(store.apply(tradesPush('delta', [bad]))).toEqual({ changedTopics: [], resync: [] });
    expect(store.stats().malformed).toBe(1);
  });
});

const ticker = (symbol: string, e6: string): Ticker => ({
  symbol,
  lastPrice: '97000.5',
  lastTickDirection: 'PlusTick',
  prevPrice24h: '96000',
  price24hPcntE6: e6,
  highPrice24h: '98000',
  lowPrice24h: '95000',
  prevPrice1h: '96900',
  volume24h: '12.5',
  turnover24h: '1212500.25',
  bid1Price: '97000',
  bid1Qty: '1',
  ask1Price: '97001',
  ask1Qty: '1',
  timestampE6: '1',
});

describe('tickers', () => {
  it.each([
    ['0', '0.00'],
    ['12300', '+1.23'],
    ['-5000', '-0.50'],
    ['-49', '0.00'], // -0.0049 % rounds to zero: neither sign
    ['49', '0.00'],
    ['50', '+0.01'], // 0.005 % rounds half up
    ['-50', '-0.01'],
    ['123456789', '+12345.68'],
    ['1e3', ''],
  ])('price24hPcntE6 %s shows as %s', (e6, text) => expect(formatChange24h(e6)).toBe(text));

  it('keeps every symbol from instrument_info.all and builds ticker and market-list views', () => {
    const store = createMarketStore();
    store.setInstruments([
      { symbolId: 'BTCUSDT', pricePrecision: 2, quantityPrecision: 4, amountPrecision: 2 } as never,
    ]);
    expect(store.topicsOf({ kind: 'ticker', symbol: 'BTCUSDT' })).toEqual([topics.tickersAll]);
    const all = topics.tickersAll;
    store.apply({
      topic: all,
      type: 'snapshot',
      ts: 0,
      data: [ticker('ETHUSDT', '0'), ticker('BTCUSDT', '-5000')],
    });
    store.apply({ topic: all, type: 'delta', ts: 0, data: [ticker('BTCUSDT', '12300')] });
    expect(store.build({ kind: 'ticker', symbol: 'BTCUSDT' })).toEqual({
      kind: 'ticker',
      symbol: 'BTCUSDT',
      status: 'live',
      lastPrice: '97000.50',
      tickDirection: 'PlusTick',
      change24h: '+1.23',
      high24h: '98000.00',
      low24h: '95000.00',
      volume24h: '12.5000',
      turnover24h: '1212500.25',
    });
    const list = store.build({ kind: 'marketList' });
    expect(list.kind === 'marketList' && list.rows.map((r) => [r.symbol, r.change24h])).toEqual([
      ['BTCUSDT', '+1.23'],
      ['ETHUSDT', '0.00'],
    ]);
    expect(store.apply({ topic: all, type: 'delta', ts: 0, data: [{ symbol: 'X' }] }).changedTopics).toEqual(
      [],
    );
    expect(store.stats().malformed).toBe(1);
  });
});

describe('klines', () => {
  it('keeps the last few candles, updated by open time', () => {
    const store = createMarketStore();
    const topic = topics.kline('1m', 'BTCUSDT');
    const candle = (start: number, close: string, confirm = false): Candle => ({
      symbol: 'BTCUSDT',
      interval: '1m',
      start,
      end: start + 59_999,
      open: '1',
      high: '2',
      low: '1',
      close,
      volume: '3',
      turnover: '4',
      confirm,
      timestamp: start,
    });
    store.apply({ topic, type: 'snapshot', ts: 0, data: [candle(0, '1.5')] });
    store.apply({ topic, type: 'delta', ts: 0, data: [candle(0, '1.7', true), candle(60_000, '1.8')] });
    for (let i = 2; i < 9; i++) store.apply({ topic, type: 'delta', ts: 0, data: [candle(i * 60_000, '2')] });
    const v = store.build({ kind: 'kline', symbol: 'BTCUSDT', interval: '1m' });
    expect(v.kind === 'kline' && v.candles.map((c) => c.start / 60_000)).toEqual([4, 5, 6, 7, 8]);
  });
});

const order = (orderId: string, status: Order['status'], createdTime = 1): Order =>
  anOrder(orderId, { status, createdTime, updatedTime: createdTime });

describe('account', () => {
  const ids = (store: ReturnType<typeof createMarketStore>, key: 'openOrders' | 'planOrders') => {
    const v = store.build({ kind: 'account' });
    return v.kind === 'account' ? v[key].map((o) => `${o.orderId}:${o.status}`) : [];
  };
  const push = (topic: string, type: 'snapshot' | 'delta', data: unknown[]) => ({ topic, type, ts: 0, data });

  it('open orders: New adds, PartiallyFilled replaces or adds, terminal statuses remove', () => {
    const store = createMarketStore();
    expect(store.build({ kind: 'account' })).toMatchObject({ status: 'loading' });
    store.apply(push(topics.orders, 'snapshot', [order('1', 'New', 1)]));
    store.apply(push(topics.orders, 'delta', [order('2', 'New', 2), order('3', 'PartiallyFilled', 3)]));
    store.apply(push(topics.orders, 'delta', [order('1', 'PartiallyFilled', 1)]));
    expect(ids(store, 'openOrders')).toEqual(['3:PartiallyFilled', '2:New', '1:PartiallyFilled']);
    for (const [id, status] of [
      ['1', 'PartiallyFilledCanceled'],
      ['2', 'Filled'],
      ['3', 'Cancelled'],
    ] as const) {
      store.apply(push(topics.orders, 'delta', [order(id, status)]));
    }
    store.apply(push(topics.orders, 'delta', [order('4', 'New'), order('4', 'Rejected')]));
    expect(ids(store, 'openOrders')).toEqual([]);
  });

  it('a late push never takes an order back in time: an ended order stays ended, a stale state loses', () => {
    const store = createMarketStore();
    const at = (o: Order, updatedTime: number, executedQty = o.executedQty): Order => ({
      ...o,
      updatedTime,
      executedQty,
    });
    store.apply(push(topics.orders, 'snapshot', []));
    // Filled overtook its New.
    store.apply(push(topics.orders, 'delta', [at(order('1', 'Filled'), 5, '1')]));
    store.apply(push(topics.orders, 'delta', [at(order('1', 'New'), 4)]));
    // A partial fill overtook the state before it, in the same millisecond.
    store.apply(push(topics.orders, 'delta', [at(order('2', 'PartiallyFilled'), 7, '0.5')]));
    store.apply(push(topics.orders, 'delta', [at(order('2', 'New'), 7)]));
    expect(ids(store, 'openOrders')).toEqual(['2:PartiallyFilled']);
    // A REST answer computed before order 2 was cancelled does not bring it back either.
    store.apply(push(topics.orders, 'delta', [at(order('2', 'Cancelled'), 9, '0.5')]));
    store.reconcileAccount({
      openOrders: [order('2', 'New'), order('3', 'New')],
      planOrders: [],
      balances: [],
    });
    expect(ids(store, 'openOrders')).toEqual(['3:New']);
  });

  it('plan orders: Untriggered adds; Triggered, Cancelled, Rejected, Deactivated, Filled remove', () => {
    const store = createMarketStore();
    const statuses = ['Triggered', 'Cancelled', 'Rejected', 'Deactivated', 'Filled'] as const;
    store.apply(
      push(
        topics.planOrders,
        'snapshot',
        statuses.map((_, i) => order(`p${i}`, 'Untriggered', i)),
      ),
    );
    expect(ids(store, 'planOrders')).toHaveLength(5);
    store.apply(
      push(
        topics.planOrders,
        'delta',
        statuses.map((s, i) => order(`p${i}`, s)),
      ),
    );
    expect(ids(store, 'planOrders')).toEqual([]);
  });

  it('balances by tokenId; reconcile replaces everything; a refused private topic means visitor', () => {
    const store = createMarketStore();
    const bal = (tokenId: string, free: string) => ({ tokenId, free, locked: '0', total: free });
    store.apply(push(topics.wallet, 'snapshot', [bal('USDT', '10'), bal('BTC', '1')]));
    store.apply(push(topics.wallet, 'delta', [bal('USDT', '7.5')]));
    expect(store.build({ kind: 'account' })).toMatchObject({
      status: 'live',
      balances: [bal('BTC', '1'), bal('USDT', '7.5')],
    });
    expect(store.apply(push(topics.wallet, 'delta', [bal('USDT', '1e2')])).changedTopics).toEqual([]);
    store.reconcileAccount({ openOrders: [order('9', 'New')], planOrders: [], balances: [bal('ETH', '2')] });
    expect(store.build({ kind: 'account' })).toMatchObject({
      status: 'live',
      openOrders: [{ orderId: '9' }],
      balances: [bal('ETH', '2')],
    });
    store.rejected(topics.orders, 'login required');
    expect(store.build({ kind: 'account' })).toEqual({
      kind: 'account',
      status: 'visitor',
      openOrders: [],
      planOrders: [],
      balances: [],
      executions: [],
      balancesStale: false,
    });
  });

  it('keeps pushed executions newest first, once each, past a reconcile; a malformed one is refused', () => {
    const store = createMarketStore();
    const fill = (tradeId: string, tradeTime: number) => ({
      tradeId,
      orderId: 'o1',
      accountId: 'a1',
      symbolId: 'BTCUSDT',
      side: 'Buy' as const,
      orderType: 'LIMIT' as const,
      execPrice: '100',
      execQty: '0.5',
      execValue: '50',
      execFee: '0.0005',
      feeTokenId: 'BTC',
      isMaker: true,
      tradeTime,
      liquidationType: '' as const,
    });
    store.apply(push(topics.executions, 'delta', [fill('t1', 1), fill('t2', 2)]));
    store.apply(push(topics.executions, 'delta', [fill('t2', 2), fill('t3', 3)]));
    // A trade between two of the account's own orders: one trade id, two executions.
    store.apply(push(topics.executions, 'delta', [{ ...fill('t3', 3), orderId: 'o2' }]));
    store.reconcileAccount({ openOrders: [], planOrders: [], balances: [] });
    const tradeIds = () => store.build({ kind: 'account' }) as { executions: { tradeId: string }[] };
    expect(tradeIds().executions.map((e) => e.tradeId)).toEqual(['t3', 't3', 't2', 't1']);
    const bad = store.apply(push(topics.executions, 'delta', [{ ...fill('t4', 4), execQty: '1e-7' }]));
    expect(bad.changedTopics).toEqual([]);
    expect(tradeIds().executions).toHaveLength(4);
  });

  it('asks for the four private topics', () => {
    expect(createMarketStore().topicsOf({ kind: 'account' })).toEqual([
      topics.orders,
      topics.planOrders,
      topics.executions,
      topics.wallet,
    ]);
  });
});

describe('instruments and notices views', () => {
  const instrument = { symbolId: 'BTCUSDT' } as Instrument;

  it('says loading, then failed with the reason, then live with the list (a later failure is ignored)', () => {
    const store = createMarketStore();
    expect(store.build({ kind: 'instruments' })).toEqual({
      kind: 'instruments',
      status: 'loading',
      failure: null,
      instruments: [],
    });
    store.instrumentsFailed({ kind: 'network', status: 0, message: 'offline' });
    expect(store.build({ kind: 'instruments' })).toMatchObject({
      status: 'failed',
      failure: { kind: 'network' },
    });
    store.setInstruments([instrument]);
    store.instrumentsFailed({ kind: 'http', status: 502, message: 'bad gateway' });
    expect(store.build({ kind: 'instruments' })).toEqual({
      kind: 'instruments',
      status: 'live',
      failure: null,
      instruments: [instrument],
    });
  });

  it('keeps the latest notice list, refuses a malformed one and forgets it on release', () => {
    const store = createMarketStore();
    const item: NoticeItem = { id: 'n1', symbolName: 'ALL', info: 'Maintenance', url: 'https://x.test/a' };
    const push = (data: unknown) => ({ topic: topics.notice, type: 'snapshot' as const, ts: 0, data });
    expect(store.topicsOf({ kind: 'notices' })).toEqual([topics.notice]);
    expect(store.build({ kind: 'notices' })).toEqual({ kind: 'notices', status: 'loading', items: [] });
    expect(store.apply(push([item])).changedTopics).toEqual([topics.notice]);
    expect(store.build({ kind: 'notices' })).toEqual({ kind: 'notices', status: 'live', items: [item] });
    expect(store.apply(push([{ ...item, info: 42 }])).changedTopics).toEqual([]);
    expect(store.stats().malformed).toBe(1);
    expect(store.build({ kind: 'notices' })).toMatchObject({ items: [item] });
    store.release(topics.notice);
    expect(store.build({ kind: 'notices' })).toMatchObject({ status: 'loading', items: [] });
  });
});
