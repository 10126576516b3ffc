import type { FormOrderKind } from '../../../shared/orderChecks';

/** Trade preferences of spec 001 §3 that the standard order form reads. */
export interface TradePreferences {
  showAvailableBalance: boolean;
  showMaxBuy: boolean;
  showTpSl: boolean;
  showPostOnly: boolean;
  showTimeInForce: boolean;
}

export type TradePreferenceKey = keyof TradePreferences;

/** Everything shown until the user hides it. */
export const DEFAULT_TRADE_PREFERENCES: TradePreferences = {
  showAvailableBalance: true,
  showMaxBuy: true,
  showTpSl: true,
  showPostOnly: true,
  showTimeInForce: true,
};

/** Who trades, as far as the form's options care. */
export interface TradeViewer {
  isLoggedIn: boolean;
  isUnified: boolean;
  isDemo: boolean;
}

export interface TradeOptions {
  /** The preferences the popover offers (spec 001 §6: none for visitors). */
  offered: TradePreferenceKey[];
  /** Order types on the form's tab strip. */
  kinds: FormOrderKind[];
  showAvailableBalance: boolean;
  showMaxBuy: boolean;
  /** Take-profit and stop-loss attached to a limit order. */
  showTpSl: boolean;
  showPostOnly: boolean;
  showTimeInForce: boolean;
}

const ALL_KINDS: FormOrderKind[] = ['limit', 'market', 'conditional', 'stopLimit', 'oco', 'trailingStop'];

/**
 * What the form shows for this viewer and these preferences (spec 001 §5 "Preference visibility",
 * §6): TP/SL, post-only and time in force need a unified, non-demo account (and then the user's
 * preference); post-only and time in force would also hide while the leverage check is on, which
 * spot without margin never is. Demo accounts have no OCO and no TP/SL. Visitors see every order type
 * (they cannot order, but may look) and no preferences.
 */
export function calculateTradeOptions(viewer: TradeViewer, preferences: TradePreferences): TradeOptions {
  const advanced = viewer.isLoggedIn && viewer.isUnified && !viewer.isDemo;
  const offered: TradePreferenceKey[] = viewer.isLoggedIn ? ['showAvailableBalance', 'showMaxBuy'] : [];
  if (advanced) offered.push('showTpSl', 'showPostOnly', 'showTimeInForce');
  return {
    offered,
    kinds: viewer.isDemo ? ALL_KINDS.filter((kind) => kind !== 'oco') : ALL_KINDS,
    showAvailableBalance: viewer.isLoggedIn && preferences.showAvailableBalance,
    showMaxBuy: viewer.isLoggedIn && preferences.showMaxBuy,
    showTpSl: advanced && preferences.showTpSl,
    showPostOnly: advanced && preferences.showPostOnly,
    showTimeInForce: advanced && preferences.showTimeInForce,
  };
}
