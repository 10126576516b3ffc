/**
 * Locales the app can show. The full list of 28 (spec 000 §2) arrives with the i18n issue; routes and
 * redirects read only from here.
 */
export const SUPPORTED_LOCALES = ['en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function parseLocale(text: string | undefined): Locale | undefined {
  return SUPPORTED_LOCALES.find((locale) => locale === text);
}
