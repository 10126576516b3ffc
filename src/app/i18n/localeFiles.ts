/**
 * The translation files, one lazily imported chunk per language and namespace
 * (`locales/{locale}/{namespace}.json`, spec 000 §7). Nothing here is bundled into the entry chunk:
 * vite turns each glob entry into its own dynamic import, fetched the first time i18next asks for it.
 */
import type { Locale } from './locales';

export const NAMESPACES = ['spot', 'errorCode', 'integratedTrade'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Texts = { [key: string]: string | Texts };

/** Reads one namespace of one language; rejects when it cannot. */
export type NamespaceLoader = (locale: string, namespace: string) => Promise<Texts>;

const files = import.meta.glob<{ default: Texts }>('/locales/*/*.json');

export const loadLocaleFile: NamespaceLoader = async (locale, namespace) => {
  const load = files[`/locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`there is no translation file locales/${locale}/${namespace}.json`);
  return (await load()).default;
};

/** Texts already at hand, by locale and namespace (tests preload `en` so they render synchronously). */
export type PreloadedTexts = Partial<Record<Locale, Partial<Record<Namespace, Texts>>>>;
