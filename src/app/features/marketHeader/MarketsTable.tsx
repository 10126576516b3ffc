import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Locale } from '../../i18n/locales';
import { pairPath } from '../../paths';
import type { MarketRow, MarketSort, MarketSortKey } from './calculateMarketRows';
import { MarketsTableRow } from './MarketsTableRow';

/** Row height in px; MarketHeader.css gives rows the same height so the virtualizer's sums hold. */
const MARKET_ROW_HEIGHT = 32;
/** Rows rendered beyond the visible ones, so fast scrolls and Tab into the next row find it there. */
const OVERSCAN = 8;

const COLUMNS = [
  { key: 'pair', label: 'markets.column.pair', numeric: false },
  { key: 'lastPrice', label: 'markets.column.lastPrice', numeric: true },
  { key: 'change', label: 'markets.column.change', numeric: true },
  { key: 'turnover', label: 'markets.column.turnover', numeric: true },
] as const satisfies readonly { key: MarketSortKey; label: string; numeric: boolean }[];

export interface MarketsTableProps {
  caption: string;
  rows: readonly MarketRow[];
  sort: MarketSort | undefined;
  onSort: (sort: MarketSort) => void;
  favourites: readonly string[];
  favouritesReady: boolean;
  currentSymbolId: string;
  locale: Locale;
  /** Closes the popover (a pair's link was followed). */
  onClose: () => void;
  /** Opens a row's pair (a click elsewhere on its row) and closes the popover. */
  onOpen: (row: MarketRow) => void;
}

/**
 * The pairs as a table, virtualized: only the rows in view (plus a margin) are in the DOM, with spacer
 * rows for the rest, so a real exchange's thousand pairs scroll as smoothly as the simulator's 26.
 * `aria-rowcount`/`aria-rowindex` tell screen readers the full size.
 */
export function MarketsTable(props: MarketsTableProps) {
  const {
    caption,
    rows,
    sort,
    onSort,
    favourites,
    favouritesReady,
    currentSymbolId,
    locale,
    onClose,
    onOpen,
  } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler, and nothing memoizes the virtualizer's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => MARKET_ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const favouriteSet = new Set(favourites);

  const sortBy = (key: MarketSortKey, numeric: boolean) => {
    if (sort?.key === key) {
      onSort({ key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' });
    } else {
      onSort({ key, direction: numeric ? 'descending' : 'ascending' });
    }
  };
  return (
    <div ref={scrollRef} className="markets-table__scroll">
      <table className="markets-table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">
              <span className="visually-hidden">{t('markets.column.favourite')}</span>
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort?.key === column.key ? sort.direction : undefined}
                data-numeric={column.numeric || undefined}
              >
                <button type="button" onClick={() => sortBy(column.key, column.numeric)}>
                  {t(column.label)}
                  <span aria-hidden="true">
                    {sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true" className="markets-table__spacer">
              <td colSpan={5} style={{ height: top }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <MarketsTableRow
                key={row.symbolId}
                row={row}
                rowIndex={item.index + 2}
                favourite={favouriteSet.has(row.symbolId)}
                favouritesReady={favouritesReady}
                current={row.symbolId === currentSymbolId}
                href={pairPath(locale, row)}
                onChoose={() => onOpen(row)}
                onClose={onClose}
              />
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden="true" className="markets-table__spacer">
              <td colSpan={5} style={{ height: bottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
