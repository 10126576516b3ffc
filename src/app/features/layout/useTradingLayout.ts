import { useCallback, useMemo, useState } from 'react';
import type { Layout } from 'react-grid-layout';
import {
  calculateChartBookSplit,
  calculateSplitLayout,
  type PanelLayoutItem,
} from './calculateDefaultLayout';
import { isRecordableLayout } from './isRecordableLayout';
import { clearCustomLayout, readCustomLayout, writeCustomLayout } from './layoutPrefs';
import { parseStoredLayout } from './parseStoredLayout';
import type { PanelId, PanelLimits } from './gridConstants';
import { useViewportWidth } from './useViewportWidth';

export interface TradingLayout {
  layout: PanelLayoutItem[];
  isCustom: boolean;
  /** Keep a layout the user made by dragging or resizing (stored with the custom flag). */
  commit(next: Layout): void;
  /** Back to the width-based default; clears both stored keys. */
  reset(): void;
}

function sameLayout(a: readonly PanelLayoutItem[], b: readonly PanelLayoutItem[]): boolean {
  return a.every((item, index) => {
    const other = b[index];
    return (
      other &&
      item.i === other.i &&
      item.x === other.x &&
      item.y === other.y &&
      item.w === other.w &&
      item.h === other.h
    );
  });
}

/**
 * The grid's layout: the stored custom one when there is a valid one, otherwise the default for the
 * current viewport width, which follows the window live (spec 000 §4 "Chart layout", §9).
 */
export function useTradingLayout(): TradingLayout {
  const viewportWidth = useViewportWidth();
  const [custom, setCustom] = useState<PanelLayoutItem[] | undefined>(() =>
    readCustomLayout(window.innerWidth),
  );
  const { chart, orderBook } = calculateChartBookSplit(viewportWidth);
  // Keyed by the split, not the width, so resizing within one band keeps the same layout object.
  const defaultLayout = useMemo(() => calculateSplitLayout({ chart, orderBook }), [chart, orderBook]);
  const layout = custom ?? defaultLayout;

  const commit = useCallback(
    (next: Layout) => {
      // The grid keeps every panel within its limits; a layout that still fails the rules is not kept.
      const limits = Object.fromEntries(layout.map(({ i, minW, minH, maxH }) => [i, { minW, minH, maxH }]));
      const checked = parseStoredLayout(
        next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })),
        limits as Record<PanelId, PanelLimits>,
      );
      if (!checked || sameLayout(checked, layout)) return;
      if (isRecordableLayout(checked)) writeCustomLayout(checked);
      setCustom(checked);
    },
    [layout],
  );
  const reset = useCallback(() => {
    clearCustomLayout();
    setCustom(undefined);
  }, []);
  return { layout, isCustom: custom !== undefined, commit, reset };
}
