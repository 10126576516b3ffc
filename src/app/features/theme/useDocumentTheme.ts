import { useLayoutEffect } from 'react';
import { viewerAtom } from '../session';
import { writePref } from '../../storage/localPrefs';
import { useAtomValue } from '../../state/appJotai';
import { documentThemeAtom, SHOWN_THEME_KEY, themeAtom, type Theme } from './themeAtoms';

/**
 * Keeps `<html data-theme>` on the page's theme (theme.css defines one palette per value). Mount it
 * once per app (`DocumentTheme`); pages that must look one way use `ForcedTheme` instead of writing
 * the attribute themselves, so the two never race.
 */
export function useDocumentTheme(): Theme {
  const theme = useAtomValue(documentThemeAtom);
  const viewerTheme = useAtomValue(themeAtom);
  const viewerKnown = useAtomValue(viewerAtom).kind !== 'unknown';
  // Layout effect: the attribute is set before the first paint.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  // Remembered for the next load's first paint: the viewer's own theme, not one a page forces.
  useLayoutEffect(() => {
    if (viewerKnown) writePref(SHOWN_THEME_KEY, viewerTheme);
  }, [viewerKnown, viewerTheme]);
  return theme;
}
