import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The chart panel in full screen (the toolbar's toggle): the browser's Fullscreen API where it is
 * allowed, else the panel fills the window by CSS (`data-full-screen`), left with Escape or the toggle.
 */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) setOn(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on]);
  const toggle = useCallback(
    (next: boolean) => {
      const element = target.current;
      setOn(next);
      if (next && element?.requestFullscreen) void element.requestFullscreen().catch(() => undefined);
      if (!next && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [target],
  );
  return { on, toggle };
}
