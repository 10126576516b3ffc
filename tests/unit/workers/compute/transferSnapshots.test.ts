/**
 * The worker shell's transfer list, over a real Comlink channel (Node's MessageChannel): the tab gets
 * the columns, and the worker's copies are detached, i.e. they moved instead of being copied.
 */
import { expose, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompute } from '../../../../src/shared/chart/createCompute';
import type { ComputeApi, SeriesRequest, SeriesSnapshot } from '../../../../src/shared/protocol';
import { transferSnapshots } from '../../../../src/workers/compute/transferSnapshots';
import { createFakeKlineRest, makeRows } from '../../shared/chart/fakeKlineRest';
import { BTCUSDT, createContext, validFields } from '../../shared/orderChecks/orderFixtures';

const LAST = Date.UTC(2025, 0, 15, 12);
const request: SeriesRequest = {
  key: { symbol: 'BTCUSDT', interval: '1m' },
  chartType: 'heikinAshi',
  indicators: [{ kind: 'MACD', fast: 12, slow: 26, signal: 9 }],
};

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The core behind a Comlink channel, and every snapshot it answered (on the worker's side). */
function connect(): { tab: Remote<ComputeApi>; answered: SeriesSnapshot[] } {
  const compute = createCompute({
    rest: createFakeKlineRest(makeRows(800, LAST, 60_000)),
    now: () => LAST + 1,
  });
  const answered: SeriesSnapshot[] = [];
  const recording: ComputeApi = {
    ...compute,
    load: async (...args) => {
      const snapshot = await compute.load(...args);
      answered.push(snapshot);
      return snapshot;
    },
  };
  const channel = new MessageChannel();
  channels.push(channel);
  expose(transferSnapshots(recording), channel.port1 as unknown as Parameters<typeof expose>[1]);
  return { tab: wrap<ComputeApi>(channel.port2 as unknown as Parameters<typeof wrap>[0]), answered };
}

describe('transferSnapshots', () => {
  it('moves every column of a snapshot to the tab', async () => {
    const { tab, answered } = connect();
    const received = await tab.load(request);
    expect(received.bars.time).toHaveLength(500);
    expect(received.indicators[0]?.lines.signal).toHaveLength(500);
    const sent = answered[0];
    expect(sent?.bars.time.byteLength).toBe(0);
    expect(sent?.shown.close.byteLength).toBe(0);
    expect(sent?.rising.byteLength).toBe(0);
    expect(sent?.indicators[0]?.lines.histogram?.byteLength).toBe(0);
  });

  it('passes live updates and quick-order checks through', async () => {
    const { tab } = connect();
    await tab.load(request);
    const update = await tab.applyLive(request, [
      { start: LAST + 60_000, open: '1', high: '2', low: '1', close: '2', volume: '1', confirmed: false },
    ]);
    expect(update.bars).toHaveLength(1);
    const verdict = await tab.checkQuickOrder({
      side: 'Sell',
      quantity: '1',
      price: '1',
      quantityStep: '1',
      isVisitor: false,
      isBanBuy: false,
      isBanSell: true,
    });
    expect(verdict).toEqual({ ok: false, reason: 'bannedSide' });
  });

  it('passes the order form’s checks through, verdicts cloned intact', async () => {
    const { tab } = connect();
    const verdict = await tab.checkOrder(validFields('oco', 'Sell'), createContext());
    expect(verdict).toMatchObject({
      ok: true,
      request: { endpoint: 'createPlanOrder', body: { plan_type: 10, tp_limit_price: '98900' } },
    });
    const refused = await tab.checkOrder(validFields('limit', 'Buy'), createContext({ quoteAvailable: '1' }));
    expect(refused).toEqual({
      ok: false,
      reason: 'balanceNotEnough',
      field: 'quantity',
      values: { coin: 'USDT', available: '1' },
    });
  });

  it('passes the edit checks of an open order through', async () => {
    const { tab } = connect();
    const order = {
      side: 'Buy' as const,
      planType: -1 as const,
      isLeverage: false,
      executedQty: '0.004',
      price: '96000',
      origQty: '0.01',
      triggerPrice: '',
      activationPrice: '',
      trailingPercentage: '',
      trailingValue: '',
    };
    const context = { instrument: BTCUSDT, isUnified: false, lastPrice: '97000' };
    expect(await tab.checkOrderEdit({ order, field: 'quantity', value: '0.003' }, context)).toEqual({
      ok: false,
      reason: 'modifyQtyLessTips',
      values: { executed: '0.004', coin: 'BTC' },
    });
    expect(await tab.checkOrderEdit({ order, field: 'price', value: '95000' }, context)).toEqual({
      ok: true,
      change: 'modify',
      value: '95000',
    });
  });
});
