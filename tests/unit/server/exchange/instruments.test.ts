import { describe, expect, it } from 'vitest';
import { formatFixed, toFixed, unitOf } from '../../../../src/shared/money/fixed';
import {
  buildInstruments,
  MAX_SYMBOLS,
  startPriceOf,
  tokensOf,
} from '../../../../src/server/exchange/instruments';
import { DEMO_USERS } from '../../../../src/server/exchange/demoUsers';
import { NOTICE_BAR, symbolNotice } from '../../../../src/server/exchange/notices';

const START = Date.UTC(2025, 0, 15, 12);
const all = buildInstruments(START);
const byId = (id: string) => {
  const inst = all.find((i) => i.symbolId === id);
  if (inst === undefined) throw new Error(`missing ${id}`);
  return inst;
};
const PLAIN = /^\d+(\.\d+)?$/;

describe('instrument catalogue', () => {
  it('keeps its own rules for every pair', () => {
    expect(new Set(all.map((i) => i.symbolId)).size).toBe(all.length);
    for (const inst of all) {
      expect(inst.symbolName).toBe(`${inst.baseTokenName}/${inst.quoteTokenName}`);
      expect(inst.minPricePrecision).toBe(formatFixed(unitOf(inst.pricePrecision)));
      expect(inst.pricescale).toBe(10 ** inst.pricePrecision);
      const steps = inst.digitMerge.split(',');
      expect(steps[0]).toBe(inst.minPricePrecision);
      for (const step of steps) expect(step).toMatch(/^[01.]+$/);
      for (let k = 1; k < steps.length; k += 1) {
        expect(toFixed(steps[k] as string)).toBe(toFixed(steps[k - 1] as string) * 10n);
      }
      for (const text of [
        inst.minTradeQuantity,
        inst.maxTradeQuantity,
        inst.minTradeAmount,
        inst.maxTradeAmount,
      ]) {
        expect(text).toMatch(PLAIN);
      }
      const qtyUnit = unitOf(inst.quantityPrecision);
      expect(toFixed(inst.minTradeQuantity) % qtyUnit).toBe(0n);
      expect(toFixed(inst.maxTradeQuantity) % qtyUnit).toBe(0n);
      expect(toFixed(inst.minTradeQuantity)).toBeLessThan(toFixed(inst.maxTradeQuantity));
      const price = startPriceOf(inst.symbolId);
      expect(price).toBeDefined();
      expect((price as bigint) % unitOf(inst.pricePrecision)).toBe(0n);
      expect(inst.makerFeeRate).toBe('0.001');
      expect(inst.takerFeeRate).toBe('0.001');
      expect(inst.isBanBuy || inst.isBanSell ? inst.tradeStatus : 4).toBe(4);
    }
  });

  it('covers the cases the spec names', () => {
    const btc = byId('BTCUSDT');
    expect([btc.pricePrecision, btc.quantityPrecision]).toEqual([2, 6]);
    expect(btc.digitMerge).toBe('0.01,0.1,1,10,100');
    expect(btc.minPricePrecision).toBe('0.01');
    expect(startPriceOf('BTCUSDT')).toBe(toFixed('97000'));
    for (const id of ['ETHUSDT', 'SOLUSDT', 'BTCUSDC', 'BTCEUR', 'XRPUSDT', 'DOGEUSDT', 'TONUSDT']) byId(id);
    for (const id of ['SUIUSDT', 'MNTUSDT', 'BITUSDT']) expect(byId(id).needsRiskDisclaimer).toBe(true);
    expect(all.find((i) => i.mark.includes('innovation'))?.needsRiskDisclaimer).toBe(true);
    expect(all.find((i) => i.mark.includes('adventure'))?.needsRiskDisclaimer).toBe(true);
    expect(byId('BTC3LUSDT').isLeveragedToken).toBe(true);
    const later = all.filter((i) => i.tradeStatus === 3);
    expect(later).toHaveLength(1);
    expect(later[0]?.noticeVisible).toBe(true);
    expect(later[0]?.onlineTime).toBe(START + 2 * 3_600_000);
    expect(all.some((i) => i.isBanBuy && i.tradeStatus === 4)).toBe(true);
    expect(all.some((i) => i.isBanSell && i.tradeStatus === 4)).toBe(true);
    expect(new Set(all.map((i) => i.pricePrecision)).size).toBeGreaterThan(4);
  });

  it('keeps the first N of the priority order, always with BTCUSDT', () => {
    expect(buildInstruments(START, 1).map((i) => i.symbolId)).toEqual(['BTCUSDT']);
    expect(buildInstruments(START, 0).map((i) => i.symbolId)).toEqual(['BTCUSDT']);
    expect(buildInstruments(START, 5)).toHaveLength(5);
    expect(buildInstruments(START, 999)).toHaveLength(MAX_SYMBOLS);
    expect(MAX_SYMBOLS).toBeGreaterThanOrEqual(20);
  });

  it('gives every demo user a balance in every token, one user per account kind', () => {
    expect(DEMO_USERS.map((u) => u.kind)).toEqual(['classic', 'uta', 'demo', 'sub', 'copyLeader']);
    for (const user of DEMO_USERS) {
      expect(user.email).toBe(`${user.kind.toLowerCase()}@spotdesk.test`);
      expect(user.password).toBe('spotdesk');
      for (const token of tokensOf(all)) {
        const balance = user.balances[token.tokenId];
        expect(balance, `${user.kind} ${token.tokenId}`).toMatch(PLAIN);
        expect(toFixed(balance as string)).toBeGreaterThan(0n);
      }
    }
  });

  it('has notices with https links and a countdown for the pair that opens later', () => {
    expect(NOTICE_BAR.some((n) => n.symbolName === 'ALL')).toBe(true);
    expect(NOTICE_BAR.some((n) => n.symbolName === 'BTC/USDT,ETH/USDT')).toBe(true);
    for (const item of NOTICE_BAR) expect(item.url).toMatch(/^https:\/\//);
    const later = all.find((i) => i.tradeStatus === 3);
    const notice = later && symbolNotice(later, START + 5);
    expect(notice).toMatchObject({ noticeType: 1, onlineTime: START + 2 * 3_600_000, nowTime: START + 5 });
    expect(notice?.noticeLinkUrl).toMatch(/^https:\/\//);
    expect(symbolNotice(byId('BTCUSDT'), START)).toBeUndefined();
  });
});
