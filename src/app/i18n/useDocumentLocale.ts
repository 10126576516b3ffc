import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from './locales';

/** Keeps `<html lang>` and the i18next language in step with the locale of the URL. */
export function useDocumentLocale(locale: Locale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}
