import * as z from 'zod/mini';
import { withPanelLimits, type PanelLayoutItem } from './calculateDefaultLayout';
import { GRID_COLUMNS, PANEL_IDS, type PanelId, type PanelLimits } from './gridConstants';

const cell = z.int().check(z.gte(0), z.lte(10_000));

/** What a stored layout item may look like; the limits stored with it are not trusted, ours apply. */
export const storedLayoutItemSchema = z.object({
  i: z.enum(PANEL_IDS),
  x: cell,
  y: cell,
  w: cell.check(z.gte(1)),
  h: cell.check(z.gte(1)),
  minW: z.optional(cell),
  minH: z.optional(cell),
  maxH: z.optional(cell),
});
export const storedLayoutSchema = z.array(storedLayoutItemSchema).check(z.maxLength(PANEL_IDS.length));

function overlaps(a: PanelLayoutItem, b: PanelLayoutItem): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * A stored layout, checked against the rules of spec 000 §2: every panel exactly once, inside the 120
 * columns, no overlap, and each within its minimum (and the order book's maximum) size (for a page
 * width: `calculatePanelLimits`). `undefined` when any rule fails, so a hand-edited or outdated value
 * is dropped rather than half-applied.
 */
export function parseStoredLayout(
  value: unknown,
  limitsById: Record<PanelId, PanelLimits>,
): PanelLayoutItem[] | undefined {
  const parsed = storedLayoutSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const items = parsed.data;
  const layout: PanelLayoutItem[] = [];
  for (const id of PANEL_IDS) {
    const matches = items.filter((item) => item.i === id);
    const [item] = matches;
    if (matches.length !== 1 || !item) return undefined;
    const limits = limitsById[id];
    if (item.w < limits.minW || item.h < limits.minH) return undefined;
    if (limits.maxH !== undefined && item.h > limits.maxH) return undefined;
    if (item.x + item.w > GRID_COLUMNS) return undefined;
    layout.push(withPanelLimits({ i: id, x: item.x, y: item.y, w: item.w, h: item.h }, limitsById));
  }
  for (const [index, a] of layout.entries()) {
    if (layout.slice(index + 1).some((b) => overlaps(a, b))) return undefined;
  }
  return layout;
}
