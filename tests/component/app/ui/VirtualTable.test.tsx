import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VIRTUAL_ROW_HEIGHT, VirtualTable } from '../../../../src/app/ui/VirtualTable';
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
