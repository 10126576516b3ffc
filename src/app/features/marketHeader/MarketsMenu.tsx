import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/protocol';
import type { Locale } from '../../i18n/locales';
import type { MarketsPopoverProps } from './MarketsPopover';

/**
 * The list and its virtualized table load when the menu first opens, not with the page. A chunk that
 * fails to load reloads the page (spec 000 §8) rather than throw, which would take the page down.
 */
const MarketsPopover = lazy<ComponentType<MarketsPopoverProps>>(() =>
  import('./MarketsPopover').then(
    (module) => ({ default: module.MarketsPopover }),
    () => {
      window.location.reload();
      return { default: () => null };
    },
  ),
);

/** How long the pointer may be away (crossing a gap, overshooting) before a hover-opened list closes. */
const HOVER_CLOSE_DELAY_MS = 200;

type OpenedBy = 'hover' | 'click';

/**
 * The symbol button and its markets popover (spec 001 §1: "a hover popover lists markets"). Hovering
 * opens it for a look; a click, Enter or Space opens it with focus in the search box, so it works without
 * a mouse. Escape closes it and returns focus to the button; so do a click outside, tabbing out, and
 * choosing a pair. A hover-opened list closes when the pointer leaves, unless focus went inside it.
 */
export function MarketsMenu({ instrument, locale }: { instrument: Instrument; locale: Locale }) {
  const { t } = useTranslation();
  const popoverId = useId();
  const [openedBy, setOpenedBy] = useState<OpenedBy | undefined>(undefined);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const close = useCallback((returnFocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpenedBy(undefined);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = openedBy !== undefined;
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpenedBy((current) => current ?? 'hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openedBy !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      if (!wrapperRef.current?.contains(document.activeElement)) close(false);
    }, HOVER_CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  return (
    <div
      ref={wrapperRef}
      className="markets-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !wrapperRef.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="markets-menu__symbol"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => (openedBy === 'click' ? close(false) : setOpenedBy('click'))}
      >
        {instrument.symbolName}
        <span className="visually-hidden">{t('markets.chooseMarket')}</span>
        <span aria-hidden="true" className="markets-menu__caret">
          ▾
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MarketsPopover
            id={popoverId}
            instrument={instrument}
            locale={locale}
            focusSearch={openedBy === 'click'}
            onChoose={() => close(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
