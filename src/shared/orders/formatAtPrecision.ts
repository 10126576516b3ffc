import { formatFixed, parseFixed } from '../money/fixed';

/**
 * An exact decimal from the exchange shown at the pair's precision: padded to `decimals` places, never
 * cut (a value of price × quantity, or a fee, may carry more digits than the pair's amount precision,
 * and a figure shown is never rounded away from what the exchange booked). As sent when the precision
 * is unknown (a pair no longer listed). Text that is not a plain decimal becomes "": nothing but a
 * decimal string ever reaches a cell.
 */
export function formatAtPrecision(text: string, decimals: number | undefined): string {
  const value = parseFixed(text);
  if (value === undefined) return '';
  const exact = formatFixed(value);
  if (decimals === undefined) return exact;
  const dot = exact.indexOf('.');
  const digits = dot < 0 ? 0 : exact.length - dot - 1;
  return digits > decimals ? exact : formatFixed(value, decimals);
}
