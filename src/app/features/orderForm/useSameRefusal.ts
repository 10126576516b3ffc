import { useState } from 'react';
import type { OrderRefusal } from '../../../shared/orderChecks';

const sameRefusal = (a: OrderRefusal | undefined, b: OrderRefusal | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.reason === b.reason &&
    a.field === b.field &&
    JSON.stringify(a.values) === JSON.stringify(b.values));

/**
 * The refusal as last shown while each new verdict says the same: every answer of the checks is a new
 * object, and a field need not repaint for an answer that names the same thing on it.
 */
export function useSameRefusal(refusal: OrderRefusal | undefined): OrderRefusal | undefined {
  const [shown, setShown] = useState(refusal);
  const same = sameRefusal(shown, refusal);
  if (!same) setShown(refusal);
  return same ? shown : refusal;
}
