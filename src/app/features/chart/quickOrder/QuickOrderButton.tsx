import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { RestClient } from '../../../../shared/rest/fetchApi';
import { restClient } from '../../../api/restClient';
import { createOrderSubmitter } from '../../orders';
import { userIdAtom } from '../../session';
import { useStore } from '../../../state/appJotai';
import { Button } from '../../../ui/Button';
import { calculateButtonPlacement, type Placement, type Size } from './calculateHoverPlacement';
import { QuickOrderPanel } from './QuickOrderPanel';
import type { QuickOrderDeps } from './useQuickOrder';
import './QuickOrder.css';

export interface QuickOrderButtonProps extends Omit<QuickOrderDeps, 'submitter'> {
  /**
   * The chart's box. Render the button inside it, and make it the containing block (position: relative):
   * the button follows the pointer over it and both button and panel stay ≥ 2 px inside it.
   */
  area: RefObject<HTMLElement | null>;
  /** Room to leave at the box's right edge (the price scale's width), in px. */
  endInset?: number;
  /** REST for the order; the page's own by default. */
  client?: RestClient;
}

type ButtonBox = Placement & Size;

/** The button's place in the chart's box, level with the pointer (client y) or mid-edge without one. */
function measurePlacement(
  area: HTMLElement,
  own: HTMLElement,
  pointerClientY: number | undefined,
  endInset: number,
): { button: ButtonBox; box: Size } {
  const rect = area.getBoundingClientRect();
  const box = { width: rect.width, height: rect.height };
  const size = { width: own.offsetWidth, height: own.offsetHeight };
  const pointerY = pointerClientY === undefined ? undefined : pointerClientY - rect.top;
  return { button: { ...calculateButtonPlacement(pointerY, size, box, endInset), ...size }, box };
}

function samePlacement(a: { button: ButtonBox; box: Size }, b: { button: ButtonBox; box: Size }): boolean {
  return (
    a.button.left === b.button.left &&
    a.button.top === b.button.top &&
    a.box.width === b.box.width &&
    a.box.height === b.box.height
  );
}

/**
 * The chart's quick-order hover button (spec 000 §2): shown level with the pointer while it is over
 * the chart, and on keyboard focus (it is always in the tab order, shown when focused). It opens the
 * quick-order panel (the kit's Popover, anchored here); closing the panel brings focus back here.
 */
export function QuickOrderButton({
  area,
  endInset = 0,
  client = restClient,
  ...deps
}: QuickOrderButtonProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // One per button, so a lost order's id outlives the panel being closed and opened again.
  const store = useStore();
  const [submitter] = useState(() => createOrderSubmitter(client, { account: () => store.get(userIdAtom) }));
  const [hovering, setHovering] = useState(false);
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState<{ button: ButtonBox; box: Size }>();

  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const onMove = (event: PointerEvent) => {
      setHovering(true);
      const target = event.target as Node;
      // Still while open, and while the pointer is on the button: it must not run away.
      if (open || button.current?.contains(target)) return;
      const own = button.current;
      if (!own) return;
      const next = measurePlacement(element, own, event.clientY, endInset);
      // Pointer moves come by the dozen a second; re-render only when the button really moves.
      setPlaced((was) => (was && samePlacement(was, next) ? was : next));
    };
    const onLeave = () => setHovering(false);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    // Turned on with the pointer already resting over the chart: no move comes until it moves, so
    // show the button now, mid-edge, as a trader who just closed the menu over the chart expects.
    const own = button.current;
    if (!open && own && element.matches(':hover')) {
      setHovering(true);
      setPlaced((was) => was ?? measurePlacement(element, own, undefined, endInset));
    }
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [area, endInset, open]);

  return (
    <>
      <Button
        ref={button}
        className={hovering || open ? 'quick-order-button quick-order-button--shown' : 'quick-order-button'}
        {...(placed ? { style: { left: placed.button.left, top: placed.button.top, right: 'auto' } } : {})}
        aria-label={t('quickOrder.open')}
        aria-expanded={open}
        // A keyboard user has no pointer: the button shows at the middle of the chart's edge.
        onFocus={() => {
          const element = area.current;
          const own = button.current;
          if (!hovering && !open && element && own) {
            setPlaced(measurePlacement(element, own, undefined, endInset));
          }
        }}
        onPress={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">+</span>
      </Button>
      {open && (
        <QuickOrderPanel
          triggerRef={button}
          boundary={area.current}
          onClose={() => setOpen(false)}
          submitter={submitter}
          {...deps}
        />
      )}
    </>
  );
}
