/**
 * The order book's remembered choices (local storage through localPrefs): the layout, the total
 * column's token, and the depth step per symbol.
 */
import { z } from 'zod';
import { readPref, writePref } from '../../storage/localPrefs';
import { BOOK_LAYOUTS, DEFAULT_BOOK_LAYOUT, type BookLayout } from './bookConstants';

export const BOOK_LAYOUT_KEY = 'orderBook.layout';
export const BOOK_TOTAL_KEY = 'orderBook.totalIn';
export const BOOK_STEPS_KEY = 'orderBook.steps';

export type TotalIn = 'base' | 'quote';

const layoutSchema = z.literal([...BOOK_LAYOUTS]);
const totalSchema = z.enum(['base', 'quote']);
const stepsSchema = z.record(z.string(), z.string());

export const readBookLayout = (): BookLayout =>
  readPref(BOOK_LAYOUT_KEY, layoutSchema) ?? DEFAULT_BOOK_LAYOUT;
export const writeBookLayout = (layout: BookLayout): void => void writePref(BOOK_LAYOUT_KEY, layout);

export const readTotalIn = (): TotalIn => readPref(BOOK_TOTAL_KEY, totalSchema) ?? 'base';
export const writeTotalIn = (totalIn: TotalIn): void => void writePref(BOOK_TOTAL_KEY, totalIn);

/** The step saved for a symbol, unchecked: chooseDepthStep uses it only when it is still offered. */
export const readSavedStep = (symbolId: string): string | undefined =>
  readPref(BOOK_STEPS_KEY, stepsSchema)?.[symbolId];

export function writeSavedStep(symbolId: string, step: string): void {
  writePref(BOOK_STEPS_KEY, { ...readPref(BOOK_STEPS_KEY, stepsSchema), [symbolId]: step });
}
