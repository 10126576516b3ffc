import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import './Tooltip.css';

/** How long the pointer rests on a control before its tooltip shows; keyboard focus shows it at once. */
export const TOOLTIP_DELAY_MS = 600;

export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

export interface TooltipProps {
  /** What the tooltip says: extra words, never the control's only name. */
  label: ReactNode;
  /** One focusable element (a button, a link) that takes a ref and DOM props. */
  children: ReactElement<DOMAttributes<Element>, string>;
  /** Flips to the other side when there is no room; start/end follow the reading direction. */
  placement?: TooltipPlacement;
  delay?: number;
}

/**
 * A tooltip on hover (after `delay`) and on keyboard focus (at once); Escape, a press, leaving or blur
 * hide it. While shown it describes its trigger (aria-describedby). Once one tooltip has shown, the
 * next one opens without the delay for a moment (react-aria's warm-up).
 */
export function Tooltip({ label, children, placement = 'top', delay = TOOLTIP_DELAY_MS }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      <Focusable>{children}</Focusable>
      <AriaTooltip placement={placement} offset={6} className="ui-tooltip">
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
