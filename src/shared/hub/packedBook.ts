/**
 * The order-book view's sides packed for the hand-off to a tab (PackedBookSide in ../protocol/hub.ts):
 * the hub packs, the tab unpacks once per snapshot.
 *
 * Why: a tab receives a snapshot by structured clone, and Chromium's main thread pays for every object
 * and string it deserializes. The hand-off bench (bench/scenarios/handoff.bench.ts, issue 3 item 5)
 * measured a 2×40 view with rows as objects (80 objects, 320 strings) at ~51 µs of main-thread CPU per
 * message against ~11 µs for the floor (the same levels as a transferred Float64Array): 4.65×, target ≤ 2×.
 * One '|'-joined string per side that the tab splits measured 20.5 µs (1.87×); rows as arrays 2.71×,
 * JSON text 3.61×. So a side travels as one string, and depth rides in it as a short decimal, which needs
 * no transferable (a transferred buffer moves, so the hub, posting one snapshot to many watchers, would
 * have to copy it per watcher).
 *
 * Prices, sizes and totals are formatted decimal strings, so they never contain the separators and no
 * escaping is needed; packBookSide checks that and throws otherwise, because it would be a bug.
 * Type imports only: the hand-off bench serves this file to its page with the types stripped.
 */
import type { BookRowView, PackedBookSide } from '../protocol/hub';

const FIELD = '|';
const ROW = '\n';
/** price|size|totalBase|totalQuote|depth */
const FIELDS_PER_ROW = 5;
/** Depth is a bar width: the calculator's millionths are plenty, and exact through the round trip. */
const DEPTH_DECIMALS = 6;

function text(value: string, name: string): string {
  if (value.includes(FIELD) || value.includes(ROW)) {
    throw new Error(`packBookSide: ${name} ${JSON.stringify(value)} contains a separator`);
  }
  return value;
}

/** 0…1 at DEPTH_DECIMALS, trailing zeros dropped: 0.4 → "0.4", 0.466666 → "0.466666", 1 → "1". */
function depthText(depth: number): string {
  if (!(depth >= 0 && depth <= 1)) throw new Error(`packBookSide: depth ${depth} is not within 0…1`);
  const fixed = depth.toFixed(DEPTH_DECIMALS);
  return fixed.replace(/\.?0+$/, '');
}

export function packBookSide(rows: readonly BookRowView[]): PackedBookSide {
  const lines = rows.map(
    (row) =>
      `${text(row.price, 'price')}${FIELD}${text(row.size, 'size')}${FIELD}${text(row.totalBase, 'totalBase')}` +
      `${FIELD}${text(row.totalQuote, 'totalQuote')}${FIELD}${depthText(row.depth)}`,
  );
  return { count: rows.length, rows: lines.join(ROW) };
}

export function unpackBookSide(side: PackedBookSide): BookRowView[] {
  // An empty side is "" (splitting it would give one empty row).
  const lines = side.rows === '' ? [] : side.rows.split(ROW);
  if (lines.length !== side.count) {
    throw new Error(`unpackBookSide: ${lines.length} rows where the side says ${side.count}`);
  }
  const rows: BookRowView[] = [];
  for (let i = 0; i < lines.length; i++) {
    const f = (lines[i] as string).split(FIELD);
    if (f.length !== FIELDS_PER_ROW) throw new Error(`unpackBookSide: row ${i} has ${f.length} fields`);
    rows.push({
      price: f[0] as string,
      size: f[1] as string,
      totalBase: f[2] as string,
      totalQuote: f[3] as string,
      depth: Number(f[4]),
    });
  }
  return rows;
}
