import { ZERO, div, formatFixed, parseFixed } from '../money/fixed';
import type { TradeRowView } from '../protocol';

export interface TradeAnalysis {
  trades: number;
  buyTrades: number;
  sellTrades: number;
  /** Taker volume in base, by side, at the quantity precision. */
  buyVolume: string;
  sellVolume: string;
  /** Buy volume minus sell volume (signed), at the quantity precision. */
  netVolume: string;
  /** Share of the volume bought by takers, percent with 2 decimals ("54.32"); "" with no volume. */
  buyShare: string;
  /** The largest single trade in base. */
  largestTrade: string;
}

/**
 * The Trade analysis tab's figures over the latest trades the hub holds (the 40 the trades view
 * carries): who took liquidity, how much, and the largest print. Exact decimals; a trade whose numbers
 * do not parse is left out (the hub already refused malformed pushes, so this is belt and braces).
 */
export function calculateTradeAnalysis(
  trades: readonly TradeRowView[],
  quantityPrecision: number,
): TradeAnalysis {
  let buy = ZERO;
  let sell = ZERO;
  let largest = ZERO;
  let buyTrades = 0;
  let sellTrades = 0;
  for (const trade of trades) {
    const qty = parseFixed(trade.qty);
    if (qty === undefined) continue;
    if (trade.side === 'Buy') {
      buy += qty;
      buyTrades++;
    } else {
      sell += qty;
      sellTrades++;
    }
    if (qty > largest) largest = qty;
  }
  const total = buy + sell;
  const q = (value: bigint) => formatFixed(value, quantityPrecision);
  return {
    trades: buyTrades + sellTrades,
    buyTrades,
    sellTrades,
    buyVolume: q(buy),
    sellVolume: q(sell),
    netVolume: q(buy - sell),
    buyShare: total > ZERO ? formatFixed(div(buy * 100n, total), 2, 'half-up') : '',
    largestTrade: q(largest),
  };
}
