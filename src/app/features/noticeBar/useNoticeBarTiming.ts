import { useEffect, useState, type FocusEvent } from 'react';
import { NOTICE_BAR_DELAY_MS, NOTICE_BAR_ROTATE_MS, type Schedule } from './noticeBarSchedule';

export interface NoticeBarTimingOptions {
  /** The bar may show: allowed for this viewer, has items, not closed for this list. */
  eligible: boolean;
  /** How many items rotate. */
  count: number;
  schedule: Schedule;
  delayMs?: number;
  rotateMs?: number;
}

export interface NoticeBarTiming {
  /** The delay has passed while eligible. */
  shown: boolean;
  /** The item on show, always < count (0 when there is none). */
  index: number;
  /** Rotation is on (more than one item, nothing holding it). */
  rotating: boolean;
  next(): void;
  previous(): void;
  /** Spread on the bar: the pointer over it or focus inside it holds the rotation (WCAG 2.2.2). */
  holdHandlers: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * When the notice bar shows and which item it shows (spec 001 §4 and §9):
 * 1. Once eligible, wait `delayMs` (3 s), then show.
 * 2. With more than one item, move to the next every `rotateMs` (5 s); a manual move restarts the wait.
 * 3. While the pointer is over the bar or focus is inside it, do not rotate; on leaving, wait a full
 *    `rotateMs` again.
 * 4. When no longer eligible (closed, emptied, gated), hide and forget the hold, so a later list starts
 *    from step 1 with the first item.
 */
export function useNoticeBarTiming({
  eligible,
  count,
  schedule,
  delayMs = NOTICE_BAR_DELAY_MS,
  rotateMs = NOTICE_BAR_ROTATE_MS,
}: NoticeBarTimingOptions): NoticeBarTiming {
  const [revealed, setRevealed] = useState(false);
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [wasEligible, setWasEligible] = useState(eligible);

  // Step 4, adjusted during render (not in an effect) so the hidden bar never paints a stale frame.
  if (eligible !== wasEligible) {
    setWasEligible(eligible);
    if (!eligible) {
      setRevealed(false);
      setIndex(0);
      setHovered(false);
      setFocused(false);
    }
  }

  const shown = eligible && revealed;
  const index = count > 0 ? rawIndex % count : 0;
  const rotating = shown && count > 1 && !hovered && !focused;

  useEffect(() => {
    if (!eligible || revealed) return undefined;
    return schedule(delayMs, () => setRevealed(true));
  }, [eligible, revealed, schedule, delayMs]);

  useEffect(() => {
    if (!rotating) return undefined;
    // `index` is a dependency on purpose: every move, automatic or manual, restarts the full wait.
    return schedule(rotateMs, () => setIndex(index + 1));
  }, [rotating, index, schedule, rotateMs]);

  return {
    shown,
    index,
    rotating,
    next: () => setIndex(index + 1),
    previous: () => setIndex(index + count - 1),
    holdHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        const to = event.relatedTarget;
        if (!(to instanceof Node) || !event.currentTarget.contains(to)) setFocused(false);
      },
    },
  };
}
