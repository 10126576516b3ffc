import type { LayoutItem } from 'react-grid-layout';
import {
  DEFAULT_POSITION_HEIGHT,
  DEFAULT_TOP_HEIGHT,
  GRID_COLUMNS,
  MIN_PAGE_WIDTH,
  PANEL_LIMITS,
  SIDE_COLUMN_WIDTH,
  type PanelId,
  type PanelLimits,
} from './gridConstants';

/** One row of the grid, as the spec names it (spec 000 §3 "Layout item"). */
export interface PanelLayoutItem extends LayoutItem {
  i: PanelId;
  minW: number;
  minH: number;
}

export interface ChartBookSplit {
  chart: number;
  orderBook: number;
}

/** Spec 000 §9: the widest page each split is for ("up to"), narrowest first. */
const SPLITS: readonly (readonly [maxPageWidth: number, chart: number, orderBook: number])[] = [
  [1420, 80, 40],
  [1700, 90, 30],
  [1980, 96, 24],
  [2540, 100, 20],
  [3660, 105, 15],
];
const WIDEST_SPLIT: ChartBookSplit = { chart: 110, orderBook: 10 };

/** The page width the layout is computed for: never below the 1080 px minimum. */
export function calculatePageWidth(viewportWidth: number): number {
  return Number.isFinite(viewportWidth) ? Math.max(viewportWidth, MIN_PAGE_WIDTH) : MIN_PAGE_WIDTH;
}

/** Width of the grid area: the page minus the 300 px right column. */
export function calculateLayoutWidth(viewportWidth: number): number {
  return calculatePageWidth(viewportWidth) - SIDE_COLUMN_WIDTH;
}

/** Chart and order-book columns (of 120) for a page width, when no custom layout exists. */
export function calculateChartBookSplit(viewportWidth: number): ChartBookSplit {
  const page = calculatePageWidth(viewportWidth);
  const row = SPLITS.find(([maxPageWidth]) => page <= maxPageWidth);
  return row ? { chart: row[1], orderBook: row[2] } : WIDEST_SPLIT;
}

/**
 * The size limits for a page width. The spec's order-book minimum (30 columns) is wider than its own
 * default book on pages over 1700 px (24, 20, 15, 10 columns: each about 300 px, as 30 columns are at
 * 1420 px), so there the minimum is the default width: the default stays valid, and a resize never
 * snaps the book to twice its width.
 */
export function calculatePanelLimits(viewportWidth: number): Record<PanelId, PanelLimits> {
  return limitsForSplit(calculateChartBookSplit(viewportWidth).orderBook);
}

function limitsForSplit(orderBook: number): Record<PanelId, PanelLimits> {
  const book = PANEL_LIMITS.orderbook;
  return { ...PANEL_LIMITS, orderbook: { ...book, minW: Math.min(book.minW, orderBook) } };
}

/** Attaches size limits to a panel's position and size. */
export function withPanelLimits(
  item: Pick<LayoutItem, 'x' | 'y' | 'w' | 'h'> & { i: PanelId },
  limitsById: Record<PanelId, PanelLimits> = PANEL_LIMITS,
): PanelLayoutItem {
  const limits = limitsById[item.i];
  const base = {
    i: item.i,
    x: item.x,
    y: item.y,
    w: item.w,
    h: item.h,
    minW: limits.minW,
    minH: limits.minH,
  };
  return limits.maxH === undefined ? base : { ...base, maxH: limits.maxH };
}

/**
 * The width-based default: chart and order book side by side on the first band, split by the page
 * width; the positions panel spans the full width below them.
 */
export function calculateDefaultLayout(viewportWidth: number): PanelLayoutItem[] {
  return calculateSplitLayout(calculateChartBookSplit(viewportWidth));
}

/** The default arrangement for a given chart/order-book split. */
export function calculateSplitLayout({ chart, orderBook }: ChartBookSplit): PanelLayoutItem[] {
  const limits = limitsForSplit(orderBook);
  const top = DEFAULT_TOP_HEIGHT;
  return [
    withPanelLimits({ i: 'chart', x: 0, y: 0, w: chart, h: top }, limits),
    withPanelLimits({ i: 'orderbook', x: chart, y: 0, w: orderBook, h: top }, limits),
    withPanelLimits({ i: 'position', x: 0, y: top, w: GRID_COLUMNS, h: DEFAULT_POSITION_HEIGHT }, limits),
  ];
}

/**
 * The layout as a right-to-left page shows it: mirrored across the 120 columns, so the panel that sits
 * first in reading order is on the right. Dragging is off in right-to-left pages (spec 000 §2), so the
 * mirror is for display only and never stored.
 */
export function calculateMirroredLayout(layout: readonly PanelLayoutItem[]): PanelLayoutItem[] {
  return layout.map((item) => ({ ...item, x: GRID_COLUMNS - item.x - item.w }));
}
