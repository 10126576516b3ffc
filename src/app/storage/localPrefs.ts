/**
 * The page's local storage, in one place: every key is prefixed `spotdesk.`, values are JSON checked
 * with a zod schema on the way in, and a storage that throws (private mode, quota, disabled) reads as
 * empty and drops writes instead of breaking the page. Only preferences live here; never a session or
 * a token (sessions are httpOnly cookies).
 */
import * as z from 'zod/mini';

const PREFIX = 'spotdesk.';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The key of a preference kept per user (spec 001 §9: "container theme key stored per user"): the plain
 * key for a visitor (`theme`), the key and the logged-in user's id for a user (`theme.user.<id>`), so
 * two users of one browser keep two choices and a visitor's choice never becomes a user's.
 */
export function userPrefKey(key: string, userId: string | undefined): string {
  return userId === undefined ? key : `${key}.user.${encodeURIComponent(userId)}`;
}

/** Whether `key` is the preference `name` of some viewer: the visitor's or a user's (`userPrefKey`). */
export function isUserPrefOf(key: string, name: string): boolean {
  return key === name || key.startsWith(`${name}.user.`);
}

/** The stored value, or `undefined` when missing, unreadable or not of the expected shape. */
export function readPref<T>(key: string, schema: z.core.$ZodType<T>): T | undefined {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (text === null || text === undefined) return undefined;
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a value; `false` when the browser refused (the page keeps the value in memory only). */
export function writePref(key: string, value: unknown): boolean {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls `listener` with the key of each preference another tab of this browser stored or removed (the
 * `storage` event: a page's own writes do not fire it), `undefined` when it cleared them all. Returns
 * the function that stops listening.
 */
export function onPrefsChangedElsewhere(listener: (key: string | undefined) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) listener(undefined);
    else if (event.key.startsWith(PREFIX)) listener(event.key.slice(PREFIX.length));
  };
  globalThis.addEventListener('storage', onStorage);
  return () => globalThis.removeEventListener('storage', onStorage);
}

export function removePref(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, or nothing can be: either way the key is gone for this page.
  }
}
