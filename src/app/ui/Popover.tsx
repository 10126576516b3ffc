import { useRef, type ReactNode, type RefObject } from 'react';
import { useInteractOutside } from 'react-aria/useInteractOutside';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Popover as AriaPopover, type Placement } from 'react-aria-components/Popover';
import './pressableStyle';
import './Popover.css';

export type { Placement };

export interface PopoverProps {
  /** The dialog's accessible name (a popover has no heading of its own). */
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Default `bottom start` (below the trigger, aligned to its start edge; mirrored in RTL). */
  placement?: Placement;
  /** Outside a `DialogTrigger`: the element it hangs from, and its open state. */
  triggerRef?: RefObject<Element | null>;
  isOpen?: boolean;
  onClose?(): void;
  /**
   * Leave the page usable while it is open (no backdrop, nothing hidden from screen readers, Tab may
   * leave it): for a panel used alongside the page, whose results appear elsewhere (a toast).
   * Escape and a press outside still close it. Needs `onClose` (controlled).
   */
  isNonModal?: boolean;
  /**
   * `false` leaves focus where it is: a non-modal popover opened by hovering its trigger, for a look.
   * Turning it `true` while open moves focus in as an opening does (to a control the content focuses,
   * else the dialog): a click on the trigger of a hover-opened popover. Default `true`.
   */
  focusOnOpen?: boolean;
  /** The box it must stay inside (default the page), and by how many px. */
  boundaryElement?: Element | null;
  containerPadding?: number;
  className?: string;
}

/**
 * A small dialog anchored to its trigger (compare, display options): placed below it and flipped
 * above or shifted when the viewport is short of room, following the trigger on scroll. It focuses
 * its `autoFocus` control (else itself), keeps Tab inside, and Escape or a press outside closes it,
 * with focus back on the trigger. No backdrop is drawn; while open, the rest of the page is hidden from
 * screen readers and a press outside only closes it, unless `isNonModal`.
 */
export function Popover({
  label,
  children,
  placement = 'bottom start',
  triggerRef,
  isOpen,
  onClose,
  isNonModal = false,
  focusOnOpen = true,
  boundaryElement,
  containerPadding,
  className,
}: PopoverProps) {
  const popoverRef = useRef<HTMLElement>(null);
  // The trigger's own press toggles: neither a press on it nor focus moving to it is "outside".
  const isOutside = (element: Element) => !triggerRef?.current?.contains(element);
  // react-aria closes a non-modal popover when focus leaves it, not on a press elsewhere.
  useInteractOutside({
    ref: popoverRef,
    isDisabled: !isNonModal || !onClose,
    onInteractOutside: (event) => {
      if (isOutside(event.target as Element)) onClose?.();
    },
  });
  return (
    <AriaPopover
      ref={popoverRef}
      isNonModal={isNonModal}
      shouldCloseOnInteractOutside={isOutside}
      className="ui-popover"
      placement={placement}
      offset={4}
      {...(triggerRef ? { triggerRef } : {})}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onClose ? { onOpenChange: (open: boolean) => open || onClose() } : {})}
      {...(boundaryElement ? { boundaryElement } : {})}
      {...(containerPadding !== undefined ? { containerPadding } : {})}
    >
      <AriaDialog
        aria-label={label}
        // react-aria's Dialog moves focus in on mount, but not while its entry is still under way.
        isEntering={!focusOnOpen}
        className={className ? `ui-popover__dialog ${className}` : 'ui-popover__dialog'}
      >
        {/* Controlled, the feature's onClose closes it; in a DialogTrigger, the trigger's state. */}
        {({ close }) => (typeof children === 'function' ? children(onClose ?? close) : children)}
      </AriaDialog>
    </AriaPopover>
  );
}
