/**
 * The trade preferences (spec 001 §3), kept in this browser per user (`userPrefKey`), as the theme is:
 * a user's choice never becomes another's. Read once per key, then held in memory.
 */
import * as z from 'zod/mini';
import { userIdAtom } from '../session';
import { readPref, userPrefKey, writePref } from '../../storage/localPrefs';
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

const keyAtom = atom((get) => userPrefKey(TRADE_PREFERENCES_KEY, get(userIdAtom)));

/** What this page set, with the key it went to (a set before a login is not the new user's). */
const setInPageAtom = atom<{ key: string; value: TradePreferences } | undefined>(undefined);

export const tradePreferencesAtom = atom(
  (get): TradePreferences => {
    const key = get(keyAtom);
    const set = get(setInPageAtom);
    if (set?.key === key) return set.value;
    return { ...DEFAULT_TRADE_PREFERENCES, ...stripUndefined(readPref(key, preferencesSchema) ?? {}) };
  },
  (get, set, change: { key: TradePreferenceKey; value: boolean }) => {
    const key = get(keyAtom);
    const value = { ...get(tradePreferencesAtom), [change.key]: change.value };
    writePref(key, value);
    set(setInPageAtom, { key, value });
  },
);

function stripUndefined(stored: Partial<Record<TradePreferenceKey, boolean | undefined>>) {
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
}
