import { useTranslation } from '../../i18n/useTranslation';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { themeAtom } from './themeAtoms';

/** A toggle button: pressed means the dark theme. The choice is remembered. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useAtomValue(themeAtom);
  const setTheme = useSetAtom(themeAtom);
  return (
    <button
      type="button"
      aria-pressed={theme === 'dark'}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      {t('theme.dark')}
    </button>
  );
}
