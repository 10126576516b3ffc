import { useEffect } from 'react';
import { viewerAtom } from '../session';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { loadFavouritesAtom } from './favouritesAtoms';

/** Loads the favourites once the viewer is known, and again when it changes (login, logout). */
export function FavouritesLoader() {
  const viewer = useAtomValue(viewerAtom);
  const load = useSetAtom(loadFavouritesAtom);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, viewer.kind]);
  return null;
}
