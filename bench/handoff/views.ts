/**
 * The payloads of the hand-off bench: BTCUSDT order-book views built by the hub's own calculator
 * (calculateOrderBookView, the simulator's BTCUSDT instrument, 40 merged levels a side at step 0.01), so
 * the candidate has exactly the shape a tab receives: sides packed, header strings. For comparison, the
 * same views with their sides as row objects (the shape before packing) and, for the floor, the same 80
 * levels' five numbers each in a Float64Array's worth of plain numbers.
 */
import { toFixed, formatFixed, type Fixed } from '../../src/shared/money/fixed';
import { createRng } from '../../src/server/exchange/rng';
import { buildInstruments } from '../../src/server/exchange/instruments';
import { unpackBookSide } from '../../src/shared/hub/packedBook';
import { calculateOrderBookView } from '../../src/shared/hub/store/orderBookView';
import type { BookRowView, OrderBookView } from '../../src/shared/protocol';

export const ROWS = 40;
/** price, size, totalBase, totalQuote, depth per level. */
export const FIELDS = 5;

const STEP = '0.01';

/** An order-book view with its sides as row objects: what the hub sent before sides were packed. */
export type ObjectBookView = Omit<OrderBookView, 'asks' | 'bids'> & {
  asks: BookRowView[];
  bids: BookRowView[];
};

/** `count` distinct views around 97 000, each a plausible next snapshot of a live book. */
export function bookViews(count: number): OrderBookView[] {
  const instrument = buildInstruments(0, 1)[0];
  if (instrument?.symbolId !== 'BTCUSDT') throw new Error('the catalogue no longer starts with BTCUSDT');
  const rng = createRng(11);
  const cent = toFixed('0.01');
  const microBtc = toFixed('0.000001');
  const text = (value: Fixed, decimals: number): string => formatFixed(value, decimals);
  const views: OrderBookView[] = [];
  for (let v = 0; v < count; v++) {
    const mid = toFixed('97000') + BigInt(Math.floor(rng.next() * 20_000) - 10_000) * cent;
    const side = (from: Fixed, direction: 1n | -1n): Map<string, string> => {
      const levels = new Map<string, string>();
      let price = from;
      for (let i = 0; i < ROWS; i++) {
        if (i > 0) price += direction * BigInt(1 + Math.floor(rng.next() * 150)) * cent;
        const size = BigInt(100 + Math.floor(rng.next() * 2_500_000)) * microBtc;
        levels.set(text(price, 2), text(size, 6));
      }
      return levels;
    };
    const asks = side(mid + cent, 1n);
    const bids = side(mid, -1n);
    views.push(
      calculateOrderBookView({
        symbol: 'BTCUSDT',
        step: STEP,
        rows: ROWS,
        status: 'live',
        u: 1_000_000 + v,
        book: { asks, bids },
        instrument,
      }),
    );
  }
  return views;
}

/** The same view with its sides as row objects. */
export const objectView = (view: OrderBookView): ObjectBookView => ({
  ...view,
  asks: unpackBookSide(view.asks),
  bids: unpackBookSide(view.bids),
});

/** The floor's payload for a view: its 80 levels' five numbers, asks then bids. */
export function levelNumbers(view: OrderBookView): number[] {
  return [...unpackBookSide(view.asks), ...unpackBookSide(view.bids)].flatMap((row) => [
    Number(row.price),
    Number(row.size),
    Number(row.totalBase),
    Number(row.totalQuote),
    row.depth,
  ]);
}
