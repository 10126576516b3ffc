import { useLayoutEffect } from 'react';
import { useAtomValue } from '../../state/appJotai';
import { documentThemeAtom, type Theme } from './themeAtoms';

/**
 * Keeps `<html data-theme>` on the page's theme (theme.css defines one palette per value). Mount it
 * once per app (`DocumentTheme`); pages that must look one way use `ForcedTheme` instead of writing
 * the attribute themselves, so the two never race.
 */
export function useDocumentTheme(): Theme {
  const theme = useAtomValue(documentThemeAtom);
  // Layout effect: the attribute is set before the first paint.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}
