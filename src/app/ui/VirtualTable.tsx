import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
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

/** A column's header and width, for a table whose rows render themselves (`renderRow`). */
export interface VirtualTableHeader {
  key: string;
  header: ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /**
   * The column's width in `ch` of the table's font, its padding aside. The table's layout is fixed: a
   * wider box shares the extra among the columns in proportion, a narrower one scrolls sideways.
   */
  widthCh: number;
}

/** A column whose cell the table renders from the row. */
export interface VirtualTableColumn<Row> extends VirtualTableHeader {
  cell: (row: Row) => ReactNode;
}

/**
 * The body: rows made of the columns' cells, all VIRTUAL_ROW_HEIGHT high; or rows that render
 * themselves as a `VirtualTableRow` (rows with controls and state of their own), whose heights are
 * measured (at least VIRTUAL_ROW_HEIGHT: a row grows with a second line or an editor open).
 */
type VirtualTableBody<Row> =
  | { columns: readonly VirtualTableColumn<Row>[]; renderRow?: undefined }
  | {
      columns: readonly VirtualTableHeader[];
      /** The row at `index` (0-based in `rows`), keyed by the caller, as a `VirtualTableRow`. */
      renderRow: (row: Row, index: number) => ReactNode;
    };

export type VirtualTableProps<Row> = VirtualTableBody<Row> & {
  /** The table's accessible name (also the scroll box's). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Every row there is, when known (no more pages): `aria-rowcount` is -1 (unknown) until then. */
  totalRows?: number | undefined;
  /** Scrolled near the end (or the rows do not fill the box): the caller loads the next page, once. */
  onEndReached?: (() => void) | undefined;
  /** Shown under the table inside the scroll box: "Loading…", a failed page and its retry. */
  footer?: ReactNode;
  /** Shown instead of the table while there are no rows ("No records yet"); else an empty table shows. */
  empty?: ReactNode;
  /**
   * The control that takes the focus when the row holding it goes (cancelled, filled), as a CSS
   * selector within a row: the one in the row now in its place, else in the last row; the `empty` note
   * when no row is left. A keyboard user acting on one row after another stays in the list.
   */
  passFocusTo?: string;
  /**
   * The last column (a row's actions) stays in view at the row's end while a table wider than its box
   * scrolls sideways, so every row's controls are in reach at any width.
   */
  pinLastColumn?: boolean;
};

/** The virtualizer's measuring ref, for rows whose heights are measured (`renderRow`). */
const MeasureRowContext = createContext<((row: HTMLTableRowElement | null) => void) | undefined>(undefined);

/** The row that holds the focus, and where it stood when it took it. */
interface FocusedRow {
  key: string;
  index: number;
}

/**
 * A real `<table>` whose body rows are virtualised (@tanstack/react-virtual, fixed row height): only
 * the rows in view plus a margin are in the DOM, spacer rows stand for the rest, and
 * `aria-rowcount`/`aria-rowindex` tell screen readers where each row sits. The scroll box is a Tab stop
 * (arrow and page keys scroll it) and carries `data-scroll-list`, which the bench scrolls.
 *
 * The row holding the focus stays rendered when it is scrolled out of view, and so does the place it
 * held when it took the focus: a control keeps its focus (and an editor its draft) whatever the
 * scroll, and when that row goes, the focus passes to the row that took its place (`passFocusTo`).
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    totalRows,
    onEndReached,
    footer,
    empty,
    passFocusTo,
    pinLastColumn,
    renderRow,
  } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const virtual = !SPOTDESK_UNVIRTUALIZED_LISTS;
  const measured = renderRow !== undefined;

  const [focused, setFocused] = useState<FocusedRow>();
  const noteFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = Number((event.target as HTMLElement).closest('tr')?.dataset['index'] ?? -1);
    const row = rows[index];
    if (row !== undefined && focused?.key !== rowKey(row)) setFocused({ key: rowKey(row), index });
  };
  const noteBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    const next = event.relatedTarget;
    // Focus moved elsewhere on the page, or to nothing by a click outside any control. Not when the
    // window lost it (the control keeps it, and gets it back), nor a blur of a control already taken
    // out of the page with its row (the layout effect below passes that focus on).
    const left =
      next instanceof Node
        ? !event.currentTarget.contains(next)
        : event.target.isConnected && document.activeElement !== event.target;
    if (left) setFocused(undefined);
  };
  const focusedNow = focused ? rows.findIndex((row) => rowKey(row) === focused.key) : -1;
  const kept = focused ? keptIndexes(focused, focusedNow, rows.length) : [];

  // The focused row went. If the focus went with it (one the user moved elsewhere stays there), the
  // row now in its place takes it before the browser paints: that place is rendered (`kept`).
  const focusGone = focused !== undefined && focusedNow < 0;
  useLayoutEffect(() => {
    if (!focusGone) return;
    setFocused(undefined);
    const active = document.activeElement;
    if (passFocusTo === undefined || (active !== null && active !== document.body)) return;
    const place = Math.min(focused.index, rows.length - 1);
    const next =
      rows.length === 0
        ? emptyRef.current
        : scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${place}"] ${passFocusTo}`);
    // Its focus event notes the row that now holds the focus.
    next?.focus();
  }, [focusGone, focused, passFocusTo, rows.length]);
  const keyOfIndex = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    [rows, rowKey],
  );

  // The app is not built with the React Compiler, and nothing memoizes the virtualizer's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: OVERSCAN,
    // Measured heights follow their rows, not their places, as rows come and go above them. (The
    // virtualizer lays every row out again when this function changes: it changes with the rows.)
    getItemKey: measured ? keyOfIndex : indexKey,
    rangeExtractor:
      kept.length === 0
        ? defaultRangeExtractor
        : (range: Range) => withKept(defaultRangeExtractor(range), kept),
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({
        index,
        start: index * VIRTUAL_ROW_HEIGHT,
        end: (index + 1) * VIRTUAL_ROW_HEIGHT,
      }));
  // The last row rendered for the view (a kept row further down does not count).
  const lastShown = virtual ? lastOfRange(virtualizer.range, rows.length) : -1;

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

  if (rows.length === 0 && empty !== undefined)
    return (
      <p ref={emptyRef} className="virtual-table__empty" tabIndex={-1}>
        {empty}
      </p>
    );
  const columnCount = columns.length;
  return (
    <div
      ref={scrollRef}
      className="virtual-table__scroll"
      role="group"
      aria-label={label}
      // A keyboard user scrolls the list from here (rows may hold no control to Tab to).
      tabIndex={0}
      data-scroll-list=""
      onScroll={virtual ? undefined : checkScroll}
    >
      <table
        className="virtual-table"
        aria-label={label}
        aria-rowcount={totalRows === undefined ? -1 : totalRows + 1}
        data-pin-last={pinLastColumn || undefined}
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
        <tbody onFocus={noteFocus} onBlur={noteBlur}>
          <MeasureRowContext.Provider value={measured && virtual ? virtualizer.measureElement : undefined}>
            {withSpacers(items, virtual ? virtualizer.getTotalSize() : 0, columnCount, (index) => {
              const row = rows[index];
              if (row === undefined) return null;
              return renderRow ? (
                renderRow(row, index)
              ) : (
                <CellsRow key={rowKey(row)} row={row} index={index} columns={props.columns} />
              );
            })}
          </MeasureRowContext.Provider>
        </tbody>
      </table>
      {footer}
    </div>
  );
}

/** The rows' own places, for rows of a fixed height. */
const indexKey = (index: number) => index;

