import { detectLocale } from '../i18n/detectLocale';
import type { Locale } from '../i18n/locales';
import { browserLanguages, readStoredLocale } from '../i18n/storedLocale';
import { readyWebConfigAtom } from '../features/session';
import { useAtomValue } from '../state/appJotai';

/** The locale a locale-less address gets: the stored choice, else the browser's, else the configured fallback, else en. */
export function usePreferredLocale(): Locale {
  const config = useAtomValue(readyWebConfigAtom);
  return detectLocale({
    stored: readStoredLocale(),
    browser: browserLanguages(),
    fallback: config?.fallbackLocale,
  });
}
