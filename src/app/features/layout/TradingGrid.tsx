import { useCallback, useEffect, useMemo, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  ResponsiveGridLayout,
  useContainerWidth,
  type EventCallback,
  type Layout,
  type ResizeHandleAxis,
} from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { PanelLayoutItem } from './calculateDefaultLayout';
import { calculateLayoutWidth, calculateMirroredLayout } from './calculateDefaultLayout';
import {
  BREAKPOINTS,
  COLUMNS_PER_BREAKPOINT,
  GRID_MARGIN,
  ROW_HEIGHT,
  type BreakpointName,
  type PanelId,
} from './gridConstants';
import { claimInjectedStyleSlot } from '../../styles/claimInjectedStyleSlot';
import './TradingGrid.css';

/**
 * A panel's heading line (its h2, or the tab strip of a panel made of tabs) is where it is picked up;
 * controls inside, tabs included, never start a drag.
 */
const DRAG_HANDLE = '.trading-grid__item > :is(section, [role="region"]) > :is(h2, [role="tablist"])';
const DRAG_CANCEL = 'button, a, input, select, textarea, [role="tab"]';
const RESIZE_HANDLES: readonly ResizeHandleAxis[] = ['s', 'se', 'sw'];
const MARGIN = [GRID_MARGIN, GRID_MARGIN] as const;

export interface TradingGridProps {
  layout: PanelLayoutItem[];
  /**
   * A right-to-left page (spec 000 §2): dragging and resizing are off and the layout shows mirrored.
   * react-grid-layout positions in left-to-right pixels, so the grid itself stays `dir="ltr"` and each
   * panel's content reads right to left again.
   */
  rtl: boolean;
  onCommit(layout: Layout): void;
  panels: Record<PanelId, ReactNode>;
}

/** The draggable, resizable grid of the desktop page: chart, order book and the orders panel. */
export function TradingGrid({ layout, rtl, onCommit, panels }: TradingGridProps) {
  const { t } = useTranslation();
  const editable = !rtl;
  const shown = useMemo(() => (rtl ? calculateMirroredLayout(layout) : layout), [layout, rtl]);
  // react-draggable's rule lives in TradingGrid.css.
  useEffect(() => claimInjectedStyleSlot('react-draggable-style-el'), []);
  const { width, containerRef, mounted } = useContainerWidth({
    initialWidth: calculateLayoutWidth(window.innerWidth),
  });
  const layouts = useMemo(
    () =>
      Object.fromEntries(Object.keys(BREAKPOINTS).map((name) => [name, shown])) as Record<
        BreakpointName,
        PanelLayoutItem[]
      >,
    [shown],
  );
  const onStop = useCallback<EventCallback>((next) => onCommit(next), [onCommit]);
  const handleComponent = useCallback(
    (axis: ResizeHandleAxis, ref: Ref<HTMLElement>) => (
      <span
        ref={ref as Ref<HTMLSpanElement>}
        className={`react-resizable-handle react-resizable-handle-${axis}`}
        title={t('layout.resizeHandle')}
        aria-hidden="true"
      />
    ),
    [t],
  );

  return (
    <div ref={containerRef} className="trading-grid" dir="ltr">
      {mounted && (
        <ResponsiveGridLayout
          width={width}
          layouts={layouts}
          breakpoints={BREAKPOINTS}
          cols={COLUMNS_PER_BREAKPOINT}
          rowHeight={ROW_HEIGHT}
          margin={MARGIN}
          dragConfig={{ enabled: editable, handle: DRAG_HANDLE, cancel: DRAG_CANCEL }}
          resizeConfig={{ enabled: editable, handles: editable ? RESIZE_HANDLES : [], handleComponent }}
          onDragStop={onStop}
          onResizeStop={onStop}
        >
          {layout.map(({ i }) => (
            <div key={i} className="trading-grid__item" dir={rtl ? 'rtl' : 'ltr'}>
              {panels[i]}
            </div>
          ))}
        </ResponsiveGridLayout>
      )}
    </div>
  );
}
