import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components/ListBox';
import { OptionContent, optionTextProp } from './OptionContent';
import './pressableStyle';
import './ListBox.css';

export interface ListBoxProps<T extends object> extends Omit<AriaListBoxProps<T>, 'className'> {
  className?: string;
}

/**
 * A list of options (role="listbox"): one Tab stop, arrows, Home, End and typing move, selection by
 * `selectionMode` and `selectedKeys`. The list inside a `Select`; on its own where the options stay
 * on screen.
 */
export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <AriaListBox {...props} className={className ? `ui-listbox ${className}` : 'ui-listbox'} />;
}

export interface ListBoxItemProps extends Omit<AriaListBoxItemProps, 'children' | 'className'> {
  /** What the option shows: its accessible name (pass `textValue` when it is not plain text). */
  children: ReactNode;
  /** Said after the name and shown at the end, muted (e.g. a route's latency). */
  description?: ReactNode;
}

/** One option; the selected one is marked with CSS, so its text stays its name. */
export function ListBoxItem({ children, description, textValue, ...props }: ListBoxItemProps) {
  return (
    <AriaListBoxItem {...props} {...optionTextProp(children, textValue)} className="ui-option">
      <OptionContent description={description}>{children}</OptionContent>
    </AriaListBoxItem>
  );
}
