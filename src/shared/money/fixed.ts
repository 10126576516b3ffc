/**
 * Exact decimal money as scaled integers: a value is a bigint counting 10^-18 units.
 *
 * Prices, quantities and balances travel as strings on the wire; inside the engine and the hub they are
 * `Fixed` so that arithmetic never touches a float and never prints scientific notation.
 * 18 fractional digits cover every instrument precision (at most 10) and the product of a price and a
 * quantity (at most 16) exactly.
 */
export type Fixed = bigint;

declare const measures: unique symbol;
/**
 * A Fixed that says what it measures, in the "flavor" style: a plain Fixed (a literal, the result of
 * arithmetic) is accepted as any of them, so the engine's sums need no casts, but a value typed as one
 * measure is refused where another is asked for: `fmtPrice(inst, order.origQty)` does not compile.
 */
export type Measured<Name extends string> = Fixed & { readonly [measures]?: Name };
/** Quote units per one base unit. */
export type Price = Measured<'Price'>;
/** Base units. */
export type Quantity = Measured<'Quantity'>;

export const SCALE_DIGITS = 18;
export const SCALE = 10n ** BigInt(SCALE_DIGITS);
export const ZERO: Fixed = 0n;
export const ONE: Fixed = SCALE;

export type Rounding = 'down' | 'up' | 'half-up';

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Parses a plain decimal string ("12", "-0.5", "3.14159"); `undefined` for anything else. */
export function parseFixed(text: unknown): Fixed | undefined {
  if (typeof text !== 'string' || text.length > 64) return undefined;
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > SCALE_DIGITS) return undefined;
  // One BigInt of all the digits: the whole part's followed by the fraction's, padded to the scale.
  const value = BigInt(whole + fraction.padEnd(SCALE_DIGITS, '0'));
  return sign === '-' ? -value : value;
}

/** Like {@link parseFixed} but throws on bad input: for literals and already-validated text. */
export function toFixed(text: string): Fixed {
  const value = parseFixed(text);
  if (value === undefined) throw new Error(`not a decimal: ${JSON.stringify(text)}`);
  return value;
}

/** UNITS[d] = 10^-d as a Fixed; the engine asks for these on every order and every formatted amount. */
const UNITS: readonly Fixed[] = Array.from(
  { length: SCALE_DIGITS + 1 },
  (_, d) => 10n ** BigInt(SCALE_DIGITS - d),
);

/** 10^-decimals as a Fixed: the smallest step of a given precision. */
export function unitOf(decimals: number): Fixed {
  // Anything but an integer 0…18 (a fraction, NaN, a negative) is not an index of the table.
  const unit = UNITS[decimals];
  if (unit === undefined) throw new Error(`precision out of range: ${decimals}`);
  return unit;
}

function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new Error('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let q = n / d;
  const r = n % d;
  if (r !== 0n) {
    // Rounding is about magnitude here; flip 'down'/'up' for negatives so 'down' means toward -∞.
    const away = rounding === 'half-up' ? r * 2n >= d : (rounding === 'up') !== negative;
    if (away) q += 1n;
  }
  return negative ? -q : q;
}

/** Rounds to a multiple of `step` ('down' toward -∞, 'up' toward +∞, 'half-up' to nearest). */
export function roundToStep(value: Fixed, step: Fixed, rounding: Rounding): Fixed {
  // A zero or negative step has no multiples to round to in the direction asked: say so, return nothing.
  if (step <= 0n) throw new Error(`step must be positive: ${step}`);
  return divideRounded(value, step, rounding) * step;
}

export function isMultipleOf(value: Fixed, step: Fixed): boolean {
  return value % step === 0n;
}

/** a × b, rounded to the scale. */
export function mul(a: Fixed, b: Fixed, rounding: Rounding = 'down'): Fixed {
  return divideRounded(a * b, SCALE, rounding);
}

/** a ÷ b, rounded to the scale. */
export function div(a: Fixed, b: Fixed, rounding: Rounding = 'down'): Fixed {
  return divideRounded(a * SCALE, b, rounding);
}

export const min = (a: Fixed, b: Fixed): Fixed => (a < b ? a : b);
export const max = (a: Fixed, b: Fixed): Fixed => (a > b ? a : b);

/**
 * Formats with exactly `decimals` fraction digits (rounded as asked), or, without `decimals`, with the
 * fewest digits that show the value exactly. Never exponent notation.
 */
export function formatFixed(value: Fixed, decimals?: number, rounding: Rounding = 'down'): string {
  const unit = decimals === undefined ? undefined : unitOf(decimals);
  // Rounding a value ≥ 0 down is dropping digits, which the slice below does.
  const v =
    unit === undefined || (rounding === 'down' && value >= 0n) ? value : roundToStep(value, unit, rounding);
  const negative = v < 0n;
  // The digits of |v| with at least one before the point; the last SCALE_DIGITS are the fraction.
  const all = (negative ? -v : v).toString().padStart(SCALE_DIGITS + 1, '0');
  const point = all.length - SCALE_DIGITS;
  const whole = all.slice(0, point);
  let fraction = all.slice(point, point + (decimals ?? SCALE_DIGITS));
  if (decimals === undefined) fraction = fraction.replace(/0+$/, '');
  const text = fraction.length > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative && v !== 0n ? `-${text}` : text;
}

/** Number of fraction digits a decimal string carries ("0.010" → 3, "5" → 0). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
