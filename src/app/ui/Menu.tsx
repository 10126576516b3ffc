import { createContext, useContext, useId, type ReactElement, type ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  SubmenuTrigger as AriaSubmenuTrigger,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
} from 'react-aria-components/Menu';
import { Popover as AriaPopover, type Placement } from 'react-aria-components/Popover';
import { OptionContent, optionTextProp } from './OptionContent';
import './pressableStyle';
import './Popover.css';
import './Menu.css';

export type { MenuTriggerProps };

/**
 * Pairs a kit `Button` with a `Menu`: press, Enter, Space or Down opens it on the first item (the
 * checked one when there is one), Up on the last; Escape or Tab closes it, focus back on the button.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** Set inside a submenu, whose placement (beside its item) is react-aria's. */
const InSubmenuContext = createContext(false);

/**
 * A `MenuItem` that opens a nested `Menu` (e.g. a day span for one option): Enter, Space or the
 * arrow toward the reading end (Right, Left in RTL) opens it; Escape or the other arrow goes back.
 */
export function SubmenuTrigger({ children }: { children: [item: ReactElement, menu: ReactElement] }) {
  const [item, menu] = children;
  return (
    <AriaSubmenuTrigger>
      {item}
      <InSubmenuContext.Provider value={true}>{menu}</InSubmenuContext.Provider>
    </AriaSubmenuTrigger>
  );
}

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'aria-label'> {
  /** The menu's accessible name. */
  label: string;
  /** Default `bottom start` (a submenu: beside its item); flips when short of room. */
  placement?: Placement;
}

/**
 * A menu of actions or choices in an anchored popup. `selectionMode="single"` makes its items
 * menuitemradio and `"multiple"` menuitemcheckbox, checked by `selectedKeys`; `onAction(id)` reports
 * a pick. Arrows, Home, End and typing move; Enter or Space picks.
 */
export function Menu<T extends object>({ label, placement, ...props }: MenuProps<T>) {
  const labelId = useId();
  const inSubmenu = useContext(InSubmenuContext);
  const place = placement ?? (inSubmenu ? undefined : 'bottom start');
  // react-aria labels a menu by its trigger, which would win over an aria-label; our menus have
  // names of their own ("Chart type" for a button that reads "Chart type: Candles").
  return (
    <AriaPopover className="ui-popover" offset={4} {...(place ? { placement: place } : {})}>
      <span id={labelId} hidden>
        {label}
      </span>
      <AriaMenu {...props} aria-labelledby={labelId} className="ui-menu" />
    </AriaPopover>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'children' | 'className'> {
  /** What the item shows; also its accessible name. */
  children: ReactNode;
  /** A longer form said after the name and shown muted ("1m" → "1 minute"). */
  description?: string;
}

/** One item; a checkable item shows its mark through CSS only, so its text stays its name. */
export function MenuItem({ children, description, textValue, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem {...props} {...optionTextProp(children, textValue)} className="ui-option">
      <OptionContent description={description}>{children}</OptionContent>
    </AriaMenuItem>
  );
}
