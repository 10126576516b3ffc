import { describe, expect, it } from 'vitest';
import {
  createBookSidePainter,
  type BookSideLook,
} from '../../../../src/app/features/orderBook/createBookSidePainter';
import type { BookRowView } from '../../../../src/shared/protocol';

/** A tbody of `count` empty, hidden slots, as BookSideRows renders them. */
function slotsBody(count: number): HTMLTableSectionElement {
  const table = document.createElement('table');
  const body = table.createTBody();
  for (let i = 0; i < count; i++) {
    const row = body.insertRow();
    row.hidden = true;
    row.innerHTML =
      '<td><span data-cell="depth"></span><button data-cell="pick"><span data-cell="price"></span></button></td>' +
      '<td data-cell="size"></td><td data-cell="total"></td>';
  }
  document.body.append(table);
  return body;
}

const level = (price: string, size: string, total: string, depth: number): BookRowView => ({
  price,
  size,
  totalBase: total,
  totalQuote: `${total}0`,
  depth,
});

const look = (over: Partial<BookSideLook> = {}): BookSideLook => ({
  totalIn: 'base',
  mine: new Set(),
  mineLabel: 'Your order',
  format: (value) => `<${value}>`,
  barWidthPx: 200,
  ...over,
});

/** What a person sees of the rows shown: the cells' text. */
const shown = (body: HTMLTableSectionElement) =>
  [...body.rows].filter((row) => !row.hidden).map((row) => [...row.cells].map((cell) => cell.textContent));

const depthOf = (body: HTMLTableSectionElement, slot: number) =>
  body.rows[slot]?.querySelector<HTMLElement>('[data-cell="depth"]') as HTMLElement;

/** DOM changes since the last call. */
function watch(body: HTMLTableSectionElement) {
  const observer = new MutationObserver(() => undefined);
  observer.observe(body, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => observer.takeRecords();
}

describe('createBookSidePainter', () => {
  it('shows the rows top to bottom, formatted, hides the slots beyond them and cuts rows beyond the slots', () => {
    const body = slotsBody(3);
    const painter = createBookSidePainter(body);
    painter.paint([level('10', '1', '1', 0.5), level('9', '2', '3', 1)], look());
    expect(shown(body)).toEqual([
      ['<10>', '<1>', '<1>'],
      ['<9>', '<2>', '<3>'],
    ]);
    expect(body.rows[2]?.hidden).toBe(true);
    // Half of the rows' 200 px, as a band inside the bar's box on its outer edge.
    expect(depthOf(body, 0).style.boxShadow).toBe('inset -100.00px 0 0 0 currentColor');

    painter.paint(
      [1, 2, 3, 4].map((i) => level(String(i), '1', '1', 0)),
      look(),
    );
    expect(shown(body).map(([price]) => price)).toEqual(['<1>', '<2>', '<3>']);
    painter.paint([], look());
    expect(shown(body)).toEqual([]);
  });

  it('writes only what changed, and nothing for the same rows again', () => {
    const body = slotsBody(2);
    const painter = createBookSidePainter(body);
    const rows = [level('10', '1', '1', 0.5), level('9', '2', '3', 1)];
    painter.paint(rows, look());
    const changes = watch(body);
    painter.paint(
      rows.map((row) => ({ ...row })),
      look(),
    );
    expect(changes()).toEqual([]);
    painter.paint([rows[0] as BookRowView, level('9', '2.5', '3.5', 1)], look());
    const written = changes().map((record) => (record.target as Node).parentElement?.dataset.cell);
    expect(written.sort()).toEqual(['size', 'total']);
  });

  it('shows the total in quote when chosen; a new painter (another locale) rewrites every cell', () => {
    const body = slotsBody(1);
    createBookSidePainter(body).paint([level('10', '1', '1', 0.5)], look({ totalIn: 'quote' }));
    expect(shown(body)).toEqual([['<10>', '<1>', '<10>']]);
    createBookSidePainter(body).paint(
      [level('10', '1', '1', 0.5)],
      look({ format: (value) => `[${value}]` }),
    );
    expect(shown(body)).toEqual([['[10]', '[1]', '[1]']]);
  });

  it('marks the rows holding the user’s orders, in words for screen readers, and unmarks them', () => {
    const body = slotsBody(2);
    const painter = createBookSidePainter(body);
    const rows = [level('10', '1', '1', 0.5), level('9', '2', '3', 1)];
    painter.paint(rows, look({ mine: new Set(['9']) }));
    const pick = (i: number) => body.rows[i]?.querySelector('button');
    expect(pick(0)?.textContent).toBe('<10>');
    expect(pick(1)?.textContent).toBe('<9>● Your order');
    expect(pick(1)?.querySelector('[aria-hidden="true"]')?.textContent).toBe('●');
    painter.paint(rows, look());
    expect(pick(1)?.textContent).toBe('<9>');
  });

  it('draws each depth bar as its share of the rows’ width, none until that width is known', () => {
    const body = slotsBody(2);
    const rows = [level('10', '1', '1', 0.25), level('9', '2', '3', 1)];
    createBookSidePainter(body).paint(rows, look({ barWidthPx: undefined }));
    expect([depthOf(body, 0).style.boxShadow, depthOf(body, 1).style.boxShadow]).toEqual(['none', 'none']);
    // Measured: the painter made for the new width (BookSideRows makes one per look) draws every bar.
    createBookSidePainter(body).paint(rows, look({ barWidthPx: 301 }));
    expect([depthOf(body, 0).style.boxShadow, depthOf(body, 1).style.boxShadow]).toEqual([
      'inset -75.25px 0 0 0 currentColor',
      'inset -301.00px 0 0 0 currentColor',
    ]);
  });

  it('tells which row a slot shows, for a click', () => {
    const body = slotsBody(3);
    const painter = createBookSidePainter(body);
    const rows = [level('10', '1', '1', 0.5), level('9', '2', '3', 1)];
    painter.paint(rows, look());
    expect(painter.rowAt(1)).toBe(rows[1]);
    expect(painter.rowAt(2)).toBeUndefined();
  });

  it('refuses markup without the parts it writes', () => {
    const body = slotsBody(1);
    body.querySelector('[data-cell="size"]')?.removeAttribute('data-cell');
    expect(() => createBookSidePainter(body)).toThrow(/data-cell="size"/);
  });
});
