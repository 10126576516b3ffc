import { useContext, useEffect } from 'react';
import { I18nContext } from 'react-i18next';
import { readyWebConfigAtom } from '../features/session';
import { useAtomValue } from '../state/appJotai';
import { showLanguage } from './createI18n';
import { matchLocale } from './detectLocale';
import { DEFAULT_LOCALE, textDirectionOf, type Locale } from './locales';

/**
 * Keeps the document and i18next in step with the locale of the URL: `<html lang dir>` at once
 * (`ar-SA` is right to left), the texts as soon as they have loaded, and the fallback language from
 * the web config (`en` until it has loaded, or if it names a language we do not have).
 */
export function useDocumentLocale(locale: Locale): void {
  // The provider's own instance: `useTranslation().i18n` is a per-render wrapper.
  const i18n = useContext(I18nContext)?.i18n;
  const configured = useAtomValue(readyWebConfigAtom)?.fallbackLocale;
  const fallback = (configured === undefined ? undefined : matchLocale(configured)) ?? DEFAULT_LOCALE;

  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = textDirectionOf(locale);
  }, [locale]);

  useEffect(() => {
    if (i18n) void showLanguage(i18n, locale, fallback);
  }, [i18n, locale, fallback]);
}
