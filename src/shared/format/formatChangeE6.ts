import { formatFixed, parseFixed } from '../money/fixed';

export type Trend = 'up' | 'down' | 'flat';

export interface FormattedChange {
  /** "+1.23%", "-0.40%", "+0.00%". */
  text: string;
  /** Direction of the value as shown, so a "-0.001 %" that rounds to zero is flat, not down. */
  trend: Trend;
}

/** 10^6 / 100: an E6 fraction divided by this is a percentage. */
const E6_PER_PERCENT = 10_000n;

/**
 * Formats a 24h change given as a fraction × 10^6 (`price24hPcntE6`, spec 001 §3) as a percentage with
 * a sign and 2 decimals (spec 000 §9). Exact: the E6 integer is rescaled as a decimal, never a float.
 * `undefined` when the text is not an integer.
 */
export function formatChangeE6(e6: string): FormattedChange | undefined {
  if (!/^[+-]?\d{1,30}$/.test(e6.trim())) return undefined;
  const fraction = parseFixed(e6);
  if (fraction === undefined) return undefined;
  const digits = formatFixed(fraction / E6_PER_PERCENT, 2, 'half-up');
  const negative = digits.startsWith('-');
  const zero = /^-?0\.00$/.test(digits);
  const trend: Trend = zero ? 'flat' : negative ? 'down' : 'up';
  return { text: `${negative ? '' : '+'}${digits}%`, trend };
}
