import { describe, expect, it } from 'vitest';
import { API, CODES } from '../../../../src/shared/protocol';
import { DEMO_RECHARGE_MAX } from '../../../../src/server/api/routes/demo';
import { createHarness } from './apiHarness';

describe('account routes', () => {
  it('lists balances, the available amount and the unified coin list', () => {
    const h = createHarness();
    h.loginAs('uta');
    expect(h.json('GET', API.assets).result).toEqual(
      expect.arrayContaining([expect.objectContaining({ tokenId: 'USDT' })]),
    );
    expect(
      h.json('GET', API.available, { query: { symbol_id: 'BTCUSDT', side: 'Sell' } }).result,
    ).toMatchObject({
      tokenId: 'BTC',
      available: '10',
    });
    const unified = h.json('GET', API.unifiedAssets).result as { coinList: Record<string, string>[] };
    expect(unified.coinList.find((c) => c.tokenId === 'USDT')).toMatchObject({
      spotAvailableBalance: '100000',
      walletBalance: '100000',
      borrowSize: '0',
    });
  });

  it('stores chart config, preferences and favourites per account', () => {
    const h = createHarness();
    h.loginAs('classic');
    expect(h.json('POST', API.setKlineConfig, { body: { chartType: 1 } }).code).toBe(0);
    expect(h.json('GET', API.getKlineConfig).result).toEqual({ chartType: 1 });
    expect(h.json('POST', API.setKlineConfig, { body: { blob: 'x'.repeat(70_000) } }).status).toBe(400);
    expect(h.json('POST', API.preferences, { body: { upsert_keys: { guide: 'read' } } }).result).toEqual({
      guide: 'read',
    });
    expect(h.json('POST', API.preferences, { body: { upsert_keys: { sync: 'Y' } } }).result).toEqual({
      guide: 'read',
      sync: 'Y',
    });
    expect(h.json('POST', API.preferences, { body: { upsert_keys: { n: 1 } } }).message).toMatch(
      /^upsert_keys.n: /,
    );
    expect(
      h.json('POST', API.favourites, { body: { symbolIds: ['BTCUSDT', 'BTCUSDT', 'ETHUSDT'] } }).result,
    ).toEqual(['BTCUSDT', 'ETHUSDT']);
    h.loginAs('uta');
    expect(h.json('GET', API.favourites).result).toEqual([]);
    expect(h.json('GET', API.getKlineConfig).result).toBeNull();
  });

  it('recharges demo accounts up to the cap, then answers 3410020; others get 3410021', () => {
    const h = createHarness();
    h.loginAs('demo');
    for (let i = 0; i < DEMO_RECHARGE_MAX; i += 1) {
      expect(h.json('POST', API.demoRecharge, { body: { bizScene: 'SPOT_TRADE' } }).result).toMatchObject({
        resultCode: '0',
      });
    }
    expect(h.json('POST', API.demoRecharge, { body: { bizScene: 'SPOT_TRADE' } })).toMatchObject({
      code: CODES.demoRechargeLimit,
      result: { resultCode: '3410020' },
    });
    expect((h.json('GET', API.demoWalletBalance).result as { wb: unknown[] }).wb.length).toBeGreaterThan(0);
    h.loginAs('classic');
    expect(h.json('GET', API.demoWalletBalance).code).toBe(CODES.demoNotSupported);
  });

  it('subscribes and redeems leveraged tokens with the spec checks in order', () => {
    const h = createHarness();
    h.loginAs('uta');
    const sub = (amount: string, id: string) =>
      h.json('POST', API.ltSubscribe, { body: { symbol: 'BTC3LUSDT', amount, client_order_id: id } });
    expect(sub('0', 'a').code).toBe(CODES.invalidAmount);
    expect(sub('999999', 'b').code).toBe(CODES.insufficientBalance);
    expect(sub('30000', 'c')).toMatchObject({
      code: CODES.ltOutOfBounds,
      message: expect.stringContaining('at most') as unknown,
    });
    expect(sub('1', 'd')).toMatchObject({
      code: CODES.ltOutOfBounds,
      message: expect.stringContaining('at least') as unknown,
    });
    const info = h.exchange.ltInfo.get('BTC3LUSDT');
    if (info) h.exchange.ltInfo.set('BTC3LUSDT', { ...info, st: 5 });
    expect(sub('100', 'e').code).toBe(CODES.ltPositionChange);
    if (info) h.exchange.ltInfo.set('BTC3LUSDT', info);
    const ok = sub('185', 'f');
    expect(ok).toMatchObject({ code: 0, result: { quantity: '100', kind: 'subscribe' } });
    expect(sub('185', 'f').result).toEqual(ok.result);
    const redeem = h.json('POST', API.ltRedeem, {
      body: { symbol: 'BTC3LUSDT', quantity: '10', client_order_id: 'r' },
    });
    expect(redeem).toMatchObject({ code: 0, result: { kind: 'redeem' } });
    expect((h.json('GET', API.ltOrders).result as { list: unknown[] }).list).toHaveLength(2);
    expect(h.json('GET', API.ltInfo, { query: { symbol: 'BTCUSDT' } }).code).toBe(CODES.symbolNotFound);
  });

  it('answers market data and symbol notices', () => {
    const h = createHarness();
    expect((h.json('GET', API.symbols).result as unknown[]).length).toBeGreaterThan(5);
    expect(h.json('GET', API.symbolNotice, { query: { symbol_id: 'NOVAUSDT' } }).result).toMatchObject({
      noticeType: 1,
    });
    expect(h.json('GET', API.symbolNotice, { query: { symbol_id: 'BTCUSDT' } }).code).toBe(
      CODES.symbolNotFound,
    );
    expect(h.json('GET', API.noticeVisibleSymbols).result).toContain('NOVAUSDT');
    expect(h.json('GET', API.depth, { query: { symbol: 'BTCUSDT', step: '7' } }).message).toMatch(/^step: /);
    expect(h.json('GET', API.trades, { query: { symbol: 'BTCUSDT' } }).result).toEqual([]);
    expect(h.json('GET', API.tickers, { query: { symbol: 'NOPE' } }).code).toBe(CODES.symbolNotFound);
  });
});
