import { DialogTrigger as AriaDialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';
import './pressableStyle';

export type { DialogTriggerProps };

/**
 * Pairs a kit `Button` with what it opens (a `Popover` or a `Modal` holding a `Dialog`): the button
 * gets aria-haspopup and aria-expanded, a press toggles, and focus comes back to it on close.
 * Controlled with `isOpen`/`onOpenChange` when the feature needs to know.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
