import { describe, expect, it } from 'vitest';
import { seedGridStrategies } from '../../../../src/server/api/seedGridStrategies';
import { buildInstruments } from '../../../../src/server/exchange/instruments';
import { API, CODES, type GridBot } from '../../../../src/shared/protocol';
import { parseFixed } from '../../../../src/shared/money/fixed';
import { createHarness } from './apiHarness';
import { TEST_USERS } from './testExchange';

const listOf = (result: unknown) => (result as { list: GridBot[] }).list;

describe('grid strategies (GET /s1/bot/grid/v1/query-grid-list)', () => {
  it('a visitor gets 401 like any private route', () => {
    const h = createHarness();
    expect(h.json('GET', API.gridStrategies)).toMatchObject({ status: 401, code: CODES.unauthorized });
  });

  it('the classic account runs a BTCUSDT grade grid ±5 % around the start price, 10 grids, and an ETHUSDT ratio grid', () => {
    const h = createHarness();
    h.loginAs('classic');
    const answer = h.json('GET', API.gridStrategies);
    expect(answer).toMatchObject({ status: 200, code: CODES.ok, success: true });
    const list = listOf(answer.result);
    expect(list.map((s) => [s.symbolId, s.type])).toEqual([
      ['BTCUSDT', 'grade'],
      ['ETHUSDT', 'ratio'],
    ]);
    // 97000.00 × 0.95 and × 1.05, at the pair's two decimals.
    expect(list[0]).toMatchObject({
      min_price: '92150.00',
      max_price: '101850.00',
      grid_number: 10,
      support: '',
    });
    const eth = list[1];
    if (!eth) throw new Error('no ETH grid');
    const [min, max, support] = [eth.min_price, eth.max_price, eth.support].map(parseFixed);
    const start = parseFixed('3400')!;
    expect(min! < start && start < max!).toBe(true);
    expect(support! < min!).toBe(true);
    for (const price of [eth.min_price, eth.max_price, eth.support]) expect(price).toMatch(/^\d+\.\d{2}$/);
    expect(new Set(list.map((s) => s.strategyId)).size).toBe(2);
  });

  it('filters by symbol_id and checks it', () => {
    const h = createHarness();
    h.loginAs('classic');
    expect(
      listOf(h.json('GET', API.gridStrategies, { query: { symbol_id: 'ETHUSDT' } }).result),
    ).toHaveLength(1);
    expect(listOf(h.json('GET', API.gridStrategies, { query: { symbol_id: 'SOLUSDT' } }).result)).toEqual([]);
    const bad = h.json('GET', API.gridStrategies, { query: { symbol_id: 'btc/usdt' } });
    expect(bad).toMatchObject({ status: 400, code: CODES.badRequest });
    expect(bad.message).toMatch(/^symbol_id: /);
  });

  it('a demo account has none; each other account its own', () => {
    const h = createHarness();
    h.loginAs('demo');
    expect(listOf(h.json('GET', API.gridStrategies).result)).toEqual([]);
    h.loginAs('uta');
    expect(listOf(h.json('GET', API.gridStrategies).result).map((s) => s.symbolId)).toEqual(['SOLUSDT']);
  });

  it('status 3 lists the completed bots with their close reasons, newest first; page_size caps a list', () => {
    const h = createHarness();
    h.loginAs('classic');
    const now = h.exchange.clock.now();
    const running = listOf(h.json('GET', API.gridStrategies, { query: { status: '2' } }).result);
    expect(running.map((s) => [s.symbolId, s.status, s.closeReason, s.closedTime])).toEqual([
      ['BTCUSDT', 'RUNNING', '', 0],
      ['ETHUSDT', 'RUNNING', '', 0],
    ]);
    expect(running.every((s) => s.createdTime < now)).toBe(true);
    const done = listOf(h.json('GET', API.gridStrategies, { query: { status: '3' } }).result);
    expect(done.map((s) => [s.symbolId, s.status, s.closeReason])).toEqual([
      ['BTCUSDT', 'COMPLETED', 'TAKE_PROFIT'],
      ['ETHUSDT', 'COMPLETED', 'MANUAL'],
    ]);
    expect(done.every((s) => s.createdTime < s.closedTime && s.closedTime < now)).toBe(true);
    const one = h.json('GET', API.gridStrategies, {
      query: { status: '3', page_size: '1', symbol_id: 'ETHUSDT' },
    });
    expect(listOf(one.result).map((s) => s.closeReason)).toEqual(['MANUAL']);
    expect(
      listOf(h.json('GET', API.gridStrategies, { query: { status: '3', page_size: '1' } }).result),
    ).toHaveLength(1);
    expect(h.json('GET', API.gridStrategies, { query: { status: '1' } })).toMatchObject({ status: 400 });
    expect(h.json('GET', API.gridStrategies, { query: { page_size: '0' } })).toMatchObject({ status: 400 });
  });

  it('is deterministic from the seed', () => {
    const instruments = buildInstruments(0);
    const input = (seed: number) => ({
      seed,
      users: TEST_USERS,
      instrument: (id: string) => instruments.find((i) => i.symbolId === id),
      now: 1_700_000_000_000,
    });
    expect(seedGridStrategies(input(7))).toEqual(seedGridStrategies(input(7)));
    const shapes = (seed: number) =>
      [...seedGridStrategies(input(seed)).values()]
        .flat()
        .map((s) => `${s.min_price}-${s.max_price}/${s.grid_number}`);
    expect(shapes(7)).not.toEqual(shapes(8));
  });

  it('skips plans on pairs that are not listed', () => {
    const instruments = buildInstruments(0, 1);
    const seeded = seedGridStrategies({
      seed: 1,
      users: TEST_USERS,
      instrument: (id) => instruments.find((i) => i.symbolId === id),
      now: 0,
    });
    expect(seeded.get('acct-classic')?.map((s) => [s.symbolId, s.status])).toEqual([
      ['BTCUSDT', 'RUNNING'],
      ['BTCUSDT', 'COMPLETED'],
    ]);
    expect(seeded.get('acct-uta')).toEqual([]);
  });
});
