/**
 * The pairs this browser opened, newest first, for the footer's recent strip (spec 000 §1). Kept in
 * local storage (per browser, not per account: a visitor has one too) and read once per app store.
 */
import * as z from 'zod/mini';
import { atom } from '../../state/appJotai';
import { readPref, writePref } from '../../storage/localPrefs';
import { calculateRecentSymbols, RECENT_SYMBOLS_MAX } from './calculateRecentSymbols';

export const RECENT_SYMBOLS_KEY = 'recentSymbols';

// A longer stored list (an older version, another tab) is cut, not thrown away.
const storedSchema = z.pipe(
  z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(500)),
  z.transform((ids: string[]) => [...new Set(ids)].slice(0, RECENT_SYMBOLS_MAX)),
);

/** `undefined` until this store records its first visit; until then the stored list is read. */
const recordedAtom = atom<readonly string[] | undefined>(undefined);

/** Symbol ids, newest first, at most RECENT_SYMBOLS_MAX. */
export const recentSymbolsAtom = atom<readonly string[]>(
  (get) => get(recordedAtom) ?? readPref(RECENT_SYMBOLS_KEY, storedSchema) ?? [],
);

/** Records a visit to a pair the page shows, and stores the list (memory only if storage refuses). */
export const recordRecentSymbolAtom = atom(null, (get, set, symbolId: string) => {
  const before = get(recentSymbolsAtom);
  const after = calculateRecentSymbols(before, symbolId);
  if (after === before) return;
  set(recordedAtom, after);
  writePref(RECENT_SYMBOLS_KEY, after);
});
