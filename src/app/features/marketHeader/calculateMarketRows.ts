import type { Instrument, MarketRowView } from '../../../shared/protocol';
import type { FormattedChange } from '../../../shared/format/formatChangeE6';
import { abbreviateDecimal } from '../../../shared/format/abbreviateDecimal';
import { parseFixed } from '../../../shared/money/fixed';
import { calculateChangeRate } from '../../instruments/calculateChangeRate';

/** Spec 001 §3 "Derived market row", as the markets popover shows it. */
export interface MarketRow {
  symbolId: string;
  symbolName: string;
  base: string;
  quote: string;
  isLeveragedToken: boolean;
  /** The hub's formatted last price; "" before the first ticker. */
  lastPrice: string;
  change: FormattedChange | undefined;
  /** Abbreviated ("1.23M"); undefined before the first ticker. */
  turnover: string | undefined;
  /** Exact values for sorting; undefined when missing. */
  lastPriceValue: bigint | undefined;
  changeValue: bigint | undefined;
  turnoverValue: bigint | undefined;
}

export type MarketTab = { kind: 'favourites' } | { kind: 'quote'; quote: string };
export type MarketSortKey = 'pair' | 'lastPrice' | 'change' | 'turnover';
export interface MarketSort {
  key: MarketSortKey;
  direction: 'ascending' | 'descending';
}

/** Joins the symbol list with the hub's market list: every listed pair, with its ticker when there is one. */
export function calculateMarketRows(
  instruments: readonly Instrument[],
  tickers: readonly MarketRowView[],
): MarketRow[] {
  const bySymbol = new Map(tickers.map((row) => [row.symbol, row]));
  return instruments.map((instrument) => {
    const ticker = bySymbol.get(instrument.symbolId);
    const change = ticker
      ? calculateChangeRate({ lastPrice: ticker.lastPrice, percent24h: ticker.change24h })
      : undefined;
    return {
      symbolId: instrument.symbolId,
      symbolName: instrument.symbolName,
      base: instrument.baseTokenName,
      quote: instrument.quoteTokenName,
      isLeveragedToken: instrument.isLeveragedToken,
      lastPrice: ticker?.lastPrice ?? '',
      change,
      turnover: ticker ? abbreviateDecimal(ticker.turnover24h) : undefined,
      lastPriceValue: parseFixed(ticker?.lastPrice),
      changeValue: parseFixed(change?.text.slice(0, -1)),
      turnoverValue: parseFixed(ticker?.turnover24h),
    };
  });
}

/** The popover's tabs: Favourites, then each quote token in the order the symbol list first names it. */
export function calculateQuoteTabs(instruments: readonly Instrument[]): string[] {
  return [...new Set(instruments.map((i) => i.quoteTokenName))];
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareBy(key: MarketSortKey, a: MarketRow, b: MarketRow): number | undefined {
  if (key === 'pair') return compareText(a.symbolName, b.symbolName);
  const field = key === 'lastPrice' ? 'lastPriceValue' : key === 'change' ? 'changeValue' : 'turnoverValue';
  const x = a[field];
  const y = b[field];
  if (x === undefined || y === undefined) return undefined;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The rows one tab shows: (1) the tab's pairs (favourites in the order they were added), (2) those whose
 * base or symbol contains the query, case-insensitive, (3) sorted when a sort is set, rows without a
 * figure last in either direction, ties by pair name.
 */
export function selectMarketRows(
  rows: readonly MarketRow[],
  options: { tab: MarketTab; query: string; favourites: readonly string[]; sort: MarketSort | undefined },
): MarketRow[] {
  const { tab, favourites, sort } = options;
  let shown: MarketRow[];
  if (tab.kind === 'favourites') {
    const byId = new Map(rows.map((row) => [row.symbolId, row]));
    shown = favourites.flatMap((id) => byId.get(id) ?? []);
  } else {
    shown = rows.filter((row) => row.quote === tab.quote);
  }

  const query = options.query.trim().toUpperCase();
  if (query !== '') {
    shown = shown.filter(
      (row) =>
        row.base.toUpperCase().includes(query) ||
        row.symbolId.toUpperCase().includes(query) ||
        row.symbolName.toUpperCase().includes(query),
    );
  }

  if (!sort) return shown;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...shown].sort((a, b) => {
    const order = compareBy(sort.key, a, b);
    if (order === undefined) {
      const missingA = compareBy(sort.key, a, a) === undefined;
      const missingB = compareBy(sort.key, b, b) === undefined;
      if (missingA !== missingB) return missingA ? 1 : -1;
      return compareText(a.symbolName, b.symbolName);
    }
    return order * sign || compareText(a.symbolName, b.symbolName);
  });
}
