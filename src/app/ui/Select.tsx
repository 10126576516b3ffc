import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components/Collection';
import { Label } from 'react-aria-components/Label';
import { Popover as AriaPopover, type Placement } from 'react-aria-components/Popover';
import { Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import { Button } from './Button';
import { ListBox } from './ListBox';
import './Popover.css';
import './Select.css';

export interface SelectProps<T extends object> {
  /** The visible label (also the accessible name of the button and the list). */
  label: string;
  /** Show the label only to screen readers (a compact bar where the value speaks for itself). */
  hideLabel?: boolean;
  value: Key | null;
  onChange(value: Key | null): void;
  /** `ListBoxItem`s, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
  isDisabled?: boolean;
  /** Default `bottom start`; flips when short of room. */
  placement?: Placement;
  className?: string;
}

/**
 * A choice of one option from a list that opens under a button (the listbox select pattern): the
 * button shows the chosen option; Enter, Space, Up or Down opens the list on the chosen option,
 * typing jumps; Escape or an outside press closes it with focus back on the button.
 */
export function Select<T extends object>({
  label,
  hideLabel = false,
  value,
  onChange,
  children,
  items,
  isDisabled = false,
  placement = 'bottom start',
  className,
}: SelectProps<T>) {
  return (
    <AriaSelect
      className={className ? `ui-select ${className}` : 'ui-select'}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'ui-select__label'}>{label}</Label>
      <Button className="ui-select__button">
        <SelectValue className="ui-select__value" />
        <span className="ui-select__caret" aria-hidden="true" />
      </Button>
      <AriaPopover className="ui-popover" placement={placement} offset={4}>
        <ListBox {...(items ? { items } : {})}>{children}</ListBox>
      </AriaPopover>
    </AriaSelect>
  );
}
