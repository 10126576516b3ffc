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
 * have to copy it per watcher). End to end (this packing, unpackBookSide on the page and every field
 * read), the bench measured 1.74–2.04× over six runs on a 2-CPU machine, ~21 µs a message; the same view
 * with rows as objects 4.5–4.8× in the same runs.
 *
 * Prices, sizes and totals are formatted decimal strings, so they never contain the separators and no
 * escaping is needed; packBookSide checks that and throws otherwise, because it would be a bug.
 * Type imports only: the hand-off bench serves this file to its page with the types stripped.
 */
import type { BookRowView, PackedBookSide } from '../protocol/hub';

const FIELD = '|';
const ROW = '\n';
const ROW_CODE = 10;
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

/**
 * The rows of a packed side. The tab runs this once per snapshot on its main thread, so it is written
 * for speed: four indexOf and four slices a row, and depth parsed by hand while scanning to the row's
 * end (digits and at most one point, as packBookSide writes it; exact, because an integer of at most 7
 * digits divided by a power of ten rounds once, as Number("0.466666") does). In Node on the bench
 * machine, 80 rows cost ~7 µs this way against ~24 µs with split('\n') then split('|') per row and
 * Number() for depth (splitting each line is the slow part), which alone would have missed the
 * hand-off target. A side that does not match its count, or a row that is not four fields and a depth,
 * throws. (A separator inside a field cannot be told apart here; packBookSide refuses to write one.)
 */
export function unpackBookSide(side: PackedBookSide): BookRowView[] {
  const text = side.rows;
  const length = text.length;
  const rows: BookRowView[] = [];
  // An empty side is "" (one empty line would be a row with no fields).
  let start = length === 0 ? 1 : 0;
  while (start <= length) {
    const a = text.indexOf(FIELD, start);
    const b = a < 0 ? -1 : text.indexOf(FIELD, a + 1);
    const c = b < 0 ? -1 : text.indexOf(FIELD, b + 1);
    const d = c < 0 ? -1 : text.indexOf(FIELD, c + 1);
    let digits = 0;
    let scale = 1;
    let point = false;
    let end = d + 1;
    for (; d >= 0 && end < length; end++) {
      const code = text.charCodeAt(end);
      if (code >= 48 && code <= 57) {
        digits = digits * 10 + (code - 48);
        if (point) scale *= 10;
      } else if (code === 46 && !point) {
        point = true;
      } else {
        break;
      }
    }
    // A row ends with its depth, then a newline or the end; a fifth '|' or any other byte stops it early.
    if (d < 0 || end === d + 1 || (end < length && text.charCodeAt(end) !== ROW_CODE)) {
      throw new Error(`unpackBookSide: row ${rows.length} is not ${FIELDS_PER_ROW} fields ending in a depth`);
    }
    rows.push({
      price: text.slice(start, a),
      size: text.slice(a + 1, b),
      totalBase: text.slice(b + 1, c),
      totalQuote: text.slice(c + 1, d),
      depth: digits / scale,
    });
    start = end + 1;
  }
  if (rows.length !== side.count) {
    throw new Error(`unpackBookSide: ${rows.length} rows where the side says ${side.count}`);
  }
  return rows;
}
