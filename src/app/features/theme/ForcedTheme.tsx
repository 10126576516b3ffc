import { useLayoutEffect } from 'react';
import { useSetAtom } from '../../state/appJotai';
import { forcedThemeAtom, type Theme } from './themeAtoms';

/**
 * Renders nothing; while mounted the page shows `theme` whatever the user chose (the leveraged-token
 * page is always light, spec 000 §2). The stored choice is untouched, so leaving the page restores it.
 * Needs `DocumentTheme` mounted above or beside it.
 */
export function ForcedTheme({ theme }: { theme: Theme }) {
  const force = useSetAtom(forcedThemeAtom);
  useLayoutEffect(() => {
    force(theme);
    return () => force(undefined);
  }, [force, theme]);
  return null;
}
