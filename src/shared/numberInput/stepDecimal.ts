import { decimalsOf, formatFixed, parseFixed } from '../money/fixed';
import { calculateSteppedDecimal, type StepBounds } from './calculateSteppedDecimal';

/** Spec 000 §9 "Number-input ticks 1, 2, 5": a tick is one of these multiples of the smallest unit. */
export type TickMultiple = 1 | 2 | 5;

/**
 * The value one tick up (`direction` 1) or down (-1), for the arrow keys: the tick is `multiple` times
 * `unit` (the smallest unit of the field's precision, "0.01"), so 0.05 with unit 0.01 and multiple 5.
 * The stepping itself is calculateSteppedDecimal's (the kit's NumberField uses it too): onto the
 * tick's grid, clamped to `bounds`, never an exponent. `undefined` when `unit` is not a positive decimal.
 */
export function stepDecimal(
  value: string,
  direction: 1 | -1,
  unit: string,
  multiple: TickMultiple,
  bounds: StepBounds = {},
): string | undefined {
  const smallest = parseFixed(unit);
  if (smallest === undefined || smallest <= 0n) return undefined;
  const tick = formatFixed(smallest * BigInt(multiple), decimalsOf(unit.trim()));
  return calculateSteppedDecimal(value, tick, direction, bounds);
}
