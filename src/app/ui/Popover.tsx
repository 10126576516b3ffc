import type { ReactNode, RefObject } from 'react';
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
  className?: string;
}

/**
 * A small dialog anchored to its trigger (compare, display options): placed below it and flipped
 * above or shifted when the viewport is short of room, following the trigger on scroll. It focuses
 * its `autoFocus` control (else itself), keeps Tab inside, and Escape or a press outside closes it,
 * with focus back on the trigger. Not a page-blocking modal: no backdrop is drawn.
 */
export function Popover({
  label,
  children,
  placement = 'bottom start',
  triggerRef,
  isOpen,
  onClose,
  className,
}: PopoverProps) {
  return (
    <AriaPopover
      className="ui-popover"
      placement={placement}
      offset={4}
      {...(triggerRef ? { triggerRef } : {})}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onClose ? { onOpenChange: (open: boolean) => open || onClose() } : {})}
    >
      <AriaDialog
        aria-label={label}
        className={className ? `ui-popover__dialog ${className}` : 'ui-popover__dialog'}
      >
        {/* Controlled, the feature's onClose closes it; in a DialogTrigger, the trigger's state. */}
        {({ close }) => (typeof children === 'function' ? children(onClose ?? close) : children)}
      </AriaDialog>
    </AriaPopover>
  );
}
