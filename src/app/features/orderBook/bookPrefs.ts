/**
 * The order book panel's remembered choices (local storage through localPrefs): the tab, the layout,
 * the total column's token, and the depth step per symbol.
 */
import * as z from 'zod/mini';
import { readPref, writePref } from '../../storage/localPrefs';
import { BOOK_LAYOUTS, BOOK_TABS, DEFAULT_BOOK_LAYOUT, type BookLayout, type BookTab } from './bookConstants';

export const BOOK_TAB_KEY = 'orderBook.tab';
export const BOOK_LAYOUT_KEY = 'orderBook.layout';
export const BOOK_TOTAL_KEY = 'orderBook.totalIn';
export const BOOK_STEPS_KEY = 'orderBook.steps';

export type TotalIn = 'base' | 'quote';

const tabSchema = z.enum(BOOK_TABS);
const layoutSchema = z.literal([...BOOK_LAYOUTS]);
const totalSchema = z.enum(['base', 'quote']);
const stepsSchema = z.record(z.string(), z.string());

export const readBookTab = (): BookTab => readPref(BOOK_TAB_KEY, tabSchema) ?? 'orderBook';
export const writeBookTab = (tab: BookTab): void => void writePref(BOOK_TAB_KEY, tab);

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
