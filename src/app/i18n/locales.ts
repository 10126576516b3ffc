/**
 * The 28 locales the app can show (spec 000 §2), as the BCP 47 tags that appear in URLs
 * (`/{locale}/trade/spot/...`), each with its name in its own language for the language selector.
 * Routes, redirects, detection and the translation files all read from here.
 */
export const SUPPORTED_LOCALES = [
  'en',
  'zh-CN',
  'zh-TW',
  'ja-JP',
  'ko-KR',
  'ru-RU',
  'uk-UA',
  'es-ES',
  'es-MX',
  'pt-BR',
  'pt-PT',
  'fr-FR',
  'de-DE',
  'it-IT',
  'nl-NL',
  'pl-PL',
  'cs-CZ',
  'ro-RO',
  'sv-SE',
  'tr-TR',
  'ar-SA',
  'vi-VN',
  'id-ID',
  'ms-MY',
  'th-TH',
  'fil-PH',
  'hi-IN',
  'kk-KZ',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** What the selector lists: each language in its own words, so a reader finds theirs in any UI language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'ru-RU': 'Русский',
  'uk-UA': 'Українська',
  'es-ES': 'Español (España)',
  'es-MX': 'Español (Latinoamérica)',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'it-IT': 'Italiano',
  'nl-NL': 'Nederlands',
  'pl-PL': 'Polski',
  'cs-CZ': 'Čeština',
  'ro-RO': 'Română',
  'sv-SE': 'Svenska',
  'tr-TR': 'Türkçe',
  'ar-SA': 'العربية',
  'vi-VN': 'Tiếng Việt',
  'id-ID': 'Bahasa Indonesia',
  'ms-MY': 'Bahasa Melayu',
  'th-TH': 'ไทย',
  'fil-PH': 'Filipino',
  'hi-IN': 'हिन्दी',
  'kk-KZ': 'Қазақша',
};

/** Locales written right to left (spec 000 §2: Arabic). */
const RTL_LOCALES: ReadonlySet<string> = new Set<Locale>(['ar-SA']);

/** The locale when `text` is exactly one of the supported tags (URLs are case-sensitive), else `undefined`. */
export function parseLocale(text: string | null | undefined): Locale | undefined {
  return SUPPORTED_LOCALES.find((locale) => locale === text);
}

export function isRtl(locale: string): boolean {
  return RTL_LOCALES.has(locale);
}

export type TextDirection = 'ltr' | 'rtl';

export function textDirectionOf(locale: string): TextDirection {
  return isRtl(locale) ? 'rtl' : 'ltr';
}
