/**
 * How many header fields fit, counted from the left (spec 001 §1: "fields hide from the right when
 * space is short and return when there is room"). A field shows whole or not at all; `gap` is the space
 * between two shown fields. Widths that are not finite or negative count as not fitting, so a bad
 * measurement hides fields instead of overflowing the strip.
 */
export function calculateVisibleFieldCount(
  fieldWidths: readonly number[],
  available: number,
  gap = 0,
): number {
  let used = 0;
  for (let i = 0; i < fieldWidths.length; i++) {
    const width = fieldWidths[i] ?? Number.NaN;
    if (!Number.isFinite(width) || width < 0) return i;
    used += width + (i > 0 ? gap : 0);
    if (used > available) return i;
  }
  return fieldWidths.length;
}
