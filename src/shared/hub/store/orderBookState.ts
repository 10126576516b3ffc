/**
 * The merged levels of one book topic: price string → size string per side, exactly as the wire has
 * them. This is the hot path (up to hundreds of messages a second per book), so a message costs one
 * Map operation and two regex tests per level; nothing is sorted here — views sort when they are built,
 * at most every throttle period.
 *
 * Keys are the wire's price strings: the server formats every bucket price at the step's decimals, so
 * one price always has one spelling on a topic.
 */
import type { BookLevel, DepthData } from '../../protocol';

export interface BookSides {
  bids: Map<string, string>;
  asks: Map<string, string>;
}

/** A side never holds more than this: the widest window is 200, so more means a broken stream. */
export const MAX_LEVELS_PER_SIDE = 5_000;

/** A plain non-negative decimal as the wire spells it: no sign, no exponent, no grouping. */
const DECIMAL = /^\d{1,30}(?:\.\d{1,18})?$/;
const ZERO = /^0+(?:\.0+)?$/;

export const createBookSides = (): BookSides => ({ bids: new Map(), asks: new Map() });

/** A size that removes its level ("0", "0.000"). Assumes the text passed {@link DECIMAL}. */
const isZero = (size: string): boolean => size.charCodeAt(0) === 48 && ZERO.test(size);

function validLevels(levels: unknown): levels is BookLevel[] {
  if (!Array.isArray(levels) || levels.length > MAX_LEVELS_PER_SIDE) return false;
  for (let i = 0; i < levels.length; i++) {
    const level: unknown = levels[i];
    if (!Array.isArray(level) || level.length !== 2) return false;
    const [price, size] = level as unknown[];
    if (typeof price !== 'string' || typeof size !== 'string') return false;
    if (!DECIMAL.test(price) || !DECIMAL.test(size)) return false;
  }
  return true;
}

const isSequence = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * Checks the shape of a depth payload by hand (zod per level is several times slower than the merge
 * itself). `undefined` when anything is off, including a payload for another symbol.
 */
export function parseDepthData(data: unknown, symbol: string): DepthData | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (d.s !== symbol) return undefined;
  if (typeof d.u !== 'number' || !Number.isSafeInteger(d.u) || d.u < 1) return undefined;
  if (!isSequence(d.seq) || !isSequence(d.pseq)) return undefined;
  if (!validLevels(d.b) || !validLevels(d.a)) return undefined;
  return data as DepthData;
}

function mergeSide(side: Map<string, string>, levels: readonly BookLevel[]): void {
  for (let i = 0; i < levels.length; i++) {
    const [price, size] = levels[i] as BookLevel;
    if (isZero(size)) side.delete(price);
    else side.set(price, size);
  }
}

/** Applies a checked payload; `false` when the book grew past {@link MAX_LEVELS_PER_SIDE}. */
export function mergeDepth(book: BookSides, data: DepthData, reset: boolean): boolean {
  if (reset) clearBook(book);
  mergeSide(book.bids, data.b);
  mergeSide(book.asks, data.a);
  return book.bids.size <= MAX_LEVELS_PER_SIDE && book.asks.size <= MAX_LEVELS_PER_SIDE;
}

export function clearBook(book: BookSides): void {
  book.bids.clear();
  book.asks.clear();
}
