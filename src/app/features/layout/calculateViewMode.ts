import { MOBILE_MAX_WIDTH, VIEWPORT_RESIZE_DEBOUNCE_MS } from './gridConstants';

export type ViewMode = 'mobile' | 'desktop';

/** Spec 000 §1: screens of 500 px width or less get the mobile view. */
export function calculateViewMode(viewportWidth: number): ViewMode {
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

export interface ViewModeWatcher {
  /** Report a new viewport width (from a resize event). */
  resized(viewportWidth: number): void;
  dispose(): void;
}

/**
 * Calls `onCross` once the viewport, after resizing settles for 100 ms, is on the other side of the
 * 500 px threshold than it was at load. The page reloads then (spec 000 §1) instead of swapping views
 * in place, so each view starts from a clean mount.
 */
export function createViewModeWatcher(
  initialWidth: number,
  onCross: (mode: ViewMode) => void,
  debounceMs = VIEWPORT_RESIZE_DEBOUNCE_MS,
): ViewModeWatcher {
  const initialMode = calculateViewMode(initialWidth);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let crossed = false;
  return {
    resized(viewportWidth) {
      if (crossed) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const mode = calculateViewMode(viewportWidth);
        if (mode === initialMode) return;
        crossed = true;
        onCross(mode);
      }, debounceMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
