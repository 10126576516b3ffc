import { div, formatFixed, mul, parseFixed, toFixed, ZERO } from '../../../shared/money/fixed';

const HUNDRED = toFixed('100');

/** The slider's marks (spec: 0/25/50/75/100, and any value between). */
export const PERCENT_MARKS = [0, 25, 50, 75, 100] as const;

/**
 * The size for `percent` of `max`, cut down to `decimals` (never more than the max); "" when the max
 * is unknown. 0 % is an empty field, not "0", so the trader types from scratch.
 */
export function calculateSizeAtPercent(max: string, percent: number, decimals: number): string {
  const maxValue = parseFixed(max);
  if (maxValue === undefined || maxValue <= ZERO || percent <= 0) return '';
  const share = BigInt(Math.min(100, Math.round(percent))) * toFixed('1');
  return formatFixed(div(mul(maxValue, share), HUNDRED), decimals, 'down');
}

/** Where a typed size sits on the slider: whole percent of the max, 0…100 (0 when unknown). */
export function calculatePercentOf(size: string, max: string): number {
  const sizeValue = parseFixed(size);
  const maxValue = parseFixed(max);
  if (sizeValue === undefined || maxValue === undefined || maxValue <= ZERO || sizeValue <= ZERO) return 0;
  const percent = div(mul(sizeValue, HUNDRED), maxValue);
  return percent >= HUNDRED ? 100 : Number(formatFixed(percent, 0, 'down'));
}
