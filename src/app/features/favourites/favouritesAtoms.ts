/**
 * Favourite symbols (spec 000 §6): from local storage for visitors, from the server for logged-in
 * users. A toggle shows at once and is saved behind it; a refused save puts the list back and says so.
 */
import * as z from 'zod/mini';
import type { ApiError } from '../../../shared/rest/ApiError';
import { viewerAtom } from '../session';
import { atom } from '../../state/appJotai';
import { readPref, writePref } from '../../storage/localPrefs';
import { fetchFavourites, saveFavourites } from './favouritesApi';

export const FAVOURITES_KEY = 'favourites';
const storedSchema = z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(500));

export interface FavouritesState {
  status: 'loading' | 'ready';
  /** Symbol ids, oldest first. */
  symbols: readonly string[];
  /** Where the list lives: decided by who is looking when it was loaded. */
  source: 'local' | 'server';
  /** The last failed load or save, for an alert; cleared by the next success. */
  error: ApiError | undefined;
  /** What failed: a load leaves the list empty, a refused save put the list back as it was. */
  errorDuring?: 'load' | 'save' | undefined;
}

export const favouritesAtom = atom<FavouritesState>({
  status: 'loading',
  symbols: [],
  source: 'local',
  error: undefined,
});

/** Loads the list for the current viewer (call again when the viewer changes). */
export const loadFavouritesAtom = atom(null, async (get, set, signal?: AbortSignal) => {
  const viewer = get(viewerAtom);
  if (viewer.kind === 'unknown') return;
  if (!viewer.isLoggedIn) {
    set(favouritesAtom, {
      status: 'ready',
      symbols: readPref(FAVOURITES_KEY, storedSchema) ?? [],
      source: 'local',
      error: undefined,
    });
    return;
  }
  // The previous viewer's list must not show, or take toggles, while this one loads.
  set(favouritesAtom, { status: 'loading', symbols: [], source: 'server', error: undefined });
  const result = await fetchFavourites(signal);
  if (signal?.aborted) return;
  set(
    favouritesAtom,
    result.ok
      ? { status: 'ready', symbols: result.value, source: 'server', error: undefined }
      : { status: 'ready', symbols: [], source: 'server', error: result.error, errorDuring: 'load' },
  );
});

/** Adds or removes one symbol. */
export const toggleFavouriteAtom = atom(null, async (get, set, symbolId: string) => {
  const before = get(favouritesAtom);
  // Until the viewer's list is known there is nothing to toggle, and nowhere to save it.
  if (before.status !== 'ready') return;
  const symbols = before.symbols.includes(symbolId)
    ? before.symbols.filter((s) => s !== symbolId)
    : [...before.symbols, symbolId];
  set(favouritesAtom, { ...before, symbols, error: undefined, errorDuring: undefined });
  if (before.source === 'local') {
    writePref(FAVOURITES_KEY, symbols);
    return;
  }
  const result = await saveFavourites(symbols);
  // A later toggle supersedes this answer; only the newest one may roll back.
  if (get(favouritesAtom).symbols !== symbols) return;
  set(
    favouritesAtom,
    result.ok
      ? { ...get(favouritesAtom), symbols: result.value }
      : { ...before, error: result.error, errorDuring: 'save' },
  );
});

/** The user has read the alert. */
export const dismissFavouritesErrorAtom = atom(null, (get, set) => {
  set(favouritesAtom, { ...get(favouritesAtom), error: undefined, errorDuring: undefined });
});

export const isFavouriteAtom = (symbolId: string) =>
  atom((get) => get(favouritesAtom).symbols.includes(symbolId));
