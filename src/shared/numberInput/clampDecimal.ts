import { formatFixed, parseFixed } from '../money/fixed';

/**
 * `value` held within `min` and `max` (spec 000 §5: the number input is "clamped to min and max"), as a
 * canonical decimal: a value past a bound becomes that bound. Exact: the comparison is between Fixed
 * values, never floats. An empty or unreadable value is returned as it is (there is nothing to clamp:
 * normalizeDecimalInput has the last word on syntax), and so is a bound that is absent or unreadable.
 */
export function clampDecimal(value: string, min?: string, max?: string): string {
  const current = parseFixed(value);
  if (current === undefined) return value;
  const low = min === undefined ? undefined : parseFixed(min);
  const high = max === undefined ? undefined : parseFixed(max);
  if (low !== undefined && current < low) return formatFixed(low);
  if (high !== undefined && current > high) return formatFixed(high);
  return value;
}
