import { Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import type { Locale } from '../../i18n/locales';
import { lazyWithReload } from '../../loading/lazyWithReload';
import { Button } from '../../ui/Button';
import type { OpenedBy } from './MarketsLayer';

/**
 * The popover and its virtualized table load when the menu first opens, not with the page (the kit's
 * overlay code included): they stay mounted after that, so later openings are immediate.
 */
const MarketsLayer = lazyWithReload(async () => (await import('./MarketsLayer')).MarketsLayer);

/** How long the pointer may be away (crossing a gap, overshooting) before a hover-opened list closes. */
const HOVER_CLOSE_DELAY_MS = 200;

/**
 * The symbol button and its markets popover (spec 001 §1: "a hover popover lists markets"), on the
 * kit's non-modal Popover. Hovering opens it for a look, leaving focus alone; a click, Enter or Space
 * opens it (or turns a look into an opening) with focus in the search box, so it works without a
 * mouse. Escape closes it with focus back on the button; a press outside and choosing a pair close it
 * too. A hover-opened list closes when the pointer leaves, unless focus went inside it.
 */
export function MarketsMenu({ instrument, locale }: { instrument: Instrument; locale: Locale }) {
  const { t } = useTranslation();
  const [openedBy, setOpenedBy] = useState<OpenedBy | undefined>(undefined);
  const [everOpened, setEverOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returnFocus = useRef(false);
  const open = openedBy !== undefined;
  if (open && !everOpened) setEverOpened(true);

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const close = () => {
    cancelClose();
    returnFocus.current = listRef.current?.contains(document.activeElement) ?? false;
    setOpenedBy(undefined);
  };
  // Closed from inside the list (Escape, a pair chosen): focus goes back to the button, not to the
  // page's body; after a press outside it stays where that press put it. Only once the list is gone,
  // as react-aria keeps focus inside an open one.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The popover is portaled, but React's pointer events follow the component tree: moving from the
  // button into the list is not a leave of this wrapper, and crossing the gap is a leave then an enter.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpenedBy((current) => current ?? 'hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openedBy !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      const focused = document.activeElement;
      if (!buttonRef.current?.contains(focused) && !listRef.current?.contains(focused)) close();
    }, HOVER_CLOSE_DELAY_MS);
  };
  // The list handles Escape while focus is in it; this is for a look with focus on the button.
  const onKeyDown = (event: { key: string; continuePropagation(): void }) => {
    if (event.key === 'Escape' && open) close();
    else event.continuePropagation();
  };

  return (
    <div className="markets-menu" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Button
        ref={buttonRef}
        className="markets-menu__symbol"
        aria-expanded={open}
        onKeyDown={onKeyDown}
        onPress={() => (openedBy === 'press' ? close() : setOpenedBy('press'))}
      >
        {instrument.symbolName}
        <span className="visually-hidden">{t('markets.chooseMarket')}</span>
        <span aria-hidden="true" className="markets-menu__caret">
          ▾
        </span>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <MarketsLayer
            label={t('markets.heading')}
            triggerRef={buttonRef}
            listRef={listRef}
            isOpen={open}
            onClose={close}
            openedBy={openedBy}
            instrument={instrument}
            locale={locale}
          />
        </Suspense>
      )}
    </div>
  );
}
