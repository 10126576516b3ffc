/**
 * The stretch of a long series the chart library holds (issue 6: a backfill must not block the main
 * thread for more than one frame). lightweight-charts has no prepend: older bars mean `setData` of the
 * whole series, and its cost, and that of the next paint, grow with the series (10 500 candles took
 * 18–27 ms on a two-core machine, over a frame on its own). So the tab keeps the whole series as the
 * worker sent it and hands the library a window of bars around the view, sliced again when the view
 * comes within BAR_WINDOW_MARGIN bars of a held edge that is not the series' own edge.
 *
 * A window is [start, end) in series indices (0 the oldest bar). Its size follows the chart's width
 * (barWindowSize): the chart keeps at least a pixel a bar, so the widest view of a W px chart is W bars,
 * and the window is that plus the margin at both ends, BAR_WINDOW_MIN at least.
 */
export const BAR_WINDOW_MIN = 2_000;
export const BAR_WINDOW_MARGIN = 500;

/** The window's size for a chart `widthPx` wide. */
export function barWindowSize(widthPx: number): number {
  return Math.max(BAR_WINDOW_MIN, Math.ceil(widthPx) + 2 * BAR_WINDOW_MARGIN);
}

export interface BarWindow {
  start: number;
  end: number;
}

/** The bars in view, in series indices (fractional, and past either end when the view is). */
export interface BarView {
  from: number;
  to: number;
}

/**
 * The window for a series of `total` bars shown over `view`: `current` while it still holds the view
 * with `margin` bars to spare at each edge that is not the series' edge (and has not grown past
 * `size + margin` by live bars), else `size` bars centred on the view, inside the series.
 */
export function placeBarWindow(
  total: number,
  view: BarView | undefined,
  current: BarWindow | undefined,
  size = BAR_WINDOW_MIN,
  margin = BAR_WINDOW_MARGIN,
): BarWindow {
  if (total <= size) return { start: 0, end: total };
  if (!view) return current && current.end <= total ? current : { start: total - size, end: total };
  if (current && holds(current, total, view, size, margin)) return current;
  const centre = (view.from + view.to) / 2;
  const start = Math.min(Math.max(Math.round(centre - size / 2), 0), total - size);
  return { start, end: start + size };
}

function holds(window: BarWindow, total: number, view: BarView, size: number, margin: number): boolean {
  if (window.start < 0 || window.end > total || window.end - window.start > size + margin) return false;
  const roomBefore = window.start === 0 || view.from - window.start >= margin;
  const roomAfter = window.end === total || window.end - 1 - view.to >= margin;
  return roomBefore && roomAfter;
}
