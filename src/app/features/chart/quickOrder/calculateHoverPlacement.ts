/**
 * Where the chart's quick-order button sits inside the chart's box, in CSS pixels from its top-left
 * corner. Spec 000 §9: the hover button and its panel keep at least 2 px from the box's edges, so
 * neither is ever cut by the chart's overflow or drawn over its border (the panel is the kit's
 * Popover, kept inside the box with HOVER_MIN_OFFSET as its container padding).
 */
export const HOVER_MIN_OFFSET = 2;

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  left: number;
  top: number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** Moves a box of `size` at `wanted` the least so that it is ≥ HOVER_MIN_OFFSET inside `box`. */
export function clampIntoBox(wanted: Placement, size: Size, box: Size): Placement {
  // In a box too small for it, the top-left offset wins: the start of the content stays readable.
  return {
    left: Math.round(clamp(wanted.left, HOVER_MIN_OFFSET, box.width - size.width - HOVER_MIN_OFFSET)),
    top: Math.round(clamp(wanted.top, HOVER_MIN_OFFSET, box.height - size.height - HOVER_MIN_OFFSET)),
  };
}

/**
 * The button: level with the pointer (centred on its height), at the box's right edge less `endInset`
 * (the chart can pass its price scale's width). Pinned to an edge rather than under the pointer, so the
 * pointer can reach it without it running away. No pointer (keyboard focus): the middle of the edge.
 */
export function calculateButtonPlacement(
  pointerY: number | undefined,
  button: Size,
  box: Size,
  endInset = 0,
): Placement {
  const y = pointerY ?? box.height / 2;
  return clampIntoBox({ left: box.width - button.width - endInset, top: y - button.height / 2 }, button, box);
}
