import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocaleFile, type NamespaceLoader, type PreloadedTexts } from './localeFiles';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

export const DEFAULT_NAMESPACE = 'spot';

export interface I18nOptions {
  /** The language to show first (the URL's, or the detected one). */
  locale?: Locale;
  /** Where a key missing in `locale` is looked up; the web config replaces it once loaded. */
  fallbackLocale?: Locale;
  preloaded?: PreloadedTexts;
  load?: NamespaceLoader;
}

/**
 * An i18next backend over `load`. A failed load is not retried and counts as an empty namespace
 * (spec 000 §8: "Failed translation load gives empty texts"): keys then come from the fallback
 * language, and a key found nowhere renders as an empty string (see `parseMissingKeyHandler`).
 */
function createBackend(load: NamespaceLoader): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      load(language, namespace).then(
        (texts) => callback(null, texts),
        (error: unknown) => {
          console.warn(`Translations ${language}/${namespace} failed to load; showing empty texts.`, error);
          callback(null, {});
        },
      );
    },
  };
}

function build(options: I18nOptions): [i18n, Promise<unknown>] {
  const instance = i18next.createInstance();
  const ready = instance
    .use(createBackend(options.load ?? loadLocaleFile))
    .use(initReactI18next)
    .init({
      lng: options.locale ?? DEFAULT_LOCALE,
      fallbackLng: [options.fallbackLocale ?? DEFAULT_LOCALE],
      supportedLngs: [...SUPPORTED_LOCALES],
      // `ar-SA` only: there is no `ar` file to look for.
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      ...(options.preloaded ? { resources: options.preloaded } : {}),
      // Preloaded texts are a head start; everything else still comes through the backend.
      partialBundledLanguages: true,
      // The spec's "empty texts": a key with no text anywhere shows nothing rather than its own name.
      parseMissingKeyHandler: (_key: string, defaultValue?: string) => defaultValue ?? '',
      // React escapes what it renders; escaping here too would show entities to the user.
      interpolation: { escapeValue: false },
      // With everything needed preloaded (tests), the instance is ready when this returns.
      initAsync: false,
      returnNull: false,
      react: {
        // A namespace loading later (errorCode, integratedTrade) must not blank the page through a
        // Suspense boundary; components render, then re-render when the texts arrive ("loaded").
        useSuspense: false,
        bindI18n: 'languageChanged loaded',
      },
    });
  return [instance, ready];
}

/**
 * One i18next instance per app (and per component test). Returns at once; texts not preloaded arrive
 * asynchronously.
 */
export function createI18n(options: I18nOptions = {}): i18n {
  return build(options)[0];
}

/** The browser's start: resolves once the first language (and the fallback) has loaded or failed. */
export async function loadI18n(options: I18nOptions = {}): Promise<i18n> {
  const [instance, ready] = build(options);
  await ready;
  return instance;
}

/**
 * Shows `locale`, looking missing keys up in `fallback`. Loads what is missing first, so the page
 * switches in one step; a no-op when both already hold.
 */
export async function showLanguage(instance: i18n, locale: Locale, fallback: Locale): Promise<void> {
  const current = instance.options.fallbackLng;
  const fallbackChanged = !Array.isArray(current) || current.length !== 1 || current[0] !== fallback;
  if (fallbackChanged) instance.options.fallbackLng = [fallback];
  // Changing to the same language recomputes the lookup chain, which a new fallback needs.
  if (fallbackChanged || instance.language !== locale) await instance.changeLanguage(locale);
}
