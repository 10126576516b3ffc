import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import {
  accessRouteChoiceAtom,
  accessRoutesAtom,
  activeAccessRouteAtom,
  measureAccessRoutesAtom,
  routeLatenciesAtom,
} from './accessRouteAtoms';
import { AUTO_ROUTE } from './calculateActiveRoute';
import { LatencyBadge } from './LatencyBadge';

interface Choice {
  id: string;
  name: string;
  ms: number | undefined;
}

/**
 * The route (network line) picker (spec 000 §1, §2): a button with the line in use and its latency,
 * opening a listbox of Auto plus each access route, each with a fresh latency label. Keyboard: arrows,
 * Home and End move, Enter or Space chooses, Escape closes and returns to the button.
 */
export function RoutePicker() {
  const { t } = useTranslation();
  const routes = useAtomValue(accessRoutesAtom);
  const choice = useAtomValue(accessRouteChoiceAtom);
  const choose = useSetAtom(accessRouteChoiceAtom);
  const latencies = useAtomValue(routeLatenciesAtom);
  const active = useAtomValue(activeAccessRouteAtom);
  const measure = useSetAtom(measureAccessRoutesAtom);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const listId = useId();

  // Measured as soon as the lines are known, so the button shows a latency before anyone opens it.
  useEffect(() => {
    if (routes.length > 0) void measure();
  }, [routes, measure]);

  const autoMs = active.mode === 'auto' && active.route ? latencies[active.route.id] : undefined;
  const autoName =
    active.mode === 'auto' && active.route
      ? t('footer.route.autoUsing', { line: active.route.name })
      : t('footer.route.auto');
  const choices: Choice[] = [
    { id: AUTO_ROUTE, name: autoName, ms: autoMs },
    ...routes.map((route) => ({ id: route.id, name: route.name, ms: latencies[route.id] })),
  ];
  const selectedId = active.mode === 'auto' ? AUTO_ROUTE : choice;
  const current = choices.find((c) => c.id === selectedId) ?? choices[0];

  useEffect(() => {
    if (open) optionRefs.current[focused]?.focus();
  }, [open, focused]);

  // A click anywhere else closes the list, leaving focus where the click put it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openList() {
    setFocused(
      Math.max(
        0,
        choices.findIndex((c) => c.id === selectedId),
      ),
    );
    setOpen(true);
    void measure();
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function pick(id: string) {
    choose(id);
    close();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = choices.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, focused + 1),
      ArrowUp: Math.max(0, focused - 1),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocused(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const target = choices[focused];
      if (target) pick(target.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="route-picker" ref={containerRef}>
      <button
        type="button"
        ref={buttonRef}
        className="route-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? setOpen(false) : openList())}
      >
        <span className="route-picker__label">{t('footer.route.label')}</span> <span>{current?.name}</span>{' '}
        <LatencyBadge ms={current?.ms} />
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('footer.route.list')}
          className="route-picker__list"
          onKeyDown={onListKeyDown}
        >
          {choices.map((c, index) => (
            <li
              key={c.id}
              ref={(element) => {
                optionRefs.current[index] = element;
              }}
              role="option"
              aria-selected={c.id === selectedId}
              tabIndex={index === focused ? 0 : -1}
              className="route-picker__option"
              onClick={() => pick(c.id)}
              onFocus={() => setFocused(index)}
            >
              <span>{c.name}</span> <LatencyBadge ms={c.ms} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
