/**
 * Tickers of every symbol, from `instrument_info.all` (or a per-symbol topic): a snapshot and deltas
 * both carry full tickers, so each one simply replaces the symbol's last. Views format them with the
 * instrument precisions.
 */
import type { Instrument, MarketListView, MarketRowView, Ticker, TickerView } from '../../protocol';
import { formatChangeE6 } from '../../format/formatChangeE6';
import { formatDecimal } from '../../format/formatDecimal';

/** Spec 000 §3: display precisions when a symbol is unknown. */
const DEFAULT_PRICE_DECIMALS = 13;
const DEFAULT_QUANTITY_DECIMALS = 8;
const DEFAULT_AMOUNT_DECIMALS = 8;

/**
 * The 24h change as the header shows it: percent, 2 decimals, a plus sign when up, and "0.00" when it
 * rounds to zero either way (spec 001 §9). Exact: the E6 integer is rescaled, never a float.
 */
export function formatChange24h(price24hPcntE6: string): string {
  const change = formatChangeE6(price24hPcntE6);
  if (!change) return '';
  return change.trend === 'flat' ? '0.00' : change.text.replace('%', '');
}

function format(text: string, decimals: number): string {
  return formatDecimal(text, decimals) ?? '';
}

function precisions(instrument: Instrument | undefined) {
  return {
    price: instrument?.pricePrecision ?? DEFAULT_PRICE_DECIMALS,
    quantity: instrument?.quantityPrecision ?? DEFAULT_QUANTITY_DECIMALS,
    amount: instrument?.amountPrecision ?? DEFAULT_AMOUNT_DECIMALS,
  };
}

/** Applies checked tickers; a snapshot of `instrument_info.all` replaces the whole set. */
export function applyTickers(
  into: Map<string, Ticker>,
  tickers: readonly Ticker[],
  replaceAll: boolean,
): void {
  if (replaceAll) into.clear();
  for (const ticker of tickers) into.set(ticker.symbol, ticker);
}

export function calculateTickerView(
  symbol: string,
  ticker: Ticker | undefined,
  instrument: Instrument | undefined,
): TickerView {
  const p = precisions(instrument);
  return {
    kind: 'ticker',
    symbol,
    status: ticker ? 'live' : 'loading',
    lastPrice: ticker ? format(ticker.lastPrice, p.price) : '',
    tickDirection: ticker?.lastTickDirection ?? 'ZeroPlusTick',
    change24h: ticker ? formatChange24h(ticker.price24hPcntE6) : '',
    high24h: ticker ? format(ticker.highPrice24h, p.price) : '',
    low24h: ticker ? format(ticker.lowPrice24h, p.price) : '',
    volume24h: ticker ? format(ticker.volume24h, p.quantity) : '',
    turnover24h: ticker ? format(ticker.turnover24h, p.amount) : '',
  };
}

/** Every ticker as a market-list row, by symbol. */
export function calculateMarketListView(
  tickers: ReadonlyMap<string, Ticker>,
  instruments: ReadonlyMap<string, Instrument>,
  loaded: boolean,
): MarketListView {
  const rows: MarketRowView[] = [...tickers.values()]
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
    .map((ticker) => {
      const p = precisions(instruments.get(ticker.symbol));
      return {
        symbol: ticker.symbol,
        lastPrice: format(ticker.lastPrice, p.price),
        change24h: formatChange24h(ticker.price24hPcntE6),
        turnover24h: format(ticker.turnover24h, p.amount),
        volume24h: format(ticker.volume24h, p.quantity),
      };
    });
  return { kind: 'marketList', status: loaded ? 'live' : 'loading', rows };
}
