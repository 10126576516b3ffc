import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import spot from '../../../locales/en/spot.json';
import { DEFAULT_LOCALE, type Locale } from './locales';

export const DEFAULT_NAMESPACE = 'spot';

/**
 * One i18next instance per app (and per component test). Only `en` is bundled for now; per-language
 * lazy loading of the namespaces is the i18n issue's work.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { en: { spot } },
    // React escapes what it renders; escaping here too would show entities to the user.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
