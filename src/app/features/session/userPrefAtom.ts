import type * as z from 'zod/mini';
import {
  isUserPrefOf,
  onPrefsChangedElsewhere,
  readPref,
  userPrefKey,
  writePref,
} from '../../storage/localPrefs';
import { atom, type WritableAtom } from '../../state/appJotai';
import { userIdAtom } from './sessionAtoms';

/**
 * A choice kept in this browser per viewer (`userPrefKey`: under `name` for a visitor, under the user's
 * own key once logged in), so one user's choice never becomes another's. Reads the stored value
 * (`undefined` when there is none or it does not fit `schema`); a write stores it and holds it in the
 * page with the key it went to, so a write made before a login or a logout is not the next viewer's.
 *
 * With `followOtherTabs`, a choice another tab of the browser stores is this page's at once, as a
 * reload would show it (the theme, the trade preferences); without, the page keeps what it has until
 * then (which tab of the orders panel it shows).
 */
export function userPrefAtom<T>(
  name: string,
  schema: z.core.$ZodType<T>,
  { followOtherTabs = false } = {},
): WritableAtom<T | undefined, [T], void> {
  const keyAtom = atom((get) => userPrefKey(name, get(userIdAtom)));
  // Counts the other tabs' writes of this preference (any viewer's key), while the page reads it.
  const writesElsewhereAtom = atom(0);
  if (followOtherTabs)
    writesElsewhereAtom.onMount = (count) =>
      onPrefsChangedElsewhere((key) => {
        if (key === undefined || isUserPrefOf(key, name)) count((n) => n + 1);
      });
  const writtenAtom = atom<{ key: string; value: T; writesElsewhere: number } | undefined>(undefined);
  return atom(
    (get) => {
      const key = get(keyAtom);
      const writesElsewhere = get(writesElsewhereAtom);
      const written = get(writtenAtom);
      return written?.key === key && written.writesElsewhere === writesElsewhere
        ? written.value
        : readPref(key, schema);
    },
    (get, set, value: T) => {
      const key = get(keyAtom);
      writePref(key, value);
      set(writtenAtom, { key, value, writesElsewhere: get(writesElsewhereAtom) });
    },
  );
}
