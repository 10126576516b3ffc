import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { OrderContext, OrderFields, OrderRefusal, OrderVerdict } from '../../../shared/orderChecks';

export type CheckOrder = (fields: OrderFields, context: OrderContext) => Promise<OrderVerdict>;

const sameRefusal = (a: OrderRefusal | undefined, b: OrderRefusal | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.reason === b.reason &&
    a.field === b.field &&
    JSON.stringify(a.values) === JSON.stringify(b.values));

/**
 * The checks' refusal of what the form holds, as the trader types (design.md "Orders": the main thread
 * sends each edit to the compute worker and only paints the answer). `undefined` while the fields pass,
 * before the first answer, and when the worker fails (the submit then checks again).
 *
 * - Answers arrive in any order; only the one for the latest fields and context counts, so a slow
 *   answer never paints over a newer one. Until it comes, the refusal shown is the last one.
 * - Most answers say what the one before said (a digit typed into a valid quantity). Such an answer
 *   renders nothing: the form renders when what it shows changes, and a keystroke already rendered it.
 *   This is what keeps the worker's round trip about as cheap for the main thread as running the checks
 *   on it (`npm run bench orderEntry`).
 * - An answer that changes the refusal is committed in the task that brings it (`flushSync`, as the hub
 *   commits its frames): left to React's scheduler it would often wait past the next frame, and the
 *   trader would see it a frame late.
 */
export function useOrderRefusal(
  check: CheckOrder,
  fields: OrderFields,
  context: OrderContext,
): OrderRefusal | undefined {
  const [shown, setShown] = useState<OrderRefusal>();
  const shownNow = useRef(shown);
  useEffect(() => {
    let current = true;
    const answer = (refusal: OrderRefusal | undefined) => {
      if (!current || sameRefusal(shownNow.current, refusal)) return;
      shownNow.current = refusal;
      flushSync(() => setShown(refusal));
    };
    check(fields, context).then(
      (verdict) => answer(verdict.ok ? undefined : verdict),
      () => answer(undefined),
    );
    return () => {
      current = false;
    };
  }, [check, fields, context]);
  return shown;
}
