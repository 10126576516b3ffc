import { useEffect } from 'react';
import { hubClientAtom } from '../../hub/hubAtoms';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { calculateLoadedProfile } from './calculateLoadedProfile';
import { fetchProfile, fetchWebConfig } from './sessionApi';
import { profileAtom, profileRevisionAtom, webConfigAtom } from './sessionAtoms';

/**
 * Loads the profile and the web config once per app root, the profile again on each
 * `refreshProfileAtom`, and tells the hub whose session this page has (so a login or logout in one tab
 * reconnects the socket every tab shares). Renders nothing.
 */
export function SessionLoader() {
  const setProfile = useSetAtom(profileAtom);
  const setWebConfig = useSetAtom(webConfigAtom);
  const revision = useAtomValue(profileRevisionAtom);
  const hub = useAtomValue(hubClientAtom);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void fetchProfile(signal).then((result) => {
      if (signal.aborted) return;
      setProfile((previous) => calculateLoadedProfile(previous, result));
      // A login or logout in any tab: the shared socket must carry the new cookie.
      if (result.ok) hub?.sessionIs(result.value.id);
    });
    return () => controller.abort();
  }, [hub, revision, setProfile]);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void fetchWebConfig(signal).then((result) => {
      if (!signal.aborted)
        setWebConfig(
          result.ok ? { status: 'ready', value: result.value } : { status: 'failed', error: result.error },
        );
    });
    return () => controller.abort();
  }, [setWebConfig]);
  return null;
}
