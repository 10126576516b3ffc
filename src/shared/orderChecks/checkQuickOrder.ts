/**
 * The quick chart order's checks (spec 000 §5 "Quick chart order"), run in the compute worker and in
 * tests: the small panel's own sequence, built from the order form's pieces (a blank field, a banned
 * side). Pure and decimal: quantities and prices are parsed as Fixed, never as floats, so a step such as
 * 0.000001 is compared exactly. The checks run in the spec's order and the first failure wins, so an
 * empty quantity from a visitor is reported as the empty quantity, not as a login redirect.
 */
import type { QuickOrderInput, QuickOrderVerdict } from '../protocol/compute';
import { isMultipleOf, parseFixed, ZERO } from '../money/fixed';
import { isSideBanned } from './checkOrderGates';
import { isBlank } from './readOrderField';

const OK: QuickOrderVerdict = { ok: true };

function fail(reason: Extract<QuickOrderVerdict, { ok: false }>['reason']): QuickOrderVerdict {
  return { ok: false, reason };
}

export function checkQuickOrder(input: QuickOrderInput): QuickOrderVerdict {
  const quantity = parseFixed(input.quantity);
  // The spec's key is "0 tip": a typed zero is as empty as a blank field, and asks for a quantity.
  if (isBlank(input.quantity) || quantity === ZERO) return fail('quick_order_0_tip');

  const price = parseFixed(input.price);
  // No last price yet ("" or "--") is as unusable as zero: the order could not be checked against it.
  if (price === undefined || price <= ZERO) return fail('quickLimitOrderPriceError');

  if (input.isVisitor) return fail('login');

  if (isSideBanned(input.side, input)) return fail('bannedSide');

  const step = parseFixed(input.quantityStep);
  // Garbage, a negative quantity, or more fraction digits than the scale holds is never a whole number
  // of steps; a step that is not positive cannot be checked, so nothing passes it.
  if (quantity === undefined || quantity < ZERO || step === undefined || step <= ZERO) {
    return fail('qtyErrorTickTip');
  }
  if (!isMultipleOf(quantity, step)) return fail('qtyErrorTickTip');

  return OK;
}
