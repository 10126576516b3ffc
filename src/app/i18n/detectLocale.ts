import { DEFAULT_LOCALE, parseLocale, SUPPORTED_LOCALES, type Locale } from './locales';

export interface LocaleSources {
  /** The user's stored choice (`readPref('locale')`). */
  stored?: string | undefined;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  browser?: readonly string[] | undefined;
  /** The configured fallback (web config `fallbackLocale`), once it has loaded. */
  fallback?: string | undefined;
}

/**
 * The locale to show (spec 000 §1, §2): the stored choice, else the first browser language we can serve,
 * else the configured fallback, else `en`. Pure, so the redirects and the boot path agree.
 */
export function detectLocale({ stored, browser = [], fallback }: LocaleSources): Locale {
  return (
    parseLocale(stored) ??
    firstMatch(browser) ??
    (fallback === undefined ? undefined : matchLocale(fallback)) ??
    DEFAULT_LOCALE
  );
}

/** Browser order is the user's order: `['fr-CA', 'en-US']` means French first, even if not exact. */
function firstMatch(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return undefined;
}

// Regions whose Spanish follows Latin American usage (CLDR's es-419 children and the US).
const LATIN_AMERICA = new Set([
  '419', 'AR', 'BO', 'BR', 'BZ', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'GT', 'HN', 'MX', 'NI', 'PA', 'PE',
  'PR', 'PY', 'SV', 'US', 'UY', 'VE',
]); // prettier-ignore

/**
 * The supported locale serving a language tag: 1. the same tag (any case, after canonicalising, so the
 * legacy `in` reads as `id`); 2. the same language, choosing the variant a reader of that tag expects
 * (`zh-HK` → Traditional `zh-TW`, `es-AR` → `es-MX`, `pt-AO` → `pt-PT`, `tl` → `fil-PH`);
 * 3. `undefined` when we do not have the language.
 */
export function matchLocale(tag: string): Locale | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(Intl.getCanonicalLocales(tag)[0] ?? '');
  } catch {
    return undefined;
  }
  const canonical = locale.toString().toLowerCase();
  const exact = SUPPORTED_LOCALES.find((supported) => supported.toLowerCase() === canonical);
  if (exact) return exact;

  const region = locale.region;
  switch (locale.language) {
    case 'zh':
      return locale.maximize().script === 'Hant' ? 'zh-TW' : 'zh-CN';
    case 'es':
      return region !== undefined && LATIN_AMERICA.has(region) ? 'es-MX' : 'es-ES';
    case 'pt':
      return region === undefined || region === 'BR' ? 'pt-BR' : 'pt-PT';
    case 'tl':
      return 'fil-PH';
    default:
      return SUPPORTED_LOCALES.find((supported) => supported.split('-')[0] === locale.language);
  }
}
