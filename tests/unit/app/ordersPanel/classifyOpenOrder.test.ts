import { describe, expect, it } from 'vitest';
import { calculateCancelAllScopes } from '../../../../src/app/features/ordersPanel/openOrders/calculateCancelAllScopes';
import {
  classifyOpenOrder,
  visibleOpenOrderTabs,
} from '../../../../src/app/features/ordersPanel/openOrders/classifyOpenOrder';
import type { PlanType } from '../../../../src/shared/protocol';

describe('classifyOpenOrder (spec 001 §2 open-order sub-tabs)', () => {
  it('lists each plan type under its sub-tab, TP/SL with stop-limit and trailing profit with trailing stop', () => {
    const tabOf = (planType: PlanType) => classifyOpenOrder({ planType });
    expect([-1, 8, 11, 1, 10, 4, 5].map((type) => tabOf(type as PlanType))).toEqual([
      'limitMarket',
      'stopLimit',
      'stopLimit',
      'conditional',
      'oco',
      'trailingStop',
      'trailingStop',
    ]);
  });

  it('hides OCO for demo accounts and when compliance turns it off (spec 001 §6)', () => {
    const all = ['limitMarket', 'stopLimit', 'conditional', 'oco', 'trailingStop'];
    const noOco = all.filter((tab) => tab !== 'oco');
    expect(visibleOpenOrderTabs({ isDemo: false, ocoAllowed: true })).toEqual(all);
    expect(visibleOpenOrderTabs({ isDemo: true, ocoAllowed: true })).toEqual(noOco);
    expect(visibleOpenOrderTabs({ isDemo: false, ocoAllowed: false })).toEqual(noOco);
  });
});

describe('calculateCancelAllScopes (spec 001 §7 cancel-all calls)', () => {
  const rows = (...types: PlanType[]) => types.map((planType) => ({ planType }));

  it('cancels ordinary orders by symbol_ids, or of every pair', () => {
    expect(calculateCancelAllScopes('limitMarket', rows(-1, -1), 'BTCUSDT', false)).toEqual([
      { planType: -1, symbolIds: ['BTCUSDT'] },
    ]);
    expect(calculateCancelAllScopes('limitMarket', rows(-1), 'BTCUSDT', true)).toEqual([{ planType: -1 }]);
  });

  it('cancels each plan type the sub-tab lists, by plan_type and symbol_id unless all pairs', () => {
    expect(calculateCancelAllScopes('stopLimit', rows(11, 8, 8), 'ETHUSDT', false)).toEqual([
      { planType: 8, symbolId: 'ETHUSDT' },
      { planType: 11, symbolId: 'ETHUSDT' },
    ]);
    expect(calculateCancelAllScopes('trailingStop', rows(5, 4), 'BTCUSDT', true)).toEqual([
      { planType: 4 },
      { planType: 5 },
    ]);
    expect(calculateCancelAllScopes('oco', rows(10), 'BTCUSDT', false)).toEqual([
      { planType: 10, symbolId: 'BTCUSDT' },
    ]);
  });

  it('sends nothing for an empty sub-tab', () => {
    expect(calculateCancelAllScopes('conditional', [], 'BTCUSDT', false)).toEqual([]);
    expect(calculateCancelAllScopes('limitMarket', [], 'BTCUSDT', true)).toEqual([]);
  });
});
