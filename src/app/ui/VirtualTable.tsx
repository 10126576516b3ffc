import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import './VirtualTable.css';

/**
 * Set at build time (vite.config.ts `define`): `SPOTDESK_UNVIRTUALIZED_LISTS=1` renders every row, the
 * baseline the orders-panel bench measures the virtualised lists against.
 */
declare const SPOTDESK_UNVIRTUALIZED_LISTS: boolean;

/** Row height in px; VirtualTable.css gives every body row this height so the virtualizer's sums hold. */
export const VIRTUAL_ROW_HEIGHT = 32;
/** Rows rendered beyond the visible ones, so a fast scroll or Tab into the next row finds it there. */
const OVERSCAN = 10;
/** More is asked for once the last rendered row is this close to the end. */
const END_REACHED_ROWS = 20;

export interface VirtualTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /**
   * The column's width in `ch` of the table's font, its padding aside. The table's layout is fixed: a
   * wider box shares the extra among the columns in proportion, a narrower one scrolls sideways.
   */
  widthCh: number;
}

export interface VirtualTableProps<Row> {
  /** The table's accessible name (also the scroll box's). */
  label: string;
  columns: readonly VirtualTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Every row there is, when known (no more pages): `aria-rowcount` is -1 (unknown) until then. */
  totalRows?: number | undefined;
  /** Scrolled near the end (or the rows do not fill the box): the caller loads the next page, once. */
  onEndReached?: (() => void) | undefined;
  /** Shown under the table inside the scroll box: "Loading…", a failed page and its retry. */
  footer?: ReactNode;
}

/**
 * A real `<table>` whose body rows are virtualised (@tanstack/react-virtual, fixed row height): only
 * the rows in view plus a margin are in the DOM, spacer rows stand for the rest, and
 * `aria-rowcount`/`aria-rowindex` tell screen readers where each row sits. The scroll box is a Tab stop
 * (arrow and page keys scroll it) and carries `data-scroll-list`, which the bench scrolls.
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { label, columns, rows, rowKey, totalRows, onEndReached, footer } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = !SPOTDESK_UNVIRTUALIZED_LISTS;
  // The app is not built with the React Compiler, and nothing memoizes the virtualizer's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({
        index,
        start: index * VIRTUAL_ROW_HEIGHT,
        end: (index + 1) * VIRTUAL_ROW_HEIGHT,
      }));
  const top = virtual ? (items[0]?.start ?? 0) : 0;
  const bottom = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const lastShown = virtual ? (items[items.length - 1]?.index ?? -1) : -1;

  // 1. Virtualised: the rendered range tells how near the end the view is (it moves with the scroll).
  const endRef = useRef(onEndReached);
  useEffect(() => {
    endRef.current = onEndReached;
  });
  const nearEnd = virtual && lastShown >= rows.length - END_REACHED_ROWS;
  useEffect(() => {
    if (nearEnd) endRef.current?.();
  }, [nearEnd, rows.length]);

  // 2. Every row rendered: the scroll position tells it, checked on scroll and when rows arrive.
  const checkScroll = () => {
    const box = scrollRef.current;
    if (virtual || !box) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= END_REACHED_ROWS * VIRTUAL_ROW_HEIGHT)
      endRef.current?.();
  };
  // Re-checked whenever the rows change.
  useEffect(checkScroll, [rows.length, virtual]);

  const columnCount = columns.length;
  return (
    <div
      ref={scrollRef}
      className="virtual-table__scroll"
      role="group"
      aria-label={label}
      // A keyboard user scrolls the list from here; the rows hold no controls of their own.
      tabIndex={0}
      data-scroll-list=""
      onScroll={virtual ? undefined : checkScroll}
    >
      <table
        className="virtual-table"
        aria-label={label}
        aria-rowcount={totalRows === undefined ? -1 : totalRows + 1}
        style={{
          minWidth: paddedWidth(
            columns.reduce((sum, column) => sum + column.widthCh, 0),
            columnCount,
          ),
        }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: paddedWidth(column.widthCh, 1) }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-numeric={column.numeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true" className="virtual-table__spacer">
              <td colSpan={columnCount} style={{ height: top }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return <VirtualRow key={rowKey(row)} row={row} rowIndex={item.index + 2} columns={columns} />;
          })}
          {bottom > 0 && (
            <tr aria-hidden="true" className="virtual-table__spacer">
              <td colSpan={columnCount} style={{ height: bottom }} />
            </tr>
          )}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

/** `ch` of text and the padding of `cells` cells (VirtualTable.css: `var(--space)` on each side). */
function paddedWidth(ch: number, cells: number): string {
  return `calc(${ch}ch + ${2 * cells} * var(--space))`;
}

/**
 * One body row. Memoized: a scroll re-renders the table at every frame, and only the rows that came
 * into view need their cells built (given rows and columns that keep their identity, as the tabs' do).
 */
const VirtualRow = memo(function VirtualRow<Row>({
  row,
  rowIndex,
  columns,
}: {
  row: Row;
  rowIndex: number;
  columns: readonly VirtualTableColumn<Row>[];
}) {
  return (
    <tr aria-rowindex={rowIndex}>
      {columns.map((column) => (
        <td key={column.key} data-numeric={column.numeric || undefined}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: { row: Row; rowIndex: number; columns: readonly VirtualTableColumn<Row>[] }) => ReactNode;
