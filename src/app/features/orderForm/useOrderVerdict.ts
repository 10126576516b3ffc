import { useEffect, useState } from 'react';
import type { OrderContext, OrderFields, OrderVerdict } from '../../../shared/orderChecks';

export type CheckOrder = (fields: OrderFields, context: OrderContext) => Promise<OrderVerdict>;

/**
 * The checks' verdict on what the form holds, as the trader types (design.md "Orders": the main thread
 * sends each edit to the compute worker and only paints the answer). Answers arrive in any order; only
 * the one for the latest fields and context is kept, so a slow answer never paints over a newer one.
 * `undefined` until the first answer, and when the worker fails (the submit then checks again).
 */
export function useOrderVerdict(
  check: CheckOrder,
  fields: OrderFields,
  context: OrderContext,
): OrderVerdict | undefined {
  const [verdict, setVerdict] = useState<OrderVerdict>();
  useEffect(() => {
    let current = true;
    check(fields, context).then(
      (answer) => {
        if (current) setVerdict(answer);
      },
      () => {
        if (current) setVerdict(undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [check, fields, context]);
  return verdict;
}
