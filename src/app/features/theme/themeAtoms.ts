/**
 * Light or dark: the user's stored choice when there is one, otherwise the system's preference
 * (followed live). The choice is stored with `writePref('theme', …)`.
 */
import * as z from 'zod/mini';
import { readPref, writePref } from '../../storage/localPrefs';
import { atom } from '../../state/appJotai';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = 'theme';
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

/** Set once the user picks a theme in this page; until then the stored choice is read. */
const pickedThemeAtom = atom<Theme | undefined>(undefined);

/** The user's stored choice, or `undefined` when they never chose. */
export const chosenThemeAtom = atom<Theme | undefined>(
  (get) => get(pickedThemeAtom) ?? readPref(THEME_KEY, themeSchema),
);

/** The theme the page shows (before any page forces one) and how the user changes it. */
export const themeAtom = atom(
  (get): Theme => get(chosenThemeAtom) ?? get(systemThemeAtom),
  (_get, set, theme: Theme) => {
    writePref(THEME_KEY, theme);
    set(pickedThemeAtom, theme);
  },
);

/** Set while a page that must look one way is mounted (`ForcedTheme`); the stored choice stays. */
export const forcedThemeAtom = atom<Theme | undefined>(undefined);

/** What `<html data-theme>` shows: a forced theme wins over the user's. */
export const documentThemeAtom = atom<Theme>((get) => get(forcedThemeAtom) ?? get(themeAtom));
