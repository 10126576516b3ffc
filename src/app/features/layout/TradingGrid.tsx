import { useCallback, useEffect, useMemo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ResponsiveGridLayout,
  useContainerWidth,
  type EventCallback,
  type Layout,
  type ResizeHandleAxis,
} from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { PanelLayoutItem } from './calculateDefaultLayout';
import { calculateLayoutWidth } from './calculateDefaultLayout';
import {
  BREAKPOINTS,
  COLUMNS_PER_BREAKPOINT,
  GRID_MARGIN,
  ROW_HEIGHT,
  type BreakpointName,
  type PanelId,
} from './gridConstants';
import { claimDraggableStyleSlot } from './claimDraggableStyleSlot';
import './TradingGrid.css';

/** A panel's heading (its first h2) is where it is picked up; controls inside never start a drag. */
const DRAG_HANDLE = '.trading-grid__item > section > h2';
const DRAG_CANCEL = 'button, a, input, select, textarea, [role="tab"]';
const RESIZE_HANDLES: readonly ResizeHandleAxis[] = ['s', 'se', 'sw'];
const MARGIN = [GRID_MARGIN, GRID_MARGIN] as const;

export interface TradingGridProps {
  layout: PanelLayoutItem[];
  /** Off in right-to-left locales (spec 000 §2). */
  editable: boolean;
  onCommit(layout: Layout): void;
  panels: Record<PanelId, ReactNode>;
}

/** The draggable, resizable grid of the desktop page: chart, order book and positions. */
export function TradingGrid({ layout, editable, onCommit, panels }: TradingGridProps) {
  const { t } = useTranslation();
  useEffect(() => claimDraggableStyleSlot(), []);
  const { width, containerRef, mounted } = useContainerWidth({
    initialWidth: calculateLayoutWidth(window.innerWidth),
  });
  const layouts = useMemo(
    () =>
      Object.fromEntries(Object.keys(BREAKPOINTS).map((name) => [name, layout])) as Record<
        BreakpointName,
        PanelLayoutItem[]
      >,
    [layout],
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
    <div ref={containerRef} className="trading-grid">
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
            <div key={i} className="trading-grid__item">
              {panels[i]}
            </div>
          ))}
        </ResponsiveGridLayout>
      )}
    </div>
  );
}
