import { useEffect } from 'react';
import { useStore, type Atom } from './state/appJotai';

/**
 * Sets `document.title`. (React 19's hoisted `<title>` would sit after index.html's own title, and the
 * first one in the document wins.) `undefined` leaves the title to another component.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}

/**
 * Keeps `document.title` on `toTitle` of an atom that changes with the market (the page title with the
 * live price): written at once, then at most once per `everyMs`, the latest last. It follows the atom
 * through the store, so a change renders nothing.
 *
 * The live price changes with nearly every ticker snapshot (up to ten a second), and each write of the
 * title goes to the browser's own process for the tab strip: on the bookPanel bench's page it was the
 * largest single piece of script. The tab strip is read at a glance. A new `source` or `toTitle`
 * (another pair, another language) is written at once.
 */
export function useLiveDocumentTitle<T>(
  source: Atom<T>,
  toTitle: (value: T) => string,
  everyMs: number,
): void {
  const store = useStore();
  useEffect(() => {
    let writtenAt = -Infinity;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      pending = undefined;
      writtenAt = performance.now();
      const title = toTitle(store.get(source));
      if (document.title !== title) document.title = title;
    };
    // A change while a write waits is taken by that write, which reads the atom when it runs.
    const changed = () => {
      if (pending !== undefined) return;
      const wait = writtenAt + everyMs - performance.now();
      if (wait <= 0) write();
      else pending = setTimeout(write, wait);
    };
    write();
    const unsubscribe = store.sub(source, changed);
    return () => {
      unsubscribe();
      clearTimeout(pending);
    };
  }, [store, source, toTitle, everyMs]);
}
