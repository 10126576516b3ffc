import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VIRTUAL_ROW_HEIGHT, VirtualTable, VirtualTableRow } from '../../../../src/app/ui/VirtualTable';
import { setupFakeLayout } from '../marketHeader/fakeLayout';

// jsdom lays nothing out: every scroll box is 320 px high, ten rows of 32 px.
setupFakeLayout({ viewportHeight: 320 });

const columns = [
  { key: 'n', header: 'Number', widthCh: 8, cell: (row: number) => `row ${row}` },
  { key: 'double', header: 'Double', widthCh: 6, cell: (row: number) => String(row * 2), numeric: true },
];
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('kit VirtualTable', () => {
  it('gives each column its width in ch, and the table their sum as its least width', () => {
    render(<VirtualTable label="Numbers" columns={columns} rows={rowsOf(3)} rowKey={String} />);
    const table = screen.getByRole('table', { name: 'Numbers' });
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual([
      'calc(8ch + 2 * var(--space))',
      'calc(6ch + 2 * var(--space))',
    ]);
    expect(table.style.minWidth).toBe('calc(14ch + 4 * var(--space))');
  });

  it('renders the rows in view as a table in a Tab-stop scroll box, and asks for more near the end', () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <VirtualTable
        label="Numbers"
        columns={columns}
        rows={rowsOf(200)}
        rowKey={String}
        onEndReached={onEndReached}
      />,
    );
    const table = screen.getByRole('table', { name: 'Numbers' });
    expect(table.getAttribute('aria-rowcount')).toBe('-1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col']);
    // Ten rows in view and the overscan below them; the rest are a spacer.
    const shown = within(table).getAllByRole('row').slice(1);
    expect(shown.length).toBeLessThan(30);
    expect(shown[0]?.getAttribute('aria-rowindex')).toBe('2');
    const box = screen.getByRole('group', { name: 'Numbers' });
    expect(box.tabIndex).toBe(0);
    expect(box.hasAttribute('data-scroll-list')).toBe(true);
    expect(onEndReached).not.toHaveBeenCalled();

    // Scrolled to row 180: the rows there are rendered with their place, and more is asked for.
    act(() => {
      box.scrollTop = 180 * VIRTUAL_ROW_HEIGHT;
      fireEvent.scroll(box);
    });
    expect(screen.getByRole('cell', { name: 'row 180' }).closest('tr')?.getAttribute('aria-rowindex')).toBe(
      '182',
    );
    expect(screen.queryByRole('cell', { name: 'row 0' })).toBeNull();
    expect(onEndReached).toHaveBeenCalledTimes(1);

    // All there is: the count is known.
    rerender(
      <VirtualTable label="Numbers" columns={columns} rows={rowsOf(200)} rowKey={String} totalRows={200} />,
    );
    expect(table.getAttribute('aria-rowcount')).toBe('201');
  });
});

