import { useEffect } from 'react';
import { useSetAtom } from '../state/appJotai';
import { fetchProfile, fetchWebConfig } from './sessionApi';
import { profileAtom, webConfigAtom } from './sessionAtoms';

/** Loads the profile and the web config once per app root; renders nothing. */
export function SessionLoader() {
  const setProfile = useSetAtom(profileAtom);
  const setWebConfig = useSetAtom(webConfigAtom);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void fetchProfile(signal).then((result) => {
      if (!signal.aborted)
        setProfile(
          result.ok ? { status: 'ready', value: result.value } : { status: 'failed', error: result.error },
        );
    });
    void fetchWebConfig(signal).then((result) => {
      if (!signal.aborted)
        setWebConfig(
          result.ok ? { status: 'ready', value: result.value } : { status: 'failed', error: result.error },
        );
    });
    return () => controller.abort();
  }, [setProfile, setWebConfig]);
  return null;
}
