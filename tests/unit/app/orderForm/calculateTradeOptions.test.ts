import { describe, expect, it } from 'vitest';
import {
  calculateTradeOptions,
  DEFAULT_TRADE_PREFERENCES,
} from '../../../../src/app/features/orderForm/calculateTradeOptions';
import { calculateEffectiveFields } from '../../../../src/app/features/orderForm/calculateEffectiveFields';
import { createOrderFormState } from '../../../../src/app/features/orderForm/orderFormState';

const ALL = ['limit', 'market', 'conditional', 'stopLimit', 'oco', 'trailingStop'];

describe('trade options (spec 001 §5 preference visibility, §6)', () => {
  it('gives TP/SL, post-only and time in force to unified non-demo accounts only', () => {
    const unified = calculateTradeOptions(
      { isLoggedIn: true, isUnified: true, isDemo: false },
      DEFAULT_TRADE_PREFERENCES,
    );
    expect(unified).toMatchObject({ showTpSl: true, showPostOnly: true, showTimeInForce: true, kinds: ALL });
    expect(unified.offered).toEqual([
      'showAvailableBalance',
      'showMaxBuy',
      'showTpSl',
      'showPostOnly',
      'showTimeInForce',
    ]);
    const classic = calculateTradeOptions(
      { isLoggedIn: true, isUnified: false, isDemo: false },
      DEFAULT_TRADE_PREFERENCES,
    );
    expect(classic).toMatchObject({ showTpSl: false, showPostOnly: false, showTimeInForce: false });
    expect(classic.offered).toEqual(['showAvailableBalance', 'showMaxBuy']);
  });

  it('has no OCO and no TP/SL for a demo account, and nothing to set for a visitor', () => {
    const demo = calculateTradeOptions(
      { isLoggedIn: true, isUnified: true, isDemo: true },
      DEFAULT_TRADE_PREFERENCES,
    );
    expect(demo.kinds).toEqual(ALL.filter((kind) => kind !== 'oco'));
    expect(demo.showTpSl).toBe(false);
    const visitor = calculateTradeOptions(
      { isLoggedIn: false, isUnified: false, isDemo: false },
      DEFAULT_TRADE_PREFERENCES,
    );
    expect(visitor).toMatchObject({
      offered: [],
      showAvailableBalance: false,
      showMaxBuy: false,
      kinds: ALL,
    });
  });

  it('follows the user’s preferences where the option is offered', () => {
    const hidden = calculateTradeOptions(
      { isLoggedIn: true, isUnified: true, isDemo: false },
      { ...DEFAULT_TRADE_PREFERENCES, showTimeInForce: false, showMaxBuy: false },
    );
    expect(hidden).toMatchObject({ showTimeInForce: false, showMaxBuy: false, showPostOnly: true });
  });

  it('sends no hidden option: what a preference hides is not in the fields the checks see', () => {
    const { fields } = createOrderFormState();
    const typed = {
      ...fields,
      postOnly: true,
      attachTpSl: true,
      timeInForce: 'IOC' as const,
      kind: 'oco' as const,
    };
    const demo = calculateTradeOptions(
      { isLoggedIn: true, isUnified: false, isDemo: true },
      DEFAULT_TRADE_PREFERENCES,
    );
    expect(calculateEffectiveFields(typed, demo)).toMatchObject({
      kind: 'limit',
      postOnly: false,
      attachTpSl: false,
      timeInForce: 'GTC',
    });
    const unified = calculateTradeOptions(
      { isLoggedIn: true, isUnified: true, isDemo: false },
      DEFAULT_TRADE_PREFERENCES,
    );
    expect(calculateEffectiveFields(typed, unified)).toBe(typed);
  });
});
