import { formatFixed, parseFixed, roundToStep, SCALE, unitOf } from '../money/fixed';

/** Thousand, million, billion, trillion: the suffixes a turnover figure takes. */
const UNITS = [
  { suffix: '', exponent: 0 },
  { suffix: 'K', exponent: 3 },
  { suffix: 'M', exponent: 6 },
  { suffix: 'B', exponent: 9 },
  { suffix: 'T', exponent: 12 },
] as const;

/**
 * A decimal string shortened with K/M/B/T and `decimals` fraction digits, rounded half-up:
 * "1234567.89" → "1.23M", "999.99" → "999.99", "999999" → "1.00M" (a value that rounds up to 1000 of a
 * unit moves to the next unit, so "1000.00K" never shows). Past 1000T it stays in T.
 *
 * Exact: the value is a `Fixed` bigint rounded to a step of 10^(exponent − decimals), never a float.
 * `undefined` when the text is not a plain decimal, so callers show a placeholder, not a wrong number.
 */
export function abbreviateDecimal(text: string, decimals = 2): string | undefined {
  const value = parseFixed(text);
  if (value === undefined || !Number.isInteger(decimals) || decimals < 0 || decimals > 6) return undefined;
  const magnitude = value < 0n ? -value : value;

  // 1. Start at the largest unit the raw value reaches.
  let index = 0;
  while (index + 1 < UNITS.length && magnitude >= 10n ** BigInt(UNITS[index + 1]!.exponent) * SCALE) index++;

  // 2. Round in that unit; if rounding carried it to 1000 units, redo it one unit up.
  for (;;) {
    const unit = UNITS[index]!;
    const scale = 10n ** BigInt(unit.exponent);
    const rounded = roundToStep(value, unitOf(decimals) * scale, 'half-up');
    const roundedMagnitude = rounded < 0n ? -rounded : rounded;
    if (index === UNITS.length - 1 || roundedMagnitude < 1000n * scale * SCALE) {
      return formatFixed(rounded / scale, decimals) + unit.suffix;
    }
    index++;
  }
}
