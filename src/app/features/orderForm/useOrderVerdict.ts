import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { OrderContext, OrderFields, OrderVerdict } from '../../../shared/orderChecks';

interface Answer {
  verdict: OrderVerdict | undefined;
  fields?: OrderFields;
  context?: OrderContext;
}

export type CheckOrder = (fields: OrderFields, context: OrderContext) => Promise<OrderVerdict>;

/**
 * The checks' verdict on what the form holds, as the trader types (design.md "Orders": the main thread
 * sends each edit to the compute worker and only paints the answer). Answers arrive in any order; only
 * the one for the latest fields and context is kept, so a slow answer never paints over a newer one.
 * `verdict` is `undefined` until the first answer, and when the worker fails (the submit then checks
 * again); `checking` is true while the answer for the current fields and context is on its way (the
 * form says so with `aria-busy`). An answer is committed in the task that brings it (`flushSync`, as the
 * hub commits its frames): left to React's scheduler it would often wait past the next frame, and the
 * trader would see the verdict a frame late.
 */
export function useOrderVerdict(
  check: CheckOrder,
  fields: OrderFields,
  context: OrderContext,
): { verdict: OrderVerdict | undefined; checking: boolean } {
  // The answer with the fields and context it was for: the form is checking until they are the current ones.
  const [answer, setAnswer] = useState<Answer>({ verdict: undefined });
  useEffect(() => {
    let current = true;
    check(fields, context).then(
      (verdict) => {
        if (current) flushSync(() => setAnswer({ verdict, fields, context }));
      },
      () => {
        if (current) flushSync(() => setAnswer({ verdict: undefined, fields, context }));
      },
    );
    return () => {
      current = false;
    };
  }, [check, fields, context]);
  const checking = answer.fields !== fields || answer.context !== context;
  return { verdict: answer.verdict, checking };
}
