/**
 * The depth (merge) options of a symbol and the one to use (spec 001 §5 "Depth options").
 */
import { decimalsOf, parseFixed, ZERO } from '../money/fixed';

/** Made only of 0, 1 and a dot (spec 001 §3), and a plain decimal: "0.01", "1", "10", not "1.", ".1". */
const STEP = /^[01]+(?:\.[01]+)?$/;

/**
 * The accepted steps of a `digitMerge` list, in its order: entries made only of 0, 1 and a dot; the
 * rest are dropped. An entry must also be a positive plain decimal ("0" and "0.00" merge nothing, and
 * "1..0" is not a number), and a repeat is dropped, because each option must be a distinct topic.
 */
export function parseDepthSteps(digitMerge: string): string[] {
  const steps: string[] = [];
  for (const entry of digitMerge.split(',')) {
    const step = entry.trim();
    if (!STEP.test(step)) continue;
    const value = parseFixed(step);
    if (value === undefined || value <= ZERO || steps.includes(step)) continue;
    steps.push(step);
  }
  return steps;
}

/**
 * The step to show: the saved choice when it is one of `steps`; otherwise the first step reaching the
 * symbol's price precision — the first with no more decimals than a price has (a finer step would
 * merge nothing); otherwise the last one. `undefined` only when there is no step at all.
 */
export function chooseDepthStep(
  steps: readonly string[],
  saved: string | undefined,
  pricePrecision: number,
): string | undefined {
  if (saved !== undefined && steps.includes(saved)) return saved;
  return steps.find((step) => decimalsOf(step) <= pricePrecision) ?? steps.at(-1);
}
