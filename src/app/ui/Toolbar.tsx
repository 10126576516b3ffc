import { useCallback, type ReactNode, type Ref } from 'react';
import { mergeRefs } from 'react-aria/mergeRefs';
import { Toolbar as AriaToolbar } from 'react-aria-components/Toolbar';
import './pressableStyle';
import './Toolbar.css';

const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Where Home and End already mean something (the caret, the first option). */
const OWN_HOME_END = 'input, textarea, select, [role="listbox"], [role="menu"], [role="grid"]';

/**
 * Home and End to the first and last control; react-aria's toolbar handles only arrows and Tab.
 * A native listener: keys from a control's portaled popup do not reach it (React's would).
 */
function onHomeEnd(this: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Home' && event.key !== 'End') return;
  const target = event.target as HTMLElement;
  if (event.defaultPrevented || target.matches(OWN_HOME_END)) return;
  const controls = Array.from(this.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) => control.closest('[hidden], [inert]') === null,
  );
  const next = event.key === 'Home' ? controls[0] : controls[controls.length - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export interface ToolbarProps {
  /** The toolbar's accessible name. */
  label: string;
  children: ReactNode;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row of controls (role="toolbar") that is one Tab stop: Tab leaves it, and coming back lands on
 * the control used last. Left and Right move between controls, mirrored in a right-to-left locale
 * (from the kit's I18nProvider); Home and End go to the first and last. Controls join by being
 * focusable descendants: nothing to mark.
 */
export function Toolbar({ label, children, orientation = 'horizontal', className, ref }: ToolbarProps) {
  const homeEnd = useCallback((node: HTMLDivElement | null) => {
    if (!node) return undefined;
    node.addEventListener('keydown', onHomeEnd);
    return () => node.removeEventListener('keydown', onHomeEnd);
  }, []);
  return (
    <AriaToolbar
      ref={mergeRefs(homeEnd, ...(ref ? [ref] : []))}
      aria-label={label}
      orientation={orientation}
      className={className ? `ui-toolbar ${className}` : 'ui-toolbar'}
    >
      {children}
    </AriaToolbar>
  );
}
