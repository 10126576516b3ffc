import { decimalsOf, formatFixed, parseFixed, roundToStep, type Fixed } from '../money/fixed';

export interface StepBounds {
  min?: string;
  max?: string;
}

/**
 * The value one `step` up (`direction` 1) or down (-1) from `value`, as a decimal string, exactly:
 * 1. an empty or unreadable value counts as 0;
 * 2. the result is the next multiple of `step` strictly past the value (1.234 up by 0.01 is 1.24, as
 *    a native number input steps), so stepping also tidies a typed value onto the grid;
 * 3. it is clamped to `min`/`max` when given;
 * 4. it is written with the step's decimals, or the bound's when the bound decided it ("0.10" steps
 *    give "1.20"; never exponent notation).
 * Answers `undefined` when `step` is not a positive decimal: the caller then does nothing.
 */
export function calculateSteppedDecimal(
  value: string,
  step: string,
  direction: 1 | -1,
  bounds: StepBounds = {},
): string | undefined {
  const stepValue = parseFixed(step);
  if (stepValue === undefined || stepValue <= 0n) return undefined;
  const current = parseFixed(value) ?? 0n;
  const onGrid = roundToStep(current, stepValue, direction === 1 ? 'down' : 'up');
  let next: Fixed = onGrid + BigInt(direction) * stepValue;
  let decimals = decimalsOf(step);
  const min = bounds.min === undefined ? undefined : parseFixed(bounds.min);
  const max = bounds.max === undefined ? undefined : parseFixed(bounds.max);
  if (min !== undefined && next < min) {
    next = min;
    decimals = Math.max(decimals, decimalsOf(bounds.min ?? ''));
  }
  if (max !== undefined && next > max) {
    next = max;
    decimals = Math.max(decimals, decimalsOf(bounds.max ?? ''));
  }
  return formatFixed(next, decimals);
}