describe('kit VirtualTable with controls in its rows', () => {
  const buttons = [
    {
      key: 'n',
      header: 'Number',
      widthCh: 8,
      cell: (row: number) => <button type="button">Row {row}</button>,
    },
  ];

  it('keeps the focused row rendered, scrolled out of view, until the focus leaves the table', () => {
    render(<VirtualTable label="Numbers" columns={buttons} rows={rowsOf(200)} rowKey={String} />);
    const box = screen.getByRole('group', { name: 'Numbers' });
    act(() => screen.getByRole('button', { name: 'Row 3' }).focus());

    act(() => {
      box.scrollTop = 150 * VIRTUAL_ROW_HEIGHT;
      fireEvent.scroll(box);
    });
    // The rows around 150 are there, and row 3 with the focus it had, a spacer on either side of it.
    expect(screen.getByRole('button', { name: 'Row 150' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Row 3' })).toBe(document.activeElement);
    expect(screen.queryByRole('button', { name: 'Row 4' })).toBeNull();
    const spacers = box.querySelectorAll('tbody tr.virtual-table__spacer');
    expect([...spacers].map((row) => (row.firstElementChild as HTMLElement).style.height)).toEqual([
      `${3 * VIRTUAL_ROW_HEIGHT}px`,
      `${(140 - 4) * VIRTUAL_ROW_HEIGHT}px`,
      `${(200 - 170) * VIRTUAL_ROW_HEIGHT}px`,
    ]);

    // Focus elsewhere: the next scroll lets the row go.
    act(() => box.focus());
    act(() => {
      box.scrollTop = 151 * VIRTUAL_ROW_HEIGHT;
      fireEvent.scroll(box);
    });
    expect(screen.queryByRole('button', { name: 'Row 3' })).toBeNull();
  });

  /** The table of buttons, rows `rows`, passing a gone row's focus to the button of the row in its place. */
  const passing = (rows: number[]) => (
    <VirtualTable
      label="Numbers"
      columns={buttons}
      rows={rows}
      rowKey={String}
      empty="Nothing left"
      passFocusTo="button"
    />
  );
  const without = (rows: number[], gone: number[]) => rows.filter((row) => !gone.includes(row));

  it('passes the focus of a row that goes to the row now in its place, scrolled away or not', () => {
    const { rerender } = render(passing(rowsOf(200)));
    const box = screen.getByRole('group', { name: 'Numbers' });
    act(() => screen.getByRole('button', { name: 'Row 3' }).focus());
    act(() => {
      box.scrollTop = 150 * VIRTUAL_ROW_HEIGHT;
      fireEvent.scroll(box);
    });
    // Row 3 goes: row 4, fourth now, is rendered there and takes the focus.
    rerender(passing(without(rowsOf(200), [3])));
    const next = screen.getByRole('button', { name: 'Row 4' });
    expect(next).toBe(document.activeElement);
    expect(next.closest('tr')?.getAttribute('aria-rowindex')).toBe('5');

    // And it is followed in turn: row 4 goes, row 5 takes the focus.
    rerender(passing(without(rowsOf(200), [3, 4])));
    expect(screen.getByRole('button', { name: 'Row 5' })).toBe(document.activeElement);
  });

  it('passes it to the last row when the last row goes, then to the empty note', () => {
    const { rerender } = render(passing([1, 2]));
    act(() => screen.getByRole('button', { name: 'Row 2' }).focus());
    rerender(passing([1]));
    expect(screen.getByRole('button', { name: 'Row 1' })).toBe(document.activeElement);
    rerender(passing([]));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nothing left')).toBe(document.activeElement);
  });

  it('leaves the focus where the user moved it, even by a click outside any control', () => {
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        {passing(rowsOf(5))}
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Row 1' }).focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    rerender(
      <>
        <button type="button">Elsewhere</button>
        {passing(without(rowsOf(5), [1]))}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBe(document.activeElement);

    // Focused again, then blurred to nothing (a click on the page's background): its row goes later.
    act(() => screen.getByRole('button', { name: 'Row 2' }).focus());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    rerender(
      <>
        <button type="button">Elsewhere</button>
        {passing(without(rowsOf(5), [1, 2]))}
      </>,
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('measures rows that render themselves', () => {
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    // Every row is twice the least height (a second line, say).
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get: () => 2 * VIRTUAL_ROW_HEIGHT,
    });
    try {
      render(
        <VirtualTable
          label="Numbers"
          columns={[{ key: 'n', header: 'Number', widthCh: 8 }]}
          rows={rowsOf(200)}
          rowKey={String}
          renderRow={(row, index) => (
            <VirtualTableRow key={row} index={index} data-own="">
              <td>row {row}</td>
            </VirtualTableRow>
          )}
        />,
      );
      const rows = within(screen.getByRole('table', { name: 'Numbers' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
      expect(rows.every((row) => row.hasAttribute('data-own'))).toBe(true);
      // Measured at 64 px: five rows fill the 320 px box, and ten more are overscan.
      expect(rows).toHaveLength(15);
    } finally {
      if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    }
  });
});
