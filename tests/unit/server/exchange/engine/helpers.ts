/** Test instruments and a small driver around the engine. */
import type { Instrument } from '../../../../../src/shared/protocol';
import { createEngine, inspectEngine } from '../../../../../src/server/exchange/engine/createEngine';
import type { Engine, ExchangeEvent } from '../../../../../src/server/exchange/types';
import { toFixed, ZERO, type Fixed } from '../../../../../src/shared/money/fixed';

export function instrument(overrides: Partial<Instrument> = {}): Instrument {
  return {
    symbolId: 'BTCUSDT',
    symbolName: 'BTC/USDT',
    baseTokenId: 'BTC',
    quoteTokenId: 'USDT',
    baseTokenName: 'BTC',
    quoteTokenName: 'USDT',
    pricePrecision: 2,
    quantityPrecision: 4,
    amountPrecision: 2,
    minPricePrecision: '0.01',
    minTradeQuantity: '0.0001',
    maxTradeQuantity: '1000',
    minTradeAmount: '1',
    maxTradeAmount: '10000000',
    tradeStatus: 1,
    isBanBuy: false,
    isBanSell: false,
    noticeVisible: false,
    mark: [],
    digitMerge: '0.01,0.1,1,10',
    pricescale: 100,
    isLeveragedToken: false,
    needsRiskDisclaimer: false,
    listed: true,
    onlineTime: 0,
    makerFeeRate: '0.001',
    takerFeeRate: '0.002',
    ...overrides,
  };
}

export const ETH = instrument({
  symbolId: 'ETHUSDT',
  symbolName: 'ETH/USDT',
  baseTokenId: 'ETH',
  baseTokenName: 'ETH',
  pricePrecision: 1,
  quantityPrecision: 3,
  minPricePrecision: '0.5',
  minTradeQuantity: '0.01',
  maxTradeQuantity: '500',
  minTradeAmount: '5',
  makerFeeRate: '0',
  takerFeeRate: '0.0015',
});

export interface Harness {
  engine: Engine;
  events: ExchangeEvent[];
  clock: { t: number; now(): number };
}

export function setup(instruments: Instrument[] = [instrument(), ETH]): Harness {
  const clock = { t: 1_700_000_000_000, now: () => clock.t };
  const engine = createEngine({ instruments, clock });
  const events: ExchangeEvent[] = [];
  engine.subscribe((event) => events.push(event));
  for (const id of ['alice', 'bob', 'carol']) {
    engine.openAccount({ id, kind: 'classic', balances: { USDT: '1000000', BTC: '100', ETH: '1000' } });
  }
  events.length = 0;
  return { engine, events, clock };
}

export function bal(engine: Engine, accountId: string, token: string): { free: string; locked: string } {
  const line = engine.balances(accountId).find((b) => b.tokenId === token);
  return { free: line?.free ?? '0', locked: line?.locked ?? '0' };
}

/** Totals per token over every account, fee account included. */
export function totals(engine: Engine): Map<string, Fixed> {
  const core = inspectEngine(engine);
  const out = new Map<string, Fixed>();
  for (const id of core?.accounts.accountIds() ?? []) {
    for (const b of engine.balances(id)) out.set(b.tokenId, (out.get(b.tokenId) ?? ZERO) + toFixed(b.total));
  }
  return out;
}

let seq = 0;
export const cid = (): string => `c${++seq}`;

export function must<T>(
  outcome: { ok: true; value: T } | { ok: false; error: { code: number; message: string } },
): T {
  if (!outcome.ok) throw new Error(`expected ok, got ${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}
