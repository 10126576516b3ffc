import type * as z from 'zod/mini';
import { readPref, userPrefKey, writePref } from '../../storage/localPrefs';
import { atom, type WritableAtom } from '../../state/appJotai';
import { userIdAtom } from './sessionAtoms';

/**
 * A choice kept in this browser per viewer (`userPrefKey`: under `name` for a visitor, under the user's
 * own key once logged in), so one user's choice never becomes another's. Reads the stored value
 * (`undefined` when there is none or it does not fit `schema`); a write stores it and holds it in the
 * page with the key it went to, so a write made before a login or a logout is not the next viewer's.
 */
export function userPrefAtom<T>(
  name: string,
  schema: z.core.$ZodType<T>,
): WritableAtom<T | undefined, [T], void> {
  const keyAtom = atom((get) => userPrefKey(name, get(userIdAtom)));
  const writtenAtom = atom<{ key: string; value: T } | undefined>(undefined);
  return atom(
    (get) => {
      const key = get(keyAtom);
      const written = get(writtenAtom);
      return written?.key === key ? written.value : readPref(key, schema);
    },
    (get, set, value: T) => {
      const key = get(keyAtom);
      writePref(key, value);
      set(writtenAtom, { key, value });
    },
  );
}
