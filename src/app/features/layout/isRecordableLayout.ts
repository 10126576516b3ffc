import type { PanelLayoutItem } from './calculateDefaultLayout';
import { GRID_MARGIN, ROW_HEIGHT } from './gridConstants';

/** Spec 001 §9: the order area's height is recorded only if it is at most 600 px. */
export const MAX_RECORDED_ORDER_AREA_PX = 600;

/**
 * Whether a layout the user made may be stored: the orders panel (the grid's `position` item) is at
 * most 600 px tall, margins between its rows included. A taller one stays on screen for this visit;
 * the next visit starts from the last layout recorded.
 */
export function isRecordableLayout(layout: readonly PanelLayoutItem[]): boolean {
  const orders = layout.find((item) => item.i === 'position');
  if (!orders) return true;
  return orders.h * ROW_HEIGHT + (orders.h - 1) * GRID_MARGIN <= MAX_RECORDED_ORDER_AREA_PX;
}
