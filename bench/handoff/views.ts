/**
 * The payloads of the hand-off bench: BTCUSDT order-book views exactly as the hub builds them (40 asks and
 * 40 bids, decimal strings at the pair's precisions, cumulative totals, depth ratios) and, for the floor,
 * the same 80 levels' five numbers each packed in a Float64Array's worth of plain numbers.
 */
import { formatFixed, mul, toFixed, type Fixed } from '../../src/shared/money/fixed';
import { createRng } from '../../src/server/exchange/rng';
import type { BookRowView, OrderBookView } from '../../src/shared/protocol';

export const ROWS = 40;
/** price, size, totalBase, totalQuote, depth per level. */
export const FIELDS = 5;

const PRICE_DECIMALS = 2;
const SIZE_DECIMALS = 6;

interface Level {
  price: Fixed;
  size: Fixed;
}

function side(rows: Level[], maxTotal: Fixed): BookRowView[] {
  let base = 0n;
  let quote = 0n;
  return rows.map(({ price, size }) => {
    base += size;
    quote += mul(price, size);
    return {
      price: formatFixed(price, PRICE_DECIMALS),
      size: formatFixed(size, SIZE_DECIMALS),
      totalBase: formatFixed(base, SIZE_DECIMALS),
      totalQuote: formatFixed(quote, PRICE_DECIMALS + SIZE_DECIMALS),
      depth: Number(base) / Number(maxTotal),
    };
  });
}

/** `count` distinct views around 97 000, each a plausible next snapshot of a live book. */
export function bookViews(count: number): OrderBookView[] {
  const rng = createRng(11);
  const cent = toFixed('0.01');
  const microBtc = toFixed('0.000001');
  const views: OrderBookView[] = [];
  for (let v = 0; v < count; v++) {
    const mid = toFixed('97000') + BigInt(Math.floor(rng.next() * 20_000) - 10_000) * cent;
    const level = (from: Fixed, direction: 1n | -1n, i: number, previous: Fixed): Level => ({
      price: i === 0 ? from : previous + direction * BigInt(1 + Math.floor(rng.next() * 150)) * cent,
      size: BigInt(100 + Math.floor(rng.next() * 2_500_000)) * microBtc,
    });
    const asks: Level[] = [];
    const bids: Level[] = [];
    for (let i = 0; i < ROWS; i++) {
      asks.push(level(mid + cent, 1n, i, asks[i - 1]?.price ?? 0n));
      bids.push(level(mid, -1n, i, bids[i - 1]?.price ?? 0n));
    }
    const askBase = asks.reduce((sum, l) => sum + l.size, 0n);
    const bidBase = bids.reduce((sum, l) => sum + l.size, 0n);
    const maxTotal = askBase > bidBase ? askBase : bidBase;
    const buyShare = (bidBase * 10_000n) / (askBase + bidBase);
    const bestAsk = asks[0]?.price ?? 0n;
    const bestBid = bids[0]?.price ?? 0n;
    views.push({
      kind: 'orderBook',
      symbol: 'BTCUSDT',
      step: '0.01',
      status: 'live',
      asks: side(asks, maxTotal),
      bids: side(bids, maxTotal),
      bestBid: formatFixed(bestBid, PRICE_DECIMALS),
      bestAsk: formatFixed(bestAsk, PRICE_DECIMALS),
      spread: formatFixed(bestAsk - bestBid, PRICE_DECIMALS),
      buyRatio: (Number(buyShare) / 100).toFixed(2),
      sellRatio: (Number(10_000n - buyShare) / 100).toFixed(2),
      u: 1_000_000 + v,
    });
  }
  return views;
}

/** The floor's payload for a view: its 80 levels' five numbers, asks then bids. */
export function levelNumbers(view: OrderBookView): number[] {
  return [...view.asks, ...view.bids].flatMap((row) => [
    Number(row.price),
    Number(row.size),
    Number(row.totalBase),
    Number(row.totalQuote),
    row.depth,
  ]);
}
