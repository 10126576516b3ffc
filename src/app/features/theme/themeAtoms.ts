/**
 * Light or dark: the viewer's stored choice when there is one, otherwise the system's preference
 * (followed live). The choice is stored per user (spec 001 §9): under `theme` for a visitor and under
 * the logged-in user's own key (`userPrefKey`) for a user. Until the session says who the viewer is,
 * the page shows what this browser showed last (`theme.shown`), so a returning user's page does not
 * flash the visitor's theme first.
 */
import * as z from 'zod/mini';
import { userPrefAtom, viewerAtom } from '../session';
import { readPref } from '../../storage/localPrefs';
import { atom } from '../../state/appJotai';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = 'theme';
/** The theme this browser last showed a known viewer: the guess while the session loads. */
export const SHOWN_THEME_KEY = 'theme.shown';
const themeSchema = z.enum(THEMES);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

const systemDarkAtom = atom<boolean | undefined>(undefined);
systemDarkAtom.onMount = (setDark) => {
  const query = darkQuery();
  if (!query) return undefined;
  const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The system's preference; light where the browser cannot tell. */
export const systemThemeAtom = atom<Theme>((get) =>
  (get(systemDarkAtom) ?? darkQuery()?.matches) ? 'dark' : 'light',
);

/** The current viewer's stored choice, or `undefined` when they never chose. */
export const chosenThemeAtom = userPrefAtom(THEME_KEY, themeSchema, { followOtherTabs: true });

/** The theme the page shows (before any page forces one) and how the user changes it. */
export const themeAtom = atom(
  (get): Theme => {
    const known = get(chosenThemeAtom) ?? get(systemThemeAtom);
    if (get(viewerAtom).kind !== 'unknown') return known;
    return readPref(SHOWN_THEME_KEY, themeSchema) ?? known;
  },
  (_get, set, theme: Theme) => set(chosenThemeAtom, theme),
);

/** Set while a page that must look one way is mounted (`ForcedTheme`); the stored choice stays. */
export const forcedThemeAtom = atom<Theme | undefined>(undefined);

/** What `<html data-theme>` shows: a forced theme wins over the user's. */
export const documentThemeAtom = atom<Theme>((get) => get(forcedThemeAtom) ?? get(themeAtom));
