import type { FormattedChange, Trend } from '../../shared/format/formatChangeE6';
import { formatFixed, parseFixed, SCALE } from '../../shared/money/fixed';

export interface ChangeRateInput {
  /** The last price, a decimal string. */
  lastPrice: string;
  /** The opening price of the trading day in the user's time zone, when the page has one. */
  openPrice?: string | undefined;
  /** The hub's 24h change in percent: "+1.23", "-0.50", "0.00". */
  percent24h: string;
}

function toChange(digits: string): FormattedChange {
  const negative = digits.startsWith('-');
  const magnitude = negative ? digits.slice(1) : digits.replace(/^\+/, '');
  const trend: Trend = /^0+\.0+$/.test(magnitude) ? 'flat' : negative ? 'down' : 'up';
  return { text: `${trend === 'down' ? '-' : '+'}${magnitude}%`, trend };
}

/** (last − open) ÷ open in hundredths of a percent, rounded half away from zero, exactly. */
function hundredthsOfPercent(last: bigint, open: bigint): bigint {
  const numerator = (last - open) * 10_000n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + open) / (open * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/**
 * The change rate of a pair (spec 001 §5): last price versus an opening price when there is one,
 * otherwise the 24h percent field; 2 decimals (spec 001 §9), signed, "+0.00%" when it rounds to zero.
 * Exact decimal arithmetic. `undefined` when neither source gives a number.
 */
export function calculateChangeRate({
  lastPrice,
  openPrice,
  percent24h,
}: ChangeRateInput): FormattedChange | undefined {
  const last = parseFixed(lastPrice);
  const open = parseFixed(openPrice);
  if (last !== undefined && last >= 0n && open !== undefined && open > 0n) {
    const hundredths = hundredthsOfPercent(last, open);
    return toChange(formatFixed((hundredths * SCALE) / 100n, 2));
  }
  const match = /^([+-]?)(\d+\.\d{2})$/.exec(percent24h.trim());
  if (!match) return undefined;
  return toChange(`${match[1] === '-' ? '-' : ''}${match[2]}`);
}
