import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hidden);
}

/**
 * Keeps Tab inside `container` (a dialog or popover rendered in a portal, where the next Tab stop of
 * the page would be somewhere unrelated): from the last stop Tab goes to the first, and back.
 * Call from the container's onKeyDown; returns true when it handled the key.
 */
export function trapTabKey(event: KeyboardEvent<HTMLElement>, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const stops = focusableElements(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
