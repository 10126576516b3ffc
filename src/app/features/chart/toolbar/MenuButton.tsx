import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPosition } from './useAnchoredPosition';
import { TOOLBAR_ITEM } from './useRovingToolbar';
import './ChartToolbar.css';

export interface MenuChoice {
  value: string;
  /** What the item shows. */
  label: string;
  /** Its accessible name when the shown label is terse ("1M" → "1 month"); else the label. */
  name?: string;
  checked: boolean;
}

export interface MenuButtonProps {
  /** The button's content (visible). */
  children: ReactNode;
  /** The button's accessible name. */
  label: string;
  /** The menu's accessible name. */
  menuLabel: string;
  choices: readonly MenuChoice[];
  onPick(value: string): void;
  /** Pressed look for the button (the dropdown holds the current interval). */
  active?: boolean;
}

/**
 * A button opening a menu of single choices (the ARIA menu button pattern with menuitemradio items):
 * Enter, Space or Down opens on the checked item (Up on the last); arrows, Home and End move; Enter
 * or Space picks; Escape or Tab closes and focuses the button; a press elsewhere closes.
 */
export function MenuButton({ children, label, menuLabel, choices, onPick, active = false }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  useAnchoredPosition(buttonRef, menuRef, open);

  useEffect(() => {
    if (open) menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]')[focused]?.focus();
  }, [open, focused]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocused(Math.max(0, Math.min(choices.length - 1, index)));
    setOpen(true);
  };
  const checkedIndex = Math.max(
    0,
    choices.findIndex((choice) => choice.checked),
  );
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const pick = (value: string) => {
    close();
    onPick(value);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? checkedIndex : choices.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = choices.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focused >= last ? 0 : focused + 1,
      ArrowUp: focused <= 0 ? last : focused - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocused(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const choice = choices[focused];
      if (choice) pick(choice.value);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <button
        {...TOOLBAR_ITEM}
        ref={buttonRef}
        type="button"
        className="chart-toolbar__button chart-toolbar__menu-button"
        data-active={active || undefined}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(checkedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
        <span className="chart-toolbar__caret" aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <ul
            id={menuId}
            ref={menuRef}
            role="menu"
            aria-label={menuLabel}
            className="chart-toolbar-menu"
            onKeyDown={onMenuKeyDown}
          >
            {choices.map((choice, index) => (
              <li
                key={choice.value}
                role="menuitemradio"
                aria-checked={choice.checked}
                aria-label={choice.name}
                tabIndex={-1}
                className="chart-toolbar-menu__item"
                onClick={() => pick(choice.value)}
                onFocus={() => setFocused(index)}
              >
                {choice.label}
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
}