/** The last index the virtualizer renders for its range in view, overscan included (-1: none). */
function lastOfRange(range: { endIndex: number } | null, count: number): number {
  return range === null ? -1 : Math.min(range.endIndex + OVERSCAN, count - 1);
}

/** The focused row's index now (`now`, -1 if it went) and the index it had, within `count` rows. */
function keptIndexes(focused: FocusedRow, now: number, count: number): number[] {
  if (count === 0) return [];
  const place = Math.min(focused.index, count - 1);
  return now < 0 || now === place ? [place] : [now, place];
}

/** The virtualizer's indexes with the kept ones added, in order, each once. */
function withKept(indexes: number[], kept: number[]): number[] {
  const missing = kept.filter((index) => !indexes.includes(index));
  return missing.length === 0 ? indexes : [...indexes, ...missing].sort((a, b) => a - b);
}

/**
 * The rendered rows in order, with a spacer row for each stretch of rows not rendered: before the
 * first, after the last, and between the rows in view and a kept row far from them.
 */
function withSpacers(
  items: readonly { index: number; start: number; end: number }[],
  totalSize: number,
  columnCount: number,
  renderAt: (index: number) => ReactNode,
): ReactNode[] {
  const out: ReactNode[] = [];
  const spacer = (key: string, height: number) => (
    <tr key={key} aria-hidden="true" className="virtual-table__spacer">
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
  // Keyed by their order, not by the rows beside them: a scroll resizes the spacers, never remakes them.
  let end = 0;
  let gaps = 0;
  for (const item of items) {
    if (item.start > end) out.push(spacer(`gap-${gaps++}`, item.start - end));
    out.push(renderAt(item.index));
    end = item.end;
  }
  if (totalSize > end) out.push(spacer('after', totalSize - end));
  return out;
}

/** `ch` of text and the padding of `cells` cells (VirtualTable.css: `var(--space)` on each side). */
function paddedWidth(ch: number, cells: number): string {
  return `calc(${ch}ch + ${2 * cells} * var(--space))`;
}

export type VirtualTableRowProps = Omit<ComponentPropsWithoutRef<'tr'>, 'aria-rowindex'> & {
  /** The row's index in the table's `rows`. */
  index: number;
};

/**
 * A body row of a VirtualTable: its place for screen readers (`aria-rowindex`, the header being row 1)
 * and for the virtualizer (`data-index`, and the measuring ref where rows are measured).
 */
export function VirtualTableRow({ index, ...rest }: VirtualTableRowProps) {
  const measure = useContext(MeasureRowContext);
  return <tr {...rest} ref={measure} aria-rowindex={index + 2} data-index={index} />;
}

/**
 * A row of the columns' cells. Memoized: a scroll re-renders the table at every frame, and only the
 * rows that came into view need their cells built (given rows and columns that keep their identity, as
 * the tabs' do).
 */
const CellsRow = memo(function CellsRow<Row>({
  row,
  index,
  columns,
}: {
  row: Row;
  index: number;
  columns: readonly VirtualTableColumn<Row>[];
}) {
  return (
    <VirtualTableRow index={index}>
      {columns.map((column) => (
        <td key={column.key} data-numeric={column.numeric || undefined}>
          {column.cell(row)}
        </td>
      ))}
    </VirtualTableRow>
  );
}) as <Row>(props: { row: Row; index: number; columns: readonly VirtualTableColumn<Row>[] }) => ReactNode;
