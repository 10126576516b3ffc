/**
 * How many rows a side the order book shows in its panel's height; the book asks the hub for exactly
 * these, so the hub's depth bars and buy/sell ratio are over the rows shown. A resize that changes
 * the count swaps the view (bookAtoms.ts keeps the last book on screen meanwhile, and the hub keeps
 * the topic: connectHubClient.ts watches the new view before it lets go of the old).
 */
import { BOOK_ROW_PITCH, MAX_BOOK_ROWS, type BookLayout } from './bookConstants';

/** Rows a side while the panel's height is not yet known (before the grid has laid it out). */
export const UNFITTED_BOOK_ROWS = 20;
/**
 * What the book body holds besides the rows, budgeted generously (a row short beats a row cut): the
 * column-header row, the middle row (last price and spread) and the ratio bar.
 */
export const BOOK_HEAD_PX = BOOK_ROW_PITCH;
export const BOOK_MIDDLE_PX = 32;
export const BOOK_RATIO_PX = 24;
/** Side by side, two tables share the width and may need a horizontal scrollbar: room for one. */
export const BOOK_SCROLLBAR_PX = 16;
/**
 * Rows a side that fit `heightPx` of book body in a layout: stacked (1) splits the rows between the
 * sides; one side (2, 3) or side by side (4) gives each side the whole height. 0…40; the fallback when
 * the height is unknown (`undefined`, 0, not finite).
 */
export function calculateFittedRows(heightPx: number | undefined, layout: BookLayout): number {
  if (heightPx === undefined || !Number.isFinite(heightPx) || heightPx <= 0) return UNFITTED_BOOK_ROWS;
  const chrome = BOOK_HEAD_PX + BOOK_MIDDLE_PX + BOOK_RATIO_PX + (layout === 4 ? BOOK_SCROLLBAR_PX : 0);
  const rows = Math.floor((heightPx - chrome) / BOOK_ROW_PITCH);
  const perSide = layout === 1 ? Math.floor(rows / 2) : rows;
  return Math.max(0, Math.min(MAX_BOOK_ROWS, perSide));
}

/**
 * The book body's height on a phone, where the panel grows with its content (MobileLayout): twenty rows,
 * so 10 a side stacked (about what exchanges' phone pages show of each side: 6 to 10), 20 for one side
 * and 19 side by side. One height for every layout, so switching layouts does not move the page below.
 */
export const PHONE_BOOK_BODY_PX = BOOK_HEAD_PX + BOOK_MIDDLE_PX + BOOK_RATIO_PX + 20 * BOOK_ROW_PITCH;

/** Rows a side on a phone in a layout: what PHONE_BOOK_BODY_PX holds. */
export function calculatePhoneRows(layout: BookLayout): number {
  return calculateFittedRows(PHONE_BOOK_BODY_PX, layout);
}
