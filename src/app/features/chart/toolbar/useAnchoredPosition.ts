import { useLayoutEffect, type RefObject } from 'react';

const GAP_PX = 4;
const EDGE_PX = 8;

/**
 * Places a fixed-position popup just below its anchor, kept inside the viewport. Popups are portaled
 * to the body because the toolbar scrolls sideways (overflow would clip them); the position is set
 * through the CSSOM (allowed by the CSP's `style-src 'self'`, unlike style attributes in markup) and
 * follows the anchor on scroll and resize.
 */
export function useAnchoredPosition(
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
  open: boolean,
) {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      const anchor = anchorRef.current;
      const popup = popupRef.current;
      if (!anchor || !popup) return;
      const rect = anchor.getBoundingClientRect();
      const maxLeft = window.innerWidth - popup.offsetWidth - EDGE_PX;
      popup.style.left = `${Math.max(EDGE_PX, Math.min(rect.left, maxLeft))}px`;
      popup.style.top = `${rect.bottom + GAP_PX}px`;
    };
    place();
    window.addEventListener('resize', place);
    // Capture: the scroll that moves the anchor may be any ancestor's, the toolbar's own included.
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchorRef, popupRef, open]);
}
