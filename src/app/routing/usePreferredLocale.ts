import { z } from 'zod';
import { readyWebConfigAtom } from '../session/sessionAtoms';
import { useAtomValue } from '../state/appJotai';
import { readPref } from '../storage/localPrefs';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../i18n/locales';

/** The locale a locale-less address gets: the stored choice, else the browser's, else the configured fallback, else en. */
export function usePreferredLocale(): Locale {
  const config = useAtomValue(readyWebConfigAtom);
  return (
    parseLocale(readPref('locale', z.string())) ??
    globalThis.navigator?.languages?.map((tag) => parseLocale(tag)).find((l) => l !== undefined) ??
    parseLocale(config?.fallbackLocale) ??
    DEFAULT_LOCALE
  );
}
