import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements, trapTabKey } from './focusTrap';
import { useAnchoredPosition } from './useAnchoredPosition';
import './ChartToolbar.css';
import './ChartToolbarPopups.css';

export interface PopoverProps {
  /** The button that opened it: the popover sits below it and focus returns to it. */
  anchorRef: RefObject<HTMLElement | null>;
  label: string;
  /** `returnFocus` is false for a click elsewhere: focus stays where that click put it. */
  onClose(returnFocus: boolean): void;
  children: ReactNode;
}

/**
 * A small non-modal dialog under a toolbar button (compare, display options): it focuses the element
 * marked `data-autofocus`, else its first control; Tab cycles inside it,
 * Escape closes it and focuses the opener, a pointer press outside it (and outside the opener, whose
 * own click toggles) closes it.
 */
export function Popover({ anchorRef, label, onClose, children }: PopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  useAnchoredPosition(anchorRef, popoverRef, true);

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    const preferred = popover.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? focusableElements(popover)[0] ?? popover).focus();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popoverRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchorRef, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (popoverRef.current) trapTabKey(event, popoverRef.current);
  };

  return createPortal(
    <div
      ref={popoverRef}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      className="chart-toolbar-popover"
      onKeyDown={onKeyDown}
    >
      {children}
    </div>,
    document.body,
  );
}
