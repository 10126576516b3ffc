/**
 * The order-book view calculator (pure; the dYdX orderbook calculator is the model): merged levels in,
 * a screen-shaped snapshot out. Built at most once per throttle period per view, so it may sort. The
 * sides go out packed (../packedBook.ts): cheaper for a tab to receive than 80 row objects.
 */
import type { BookRowView, FeedStatus, Instrument, OrderBookView } from '../../protocol';
import { decimalsOf, formatFixed, mul, toFixed, ZERO, type Fixed } from '../../money/fixed';
import { packBookSide } from '../packedBook';
import type { BookSides } from './orderBookState';

/** Spec 000 §3: display precisions when a symbol is unknown. */
export const DEFAULT_QUANTITY_DECIMALS = 8;
export const DEFAULT_AMOUNT_DECIMALS = 8;
/** Spec 001 §9: at most 40 rows a side. */
export const MAX_ROWS = 40;

export interface OrderBookInput {
  symbol: string;
  step: string;
  rows: number;
  status: FeedStatus;
  u: number;
  book: BookSides;
  instrument: Instrument | undefined;
}

type Level = [price: Fixed, size: Fixed];

/** Best `rows` levels of a side, best first. Prices and sizes were checked on the way in. */
function bestLevels(side: Map<string, string>, descending: boolean, rows: number): Level[] {
  const levels: Level[] = [];
  for (const [price, size] of side) levels.push([toFixed(price), toFixed(size)]);
  levels.sort(([a], [b]) => (a === b ? 0 : a < b !== descending ? -1 : 1));
  return levels.slice(0, rows);
}

/** Hundredths of a percent of `part` in `whole`, rounded half up, exactly. */
const basisPoints = (part: Fixed, whole: Fixed): bigint => (part * 20_000n + whole) / (2n * whole);
const percentText = (bp: bigint): string => `${bp / 100n}.${(bp % 100n).toString().padStart(2, '0')}`;
/** A display fraction (not money): depth bars only need a few digits. */
const fraction = (part: Fixed, whole: Fixed): number =>
  whole === ZERO ? 0 : Number((part * 1_000_000n) / whole) / 1_000_000;

export function calculateOrderBookView(input: OrderBookInput): OrderBookView {
  const { instrument } = input;
  const priceDecimals = decimalsOf(input.step);
  const sizeDecimals = instrument?.quantityPrecision ?? DEFAULT_QUANTITY_DECIMALS;
  const amountDecimals = instrument?.amountPrecision ?? DEFAULT_AMOUNT_DECIMALS;
  const rows = Math.max(0, Math.min(MAX_ROWS, Math.floor(input.rows)));

  // 1. Cut each side to the rows shown, best first: asks low → high, bids high → low.
  const asks = bestLevels(input.book.asks, false, rows);
  const bids = bestLevels(input.book.bids, true, rows);

  // 2. Cumulative totals from the best price, in base and in quote (Σ price × size, exact).
  const cumulate = (levels: Level[]) => {
    let base = ZERO;
    let quote = ZERO;
    return levels.map(([price, size]) => {
      base += size;
      quote += mul(price, size);
      return { price, size, base, quote };
    });
  };
  const askRows = cumulate(asks);
  const bidRows = cumulate(bids);
  const askTotal = askRows.at(-1)?.base ?? ZERO;
  const bidTotal = bidRows.at(-1)?.base ?? ZERO;

  // 3. Depth bars relative to the larger side over the rows shown.
  const larger = askTotal > bidTotal ? askTotal : bidTotal;
  const toRows = (list: typeof askRows): BookRowView[] =>
    list.map((row) => ({
      price: formatFixed(row.price, priceDecimals),
      size: formatFixed(row.size, sizeDecimals, 'half-up'),
      totalBase: formatFixed(row.base, sizeDecimals, 'half-up'),
      totalQuote: formatFixed(row.quote, amountDecimals, 'half-up'),
      depth: fraction(row.base, larger),
    }));

  // 4. Buy/sell ratio of base size over the rows shown; the sell share is the rest, so the two always
  //    sum to 100.00. With both sides empty the bar is even.
  const whole = askTotal + bidTotal;
  const buyBp = whole === ZERO ? 5_000n : basisPoints(bidTotal, whole);

  // 5. Best prices and the spread, at the step's decimals; "" while a side is empty.
  const bestAsk = asks[0]?.[0];
  const bestBid = bids[0]?.[0];
  return {
    kind: 'orderBook',
    symbol: input.symbol,
    step: input.step,
    status: input.status,
    asks: packBookSide(toRows(askRows)),
    bids: packBookSide(toRows(bidRows)),
    bestBid: bestBid === undefined ? '' : formatFixed(bestBid, priceDecimals),
    bestAsk: bestAsk === undefined ? '' : formatFixed(bestAsk, priceDecimals),
    spread:
      bestAsk === undefined || bestBid === undefined ? '' : formatFixed(bestAsk - bestBid, priceDecimals),
    buyRatio: percentText(buyBp),
    sellRatio: percentText(10_000n - buyBp),
    u: input.u,
  };
}
