/**
 * The two stored keys of spec 000 §9 ("the layout and a custom flag"). A custom layout is restored
 * only when both are there and the layout passes `parseStoredLayout`; anything else is cleared.
 */
import * as z from 'zod/mini';
import { readPref, removePref, writePref } from '../../storage/localPrefs';
import { calculatePanelLimits, type PanelLayoutItem } from './calculateDefaultLayout';
import { parseStoredLayout } from './parseStoredLayout';

export const LAYOUT_KEY = 'tradingLayout';
export const LAYOUT_CUSTOM_KEY = 'tradingLayoutCustom';

export function readCustomLayout(viewportWidth: number): PanelLayoutItem[] | undefined {
  const custom = readPref(LAYOUT_CUSTOM_KEY, z.literal(true));
  const stored = readPref(LAYOUT_KEY, z.unknown());
  if (custom === undefined && stored === undefined) return undefined;
  const layout = custom ? parseStoredLayout(stored, calculatePanelLimits(viewportWidth)) : undefined;
  if (!layout) clearCustomLayout();
  return layout;
}

export function writeCustomLayout(layout: readonly PanelLayoutItem[]): void {
  writePref(LAYOUT_KEY, layout);
  writePref(LAYOUT_CUSTOM_KEY, true);
}

export function clearCustomLayout(): void {
  removePref(LAYOUT_KEY);
  removePref(LAYOUT_CUSTOM_KEY);
}
