/**
 * Caps on a user's stored preferences (spec 000 §7 "set preference settings": flags, dates, read
 * markers, a few dozen keys of short strings). Without them 100 posts grew one user's answer to 21 MB.
 * An upsert that would pass a cap is refused whole: nothing of it is stored.
 */
import { utf8Length } from './storedJson';

/** Per key and value, and per request (zod checks these where the body enters). */
export const PREFERENCE_KEY_MAX = 100;
export const PREFERENCE_VALUE_MAX = 2000;
export const PREFERENCE_UPSERT_MAX = 100;
/** Per user: the spec's keys are a few dozen; twice that leaves room for what a page adds later. */
export const PREFERENCE_KEYS_PER_USER = 100;
/** Per user, keys and values in UTF-8: a GET of all preferences stays a small answer. */
export const PREFERENCE_BYTES_PER_USER = 32 * 1024;

export type Merged = { ok: true; value: Record<string, string> } | { ok: false; message: string };

export function mergePreferences(
  current: Readonly<Record<string, string>> | undefined,
  upsert: Readonly<Record<string, string>>,
): Merged {
  const value = { ...current, ...upsert };
  const entries = Object.entries(value);
  if (entries.length > PREFERENCE_KEYS_PER_USER) {
    return {
      ok: false,
      message: `at most ${PREFERENCE_KEYS_PER_USER} preference keys per user; this would make ${entries.length}`,
    };
  }
  const bytes = entries.reduce((sum, [key, text]) => sum + utf8Length(key) + utf8Length(text), 0);
  if (bytes > PREFERENCE_BYTES_PER_USER) {
    return {
      ok: false,
      message: `preferences would take ${bytes} bytes, over the ${PREFERENCE_BYTES_PER_USER} allowed per user`,
    };
  }
  return { ok: true, value };
}
