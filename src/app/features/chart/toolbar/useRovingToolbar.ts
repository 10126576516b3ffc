import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** Marks a top-level control of a toolbar: one Tab stop for all of them, arrows move between them. */
export const TOOLBAR_ITEM = { 'data-toolbar-item': '' } as const;

function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return Array.from(toolbar.querySelectorAll<HTMLElement>('[data-toolbar-item]')).filter(
    (item) => !item.matches(':disabled'),
  );
}

/**
 * Roving tabindex for a `role="toolbar"` (the ARIA toolbar pattern): the last focused control is the
 * toolbar's one Tab stop; Left/Right (mirrored in RTL), Home and End move between controls. Controls
 * are found by `TOOLBAR_ITEM` in the DOM, so children (even a caller's extra control) need no wiring;
 * tabindex is set on the elements after each render rather than through props for the same reason.
 */
export function useRovingToolbar(toolbarRef: RefObject<HTMLElement | null>) {
  const activeRef = useRef<HTMLElement | null>(null);

  const apply = useCallback(() => {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const items = itemsOf(toolbar);
    const active = items.find((item) => item === activeRef.current) ?? items[0];
    activeRef.current = active ?? null;
    for (const item of items) item.tabIndex = item === active ? 0 : -1;
  }, [toolbarRef]);

  // No dependency list on purpose: any re-render may have added, removed or disabled a control.
  useLayoutEffect(() => apply());

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (!target.hasAttribute('data-toolbar-item')) return;
      activeRef.current = target;
      apply();
    },
    [apply],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const toolbar = toolbarRef.current;
      const target = event.target as HTMLElement;
      // Keys inside a control's own popup (portaled, but bubbling through React) are that popup's.
      if (!toolbar || !target.hasAttribute('data-toolbar-item') || !toolbar.contains(target)) return;
      const items = itemsOf(toolbar);
      const index = items.indexOf(target);
      if (index < 0) return;
      const rtl = toolbar.closest('[dir]')?.getAttribute('dir') === 'rtl';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      const last = items.length - 1;
      const next =
        event.key === forward
          ? (index + 1) % items.length
          : event.key === back
            ? (index - 1 + items.length) % items.length
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : undefined;
      if (next === undefined) return;
      event.preventDefault();
      items[next]?.focus();
    },
    [toolbarRef],
  );

  return { onFocus, onKeyDown };
}
