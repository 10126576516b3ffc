import * as z from 'zod/mini';
import { readPref, writePref } from '../storage/localPrefs';
import { parseLocale, type Locale } from './locales';

/** The local-storage key of the user's language choice (`spotdesk.locale`). */
export const LOCALE_PREF = 'locale';

/** The stored choice, if it still names a supported locale. */
export function readStoredLocale(): Locale | undefined {
  return parseLocale(readPref(LOCALE_PREF, z.string()));
}

export function storeLocale(locale: Locale): void {
  writePref(LOCALE_PREF, locale);
}

/** `navigator.languages`, or `[]` where there is no navigator (workers, Node). */
export function browserLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}
