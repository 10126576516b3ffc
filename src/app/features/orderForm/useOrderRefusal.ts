import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type {
  OrderContext,
  OrderFieldName,
  OrderFields,
  OrderRefusal,
  OrderVerdict,
} from '../../../shared/orderChecks';

export type CheckOrder = (fields: OrderFields, context: OrderContext) => Promise<OrderVerdict>;

const sameRefusal = (a: OrderRefusal | undefined, b: OrderRefusal | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.reason === b.reason &&
    a.field === b.field &&
    JSON.stringify(a.values) === JSON.stringify(b.values));

interface Question {
  check: CheckOrder;
  fields: OrderFields;
  context: OrderContext;
  verdict: Promise<OrderVerdict>;
}

/**
 * The same question: to the same checks, in the same context, of fields that hold the same (a render
 * makes new objects).
 */
const sameQuestion = (asked: Question, question: Omit<Question, 'verdict'>): boolean =>
  asked.check === question.check &&
  asked.context === question.context &&
  (asked.fields === question.fields || JSON.stringify(asked.fields) === JSON.stringify(question.fields));

/**
 * The refusal the form shows, held outside React: the fields it names read it (`useFieldRefusal`), so
 * an answer that moves a message renders those fields, not the form.
 */
export interface RefusalSource {
  current(): OrderRefusal | undefined;
  subscribe(listener: () => void): () => void;
}

function createRefusalSource(): RefusalSource & { set(refusal: OrderRefusal | undefined): void } {
  let shown: OrderRefusal | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(refusal) {
      shown = refusal;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The checks' refusal of what the form holds, as the trader types (design.md "Orders": the main thread
 * sends each edit to the compute worker and only paints the answer). It holds `undefined` while the
 * fields pass, before the first answer, and when the worker fails (the submit then checks again).
 *
 * - A question is asked once: fields that hold what the last ones held, in the same context, take the
 *   last answer rather than a second round trip (a keystroke that leaves the fields as they were). A
 *   question the checks failed to answer is asked again the next time.
 * - Answers arrive in any order; only the one for the latest fields and context counts, so a slow
 *   answer never paints over a newer one. Until it comes, the refusal shown is the last one.
 * - Most answers say what the one before said (a digit typed into a valid quantity). Such an answer
 *   tells no one. One that changes the refusal renders only the fields that read it: the field that
 *   loses its message and the one that gains it, not the form, which the keystroke already rendered.
 *   This is what keeps the worker's round trip about as cheap for the main thread as running the checks
 *   on it (`npm run bench orderEntry`).
 * - An answer that changes the refusal is committed in the task that brings it (`flushSync`, as the hub
 *   commits its frames): left to React's scheduler it would often wait past the next frame, and the
 *   trader would see it a frame late. In a cross-origin isolated tab most answers come from the verdict
 *   board in the keystroke's own frame (src/app/compute/readVerdictsFromBoard.ts), so they are painted
 *   with the keystroke, as checks run on the main thread would be.
 */
export function useOrderRefusal(
  check: CheckOrder,
  fields: OrderFields,
  context: OrderContext,
): RefusalSource {
  const [source] = useState(createRefusalSource);
  const asked = useRef<Question>(undefined);
  useEffect(() => {
    let current = true;
    const last = asked.current;
    const question = { check, fields, context };
    const verdict = last && sameQuestion(last, question) ? last.verdict : check(fields, context);
    asked.current = { ...question, verdict };
    const answer = (refusal: OrderRefusal | undefined) => {
      if (!current || sameRefusal(source.current(), refusal)) return;
      flushSync(() => source.set(refusal));
    };
    verdict.then(
      (verdict) => answer(verdict.ok ? undefined : verdict),
      () => {
        if (asked.current?.verdict === verdict) asked.current = undefined;
        answer(undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [check, fields, context, source]);
  return source;
}

/** The refusal when it names `field`: what that field renders with, and renders again for. */
export function useFieldRefusal(source: RefusalSource, field: OrderFieldName): OrderRefusal | undefined {
  return useSyncExternalStore(source.subscribe, () => {
    const refusal = source.current();
    return refusal?.field === field ? refusal : undefined;
  });
}
