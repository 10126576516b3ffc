/**
 * The desktop grid's numbers, exactly as spec 000 §2 and §9 give them. Heights are the spec's silence
 * filled in: chart and order book share the first band (12 rows ≈ 572 px, room for the book's 20 rows a
 * side to scroll), positions sit below it (8 rows ≈ 348 px).
 */
export const PANEL_IDS = ['chart', 'orderbook', 'position'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

export const GRID_COLUMNS = 120;
export const ROW_HEIGHT = 44;
export const GRID_MARGIN = 4;

export const BREAKPOINTS = { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 } as const;
export type BreakpointName = keyof typeof BREAKPOINTS;
/** Every breakpoint keeps the 120 columns, so one layout serves them all. */
export const COLUMNS_PER_BREAKPOINT: Record<BreakpointName, number> = {
  lg: GRID_COLUMNS,
  md: GRID_COLUMNS,
  sm: GRID_COLUMNS,
  xs: GRID_COLUMNS,
  xxs: GRID_COLUMNS,
};

export interface PanelLimits {
  minW: number;
  minH: number;
  maxH?: number;
}

export const PANEL_LIMITS: Record<PanelId, PanelLimits> = {
  chart: { minW: 60, minH: 6 },
  orderbook: { minW: 30, minH: 4, maxH: 23 },
  position: { minW: 60, minH: 5 },
};

export const DEFAULT_CHART_WIDTH = 90;
export const DEFAULT_ORDER_BOOK_WIDTH = 30;
export const DEFAULT_TOP_HEIGHT = 12;
export const DEFAULT_POSITION_HEIGHT = 8;

/** Below this the page scrolls sideways instead of squeezing the grid. */
export const MIN_PAGE_WIDTH = 1080;
/** The right column (order entry above trades) is this wide; the grid gets the rest. */
export const SIDE_COLUMN_WIDTH = 300;

/** Screens this wide or narrower get the mobile view (spec 000 §1, §9). */
export const MOBILE_MAX_WIDTH = 500;
export const VIEWPORT_RESIZE_DEBOUNCE_MS = 100;
