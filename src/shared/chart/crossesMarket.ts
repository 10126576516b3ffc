import { parseFixed } from '../money/fixed';
import type { Side } from '../protocol';

/**
 * Whether a limit price would trade at once against the market (spec 000 §4: the hint dialog "if a price
 * crosses the market"): a buy above the last price, a sell below it. At the last price it rests, as the
 * book's best level may still be the other side's. Unparseable input is not a crossing (nothing to warn of).
 */
export function crossesMarket(side: Side, price: string, lastPrice: string): boolean {
  const p = parseFixed(price);
  const last = parseFixed(lastPrice);
  if (p === undefined || last === undefined || last <= 0n) return false;
  return side === 'Buy' ? p > last : p < last;
}
