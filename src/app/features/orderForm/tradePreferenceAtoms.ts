/**
 * The trade preferences (spec 001 §3), kept in this browser per user (`userPrefKey`), as the theme is:
 * a user's choice never becomes another's. Read once per key, then held in memory; a change another
 * tab stores is this page's at once.
 */
import * as z from 'zod/mini';
import { userPrefAtom } from '../session';
import { atom } from '../../state/appJotai';
import {
  DEFAULT_TRADE_PREFERENCES,
  type TradePreferenceKey,
  type TradePreferences,
} from './calculateTradeOptions';

export const TRADE_PREFERENCES_KEY = 'tradePreferences';

const preferencesSchema = z.partial(
  z.object({
    showAvailableBalance: z.boolean(),
    showMaxBuy: z.boolean(),
    showTpSl: z.boolean(),
    showPostOnly: z.boolean(),
    showTimeInForce: z.boolean(),
  }),
);

const storedAtom = userPrefAtom(TRADE_PREFERENCES_KEY, preferencesSchema, { followOtherTabs: true });

export const tradePreferencesAtom = atom(
  (get): TradePreferences => ({ ...DEFAULT_TRADE_PREFERENCES, ...stripUndefined(get(storedAtom) ?? {}) }),
  (get, set, change: { key: TradePreferenceKey; value: boolean }): void => {
    set(storedAtom, { ...get(tradePreferencesAtom), [change.key]: change.value });
  },
);

function stripUndefined(stored: Partial<Record<TradePreferenceKey, boolean | undefined>>) {
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
}
