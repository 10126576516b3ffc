import { useCallback, useEffect, useState, type RefObject } from 'react';
import { calculateToolbarOverflow, type ToolbarOverflow } from './calculateToolbarOverflow';

const NONE: ToolbarOverflow = { showArrows: false, canScrollBack: false, canScrollForward: false };

/** Share of the visible width one arrow click scrolls: enough to move on, with some overlap kept. */
const SCROLL_STEP = 0.6;

/**
 * Watches a horizontally scrolling track: its size (ResizeObserver on the track and its content),
 * and its scroll position, and answers the overflow decision plus a `scrollBy(direction)` for the
 * arrows. Where ResizeObserver is missing (jsdom), it measures once and on window resizes.
 */
export function useToolbarOverflow(trackRef: RefObject<HTMLElement | null>) {
  const [overflow, setOverflow] = useState<ToolbarOverflow>(NONE);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = calculateToolbarOverflow(track.scrollWidth, track.clientWidth, track.scrollLeft);
    // Same decision, same object: a scroll event must not re-render the toolbar for nothing.
    setOverflow((previous) =>
      previous.showArrows === next.showArrows &&
      previous.canScrollBack === next.canScrollBack &&
      previous.canScrollForward === next.canScrollForward
        ? previous
        : next,
    );
  }, [trackRef]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(measure);
      observer.observe(track);
      // The content grows without the track changing size (a longer label): watch the children too.
      for (const child of Array.from(track.children)) observer.observe(child);
    }
    return () => {
      track.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [trackRef, measure]);

  const scrollBy = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      track.scrollLeft += direction * Math.max(40, track.clientWidth * SCROLL_STEP);
      measure();
    },
    [trackRef, measure],
  );

  return { overflow, scrollBy };
}
