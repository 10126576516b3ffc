import { useState } from 'react';
import * as z from 'zod/mini';
import { readPref, writePref } from '../../storage/localPrefs';

export const CLOSED_NOTICES_KEY = 'noticeBar.closed';
const closedSchema = z.object({ fingerprint: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * The fingerprint of the notice list the user closed, from local storage (spec 001 §4: closing stores
 * the list so the bar stays hidden until the list changes). When the browser refuses the write, the
 * choice still holds for this page.
 */
export function useClosedNotices(): [closed: string | undefined, close: (fingerprint: string) => void] {
  const [closed, setClosed] = useState(() => readPref(CLOSED_NOTICES_KEY, closedSchema)?.fingerprint);
  const close = (fingerprint: string) => {
    writePref(CLOSED_NOTICES_KEY, { fingerprint });
    setClosed(fingerprint);
  };
  return [closed, close];
}
