import { formatFixed, parseFixed } from '../money/fixed';

/**
 * Formats a wire decimal string with exactly `decimals` fraction digits (rounded half-up), or, without
 * `decimals`, exactly as few as the value needs ("0.00010" → "0.0001"). Never exponent notation.
 * `undefined` when the text is not a plain decimal, so callers show a placeholder, not a wrong number.
 */
export function formatDecimal(text: string, decimals?: number): string | undefined {
  const value = parseFixed(text);
  if (value === undefined) return undefined;
  if (decimals === undefined) return formatFixed(value);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) return undefined;
  return formatFixed(value, decimals, 'half-up');
}
