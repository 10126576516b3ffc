import { useEffect, useRef } from 'react';

/**
 * How a title that changes with the market is written: at once, then at most once per `everyMs` (the
 * latest title last). A new `key` (another pair) is written at once.
 */
export interface TitleThrottle {
  everyMs: number;
  key: string;
}

/**
 * Sets `document.title`. (React 19's hoisted `<title>` would sit after index.html's own title, and the
 * first one in the document wins.) `undefined` leaves the title to another component.
 *
 * A title with the live price in it changes with nearly every ticker snapshot (up to ten a second), and
 * each write goes to the browser's own process for the tab strip: on the bookPanel bench's page it was
 * the largest single piece of script. The tab strip is read at a glance, so `throttle` writes such a
 * title at most once per period.
 */
export function useDocumentTitle(title: string | undefined, throttle?: TitleThrottle): void {
  const written = useRef<{ at: number; key: string | undefined }>({ at: -Infinity, key: undefined });
  const everyMs = throttle?.everyMs ?? 0;
  const key = throttle?.key;
  useEffect(() => {
    if (title === undefined) return;
    const write = () => {
      document.title = title;
      written.current = { at: performance.now(), key };
    };
    const wait = written.current.key === key ? written.current.at + everyMs - performance.now() : 0;
    if (wait <= 0) {
      write();
      return;
    }
    const timer = setTimeout(write, wait);
    return () => clearTimeout(timer);
  }, [title, everyMs, key]);
}
