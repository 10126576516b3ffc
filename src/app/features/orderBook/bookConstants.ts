/** The order book's numbers from spec 001 §9 ("Order book", "Ratio bar"). */

/** At most this many rows a side. */
export const MAX_BOOK_ROWS = 40;
/** A row is 22 px high with a 2 px gap: 24 px a row. */
export const BOOK_ROW_HEIGHT = 22;
export const BOOK_ROW_GAP = 2;
export const BOOK_ROW_PITCH = BOOK_ROW_HEIGHT + BOOK_ROW_GAP;
/** Layout codes 1 to 4; 1 is the default. */
export const BOOK_LAYOUTS = [1, 2, 3, 4] as const;
export type BookLayout = (typeof BOOK_LAYOUTS)[number];
export const DEFAULT_BOOK_LAYOUT: BookLayout = 1;
/** The ratio bar moves in 300 ms; the buy (left) share is never narrower than 10 px. */
export const RATIO_ANIMATION_MS = 300;
export const RATIO_MIN_LEFT_PX = 10;
/** The panel's two tabs (spec 001 §2); the book is shown first. */
export const BOOK_TABS = ['orderBook', 'trades'] as const;
export type BookTab = (typeof BOOK_TABS)[number];
