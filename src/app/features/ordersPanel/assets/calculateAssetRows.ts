import type { Balance, Instrument, MarketRowView } from '../../../../shared/protocol';
import { div, formatFixed, mul, parseFixed, ZERO, type Fixed } from '../../../../shared/money/fixed';

export interface AssetRow {
  coin: string;
  total: string;
  available: string;
  inOrders: string;
  /** The total in the page's quote coin at the amount's decimals; `undefined` when there is no price. */
  value: string | undefined;
  zero: boolean;
}

export interface AssetRowsInput {
  balances: readonly Balance[];
  instruments: readonly Instrument[];
  /** The market list's rows: each pair's last price. */
  markets: readonly MarketRowView[];
  /** The page's quote coin and the decimals of an amount in it. */
  quote: string;
  amountDecimals: number;
  showZero: boolean;
}

/**
 * The Assets tab's rows (spec 000 §3 balances): each coin's total, available and in-order amounts as
 * the exchange sent them, and its value in the page's quote coin, exact (scaled bigints): the coin
 * itself, else its last price on COIN/QUOTE, else one over the last price of QUOTE/COIN; no such pair
 * or no price gives no value ("--"). Zero balances only when asked. Valued rows first, largest value
 * first, then the others by coin.
 */
export function calculateAssetRows(input: AssetRowsInput): AssetRow[] {
  const lastPrice = new Map(input.markets.map((row) => [row.symbol, parseFixed(row.lastPrice)]));
  const priceOf = (base: string, quote: string): Fixed | undefined => {
    const pair = input.instruments.find((i) => i.baseTokenId === base && i.quoteTokenId === quote);
    const price = pair && lastPrice.get(pair.symbolId);
    return price !== undefined && price > ZERO ? price : undefined;
  };
  const valueOf = (coin: string, total: Fixed): Fixed | undefined => {
    if (coin === input.quote) return total;
    const direct = priceOf(coin, input.quote);
    if (direct !== undefined) return mul(total, direct);
    const inverse = priceOf(input.quote, coin);
    return inverse === undefined ? undefined : div(total, inverse);
  };
  const rows = input.balances.flatMap((balance) => {
    const total = parseFixed(balance.total);
    if (total === undefined) return [];
    const zero = total === ZERO;
    if (zero && !input.showZero) return [];
    const value = valueOf(balance.tokenId, total);
    return [{ balance, zero, value }];
  });
  rows.sort(
    (a, b) =>
      Number(a.zero) - Number(b.zero) ||
      compareValues(a.value, b.value) ||
      a.balance.tokenId.localeCompare(b.balance.tokenId),
  );
  return rows.map(({ balance, zero, value }) => ({
    coin: balance.tokenId,
    total: balance.total,
    available: balance.free,
    inOrders: balance.locked,
    value: value === undefined ? undefined : formatFixed(value, input.amountDecimals, 'half-up'),
    zero,
  }));
}

/** Larger values first; a row without a value after every row with one. */
function compareValues(a: Fixed | undefined, b: Fixed | undefined): number {
  if (a === undefined || b === undefined) return Number(a === undefined) - Number(b === undefined);
  return a === b ? 0 : a > b ? -1 : 1;
}
