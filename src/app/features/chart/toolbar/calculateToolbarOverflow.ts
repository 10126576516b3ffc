/** Spec 000 §2: the toolbar's scroll arrows appear only past this many pixels of overflow. */
export const TOOLBAR_OVERFLOW_THRESHOLD_PX = 10;

export interface ToolbarOverflow {
  /** The content is wider than the track by more than the threshold: show the scroll arrows. */
  showArrows: boolean;
  /** There is hidden content before the visible part (the back arrow does something). */
  canScrollBack: boolean;
  /** There is hidden content after the visible part (the forward arrow does something). */
  canScrollForward: boolean;
}

/**
 * Whether the toolbar overflows enough to show its scroll arrows, and which way it can still scroll.
 * Browsers report fractional `scrollLeft` at some zoom levels, so the ends allow a pixel of slack.
 */
export function calculateToolbarOverflow(
  scrollWidth: number,
  clientWidth: number,
  scrollLeft: number,
): ToolbarOverflow {
  const overflow = scrollWidth - clientWidth;
  if (overflow <= TOOLBAR_OVERFLOW_THRESHOLD_PX) {
    return { showArrows: false, canScrollBack: false, canScrollForward: false };
  }
  const offset = Math.abs(scrollLeft);
  return { showArrows: true, canScrollBack: offset > 1, canScrollForward: offset < overflow - 1 };
}
